import type { Purchase } from '@store/shared';
import { groupByDate } from '../state/group-by-date.ts';
import { PurchaseCard } from './purchase-card.tsx';
import type { ReviewTarget } from './purchase-lines.tsx';

/** Purchases under one heading per Seoul order date (store.md §2 "grouped by date"). */
export function PurchaseGroups({ purchases, onReview }: { purchases: Purchase[]; onReview: (t: ReviewTarget) => void }) {
  return (
    <div className="space-y-6">
      {groupByDate(purchases, (p) => p.orderDate).map((group) => (
        <section key={group.date} aria-label={`${group.date} 주문`}>
          <h3 className="mb-2 text-[15px] font-bold text-sub tabular-nums">{group.date}</h3>
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
