import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatWon, type Purchase } from '@store/shared';
import { COPY } from '../messages.ts';
import { PurchaseLines, type ReviewTarget } from './purchase-lines.tsx';
import { OrderStatusBadge } from './status-badge.tsx';
import { OrderActions } from './order-actions.tsx';

/** One order in a list: number, status, lines with actions, the amount paid and a detail link. */
export function PurchaseCard({ purchase, onReview }: { purchase: Purchase; onReview: (target: ReviewTarget) => void }) {
  return (
    <article className="rounded-2xl border border-line bg-white p-4 sm:p-5" aria-label={`${COPY.orderNumber} ${purchase.orderNumber}`}>
      {/* A container: on the my-page home the card sits inside a section and is narrower than on
          the purchase list, where the same header fits on one line at 390 px. */}
      <header className="@container mb-4 flex items-center justify-between gap-2 border-b border-line pb-3">
        <div className="flex min-w-0 items-center gap-2">
          <OrderStatusBadge status={purchase.orderStatus} method={purchase.paymentMethod} />
          <span className="whitespace-nowrap text-sm text-sub">
            <span className="sr-only sm:not-sr-only">{COPY.orderNumber} </span>
            <span className="font-medium text-ink tabular-nums">{purchase.orderNumber}</span>
          </span>
          {/* A declined card and the buyer's own cancel read the same badge: the reason tells them apart. */}
          {purchase.cancelReason && <span className="min-w-0 truncate text-[13px] text-mute">{purchase.cancelReason}</span>}
        </div>
        <Link to={`/mypage/purchase/detail/${purchase.orderId}`} className="inline-flex min-h-10 min-w-10 shrink-0 items-center justify-end text-sm font-semibold text-brand-700 hover:underline" aria-label={`${purchase.orderNumber} ${COPY.detail}`}>
          {/* Too narrow for the words beside badge and number: the chevron alone, named by aria-label. */}
          <span className="@max-[19rem]:sr-only">{COPY.detail}</span>
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </header>
      <PurchaseLines purchase={purchase} onReview={onReview} />
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <div className="text-sm text-sub">
          <p>
            {COPY.paid} <strong className="ml-1 text-base text-ink tabular-nums">{formatWon(purchase.totalPrice)}</strong>
          </p>
          {/* A partial refund (a program error's, minus the days used) is not the amount paid: say it here, not only on the detail. */}
          {purchase.refund && (
            <p className="mt-0.5">
              {COPY.refund} <span className="ml-1 font-semibold text-ink tabular-nums">{formatWon(purchase.refund.amount)}</span>{' '}
              <span className="text-mute">({COPY.refundStates[purchase.refund.state]})</span>
            </p>
          )}
        </div>
        <OrderActions purchase={purchase} />
      </footer>
    </article>
  );
}
