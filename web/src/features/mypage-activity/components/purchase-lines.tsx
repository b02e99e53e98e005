import { Download, KeyRound, PenLine } from 'lucide-react';
import { Link } from 'react-router-dom';
import { isPaidOrder, type Purchase, type PurchaseItem } from '@store/shared';
import { buttonClass, Button, Price, Thumbnail } from '../../../components/index.ts';
import { COPY } from '../messages.ts';

export interface ReviewTarget {
  itemId: number;
  orderItemId: number;
}

/** Download, license key and review act only on paid orders (store.md §4). */
export const actionable = (purchase: Purchase) => isPaidOrder(purchase.orderStatus);

/** The lines of one order, each with its actions when the order is paid. */
export function PurchaseLines({ purchase, onReview }: { purchase: Purchase; onReview: (target: ReviewTarget) => void }) {
  return (
    <ul className="divide-y divide-line">
      {purchase.orderItems.map((line) => (
        // The actions sit beside the product while it keeps about 15rem, and drop under it
        // otherwise (a narrow card squeezed the name to a few letters).
        <li key={line.orderItemId} className="flex flex-wrap items-center gap-3 py-4 first:pt-0 last:pb-0">
          <div className="flex min-w-0 flex-[1_1_15rem] items-center gap-4">
            <Thumbnail src={line.thumbnailPath} alt="" className="size-16" />
            <div className="min-w-0">
              <Link to={`/products/${line.itemId}`} className="line-clamp-2 font-semibold hover:underline">
                {line.itemName}
              </Link>
              <p className="mt-0.5 text-sm text-sub">
                {COPY.months(line.subscriptionPeriod)} 구독 · {COPY.count(line.count)}
              </p>
              <Price amount={line.orderPrice} className="mt-0.5 block text-[15px] font-bold" />
            </div>
          </div>
          {actionable(purchase) && <LineActions line={line} onReview={onReview} />}
        </li>
      ))}
    </ul>
  );
}

function LineActions({ line, onReview }: { line: PurchaseItem; onReview: (target: ReviewTarget) => void }) {
  const firstKey = line.subscriptionIds[0];
  return (
    <div className="flex flex-wrap gap-2 sm:ml-auto sm:justify-end">
      <a
        href={`/software-downloads/${line.itemId}/index.html`}
        target="_blank"
        rel="noopener"
        className={buttonClass({ variant: 'outline', size: 'sm' })}
        aria-label={`${line.itemName} ${COPY.download} (새 창)`}
      >
        <Download className="size-4" aria-hidden />
        {COPY.download}
      </a>
      {firstKey !== undefined && (
        <Link to={`/mypage/subscription/detail/${firstKey}`} className={buttonClass({ variant: 'outline', size: 'sm' })} aria-label={`${line.itemName} ${COPY.licenseKey}`}>
          <KeyRound className="size-4" aria-hidden />
          {COPY.licenseKey}
        </Link>
      )}
      {line.reviewWriteYn === 'Y' ? (
        <span className="inline-flex h-9 items-center px-2 text-sm text-mute">{COPY.reviewed}</span>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => onReview({ itemId: line.itemId, orderItemId: line.orderItemId })} aria-label={`${line.itemName} ${COPY.writeReview}`}>
          <PenLine className="size-4" aria-hidden />
          {COPY.writeReview}
        </Button>
      )}
    </div>
  );
}
