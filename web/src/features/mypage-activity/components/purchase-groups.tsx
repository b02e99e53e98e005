import type { Purchase } from '@store/shared';
import { groupByDate } from '../state/group-by-date.ts';
import { PurchaseCard } from './purchase-card.tsx';
import type { ReviewTarget } from './purchase-lines.tsx';

/**
 * Purchases under one heading per Seoul order date (store.md §2 "grouped by date"). The date is
 * an h3 inside a section card (h2) and an h2 where the list sits straight under the page's h1.
 */
export function PurchaseGroups({ purchases, onReview, headingLevel = 3 }: { purchases: Purchase[]; onReview: (t: ReviewTarget) => void; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-6">
      {groupByDate(purchases, (p) => p.orderDate).map((group) => (
        <section key={group.date} aria-label={`${group.date} 주문`}>
          <Heading className="mb-2 text-[15px] font-bold text-sub tabular-nums">{group.date}</Heading>
          <div className="space-y-3">
            {group.items.map((p) => (
              <PurchaseCard key={p.orderId} purchase={p} onReview={onReview} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
