import type { ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime, formatPoints, formatWon, isPaidOrder, type Purchase, type PurchaseDetailResponse } from '@store/shared';
import { BankAccountInfo } from '../../../components/bank-account-info.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePurchase } from '../api/get-purchases.ts';
import { OrderActions } from '../components/order-actions.tsx';
import { PurchaseLines } from '../components/purchase-lines.tsx';
import { QueryView } from '../components/query-view.tsx';
import { ReviewDialog } from '../components/review-dialog.tsx';
import { PageHeading, SectionCard } from '../components/section-card.tsx';
import { OrderStatusBadge } from '../components/status-badge.tsx';
import { useReviewTarget } from '../hooks/use-review-target.ts';
import { COPY } from '../messages.ts';

/** /mypage/purchase/detail/{id}: dates, number, status, lines with actions, payment, points. */
export function PurchaseDetailPage() {
  usePageTitle(COPY.detailTitle);
  const id = parseRouteId(useParams().id);
  const purchase = usePurchase(id);
  const review = useReviewTarget();
  return (
    <div>
      <Link to="/mypage/purchase-list" className="mb-3 inline-flex items-center text-sm text-sub hover:text-ink">
        <ChevronLeft className="size-4" aria-hidden />
        {COPY.backToList}
      </Link>
      <PageHeading title={COPY.detailTitle} />
      <QueryView query={id !== null ? purchase : { ...purchase, isPending: false, isError: true, error: new ApiError(404, COPY.purchaseNotFound, null) }} empty={false} emptyMessage="">
        {purchase.data && <Detail purchase={purchase.data.purchaseData} bankAccount={purchase.data.bankAccount} onReview={review.open} />}
      </QueryView>
      <ReviewDialog target={review.target} onClose={review.close} />
    </div>
  );
}

interface DetailProps {
  purchase: Purchase;
  bankAccount: PurchaseDetailResponse['bankAccount'];
  onReview: Parameters<typeof PurchaseLines>[0]['onReview'];
}

function Detail({ purchase, bankAccount, onReview }: DetailProps) {
  const { refund } = purchase;
  const points = formatPoints(purchase.accumulatePoint);
  // A cancel takes back what the payment earned; an order never paid, or paid with points alone,
  // earned nothing to take back.
  const earned = purchase.orderStatus !== 'CANCEL' ? points : purchase.paidAt && purchase.accumulatePoint > 0 ? COPY.pointsTakenBack(points) : null;
  // Only a paid order's lines can be reviewed, and only the lines not reviewed yet earn more.
  const paid = isPaidOrder(purchase.orderStatus);
  const rewardLeft = purchase.orderItems.filter((line) => line.reviewWriteYn === 'N').reduce((sum, line) => sum + line.reviewPoint, 0);
  // The amounts below still say what the order used; a cancel gave that back.
  const returned =
    purchase.orderStatus === 'CANCEL' && (purchase.usePoint > 0 || purchase.totalDiscountPrice > 0)
      ? COPY.returnedOnCancel(purchase.usePoint > 0, purchase.totalDiscountPrice > 0)
      : null;
  return (
    <div className="space-y-6">
      {bankAccount && purchase.depositDeadline && (
        // The account shown once after ordering, again here: the buyer may have closed that page.
        <SectionCard title={COPY.depositGuide}>
          <BankAccountInfo account={bankAccount} amount={purchase.totalPrice} deadline={purchase.depositDeadline} />
        </SectionCard>
      )}
      <SectionCard title={COPY.dates}>
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <OrderStatusBadge status={purchase.orderStatus} method={purchase.paymentMethod} />
          <span className="text-[15px]">
            {COPY.orderNumber} <strong className="tabular-nums">{purchase.orderNumber}</strong>
          </span>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-[15px] sm:grid-cols-2">
          <Row label={COPY.orderDate} value={formatDateTime(purchase.orderDate)} />
          {purchase.paidAt && <Row label={COPY.paidAt} value={formatDateTime(purchase.paidAt)} />}
          {purchase.confirmedAt && <Row label={COPY.confirmedAt} value={formatDateTime(purchase.confirmedAt)} />}
          {purchase.cancelledAt && <Row label={COPY.cancelledAt} value={formatDateTime(purchase.cancelledAt)} />}
          {purchase.cancelReason && <Row label={COPY.cancelReason} value={purchase.cancelReason} />}
          {purchase.depositDeadline && (
            <Row label={purchase.paymentMethod === 'BANK_TRANSFER' ? COPY.depositDeadline : COPY.paymentDeadline} value={formatDateTime(purchase.depositDeadline)} />
          )}
        </dl>
      </SectionCard>
      <SectionCard title="주문 상품" count={purchase.orderItems.length}>
        <PurchaseLines purchase={purchase} onReview={onReview} />
      </SectionCard>
      <SectionCard title={COPY.payment}>
        <dl className="space-y-2 text-[15px]">
          <Row label={COPY.paymentMethod} value={methodLabel(purchase)} spread />
          <Row label={COPY.itemsTotal} value={formatWon(purchase.totalCostPrice)} spread />
          <Row label={COPY.couponDiscount} value={minus(formatWon, purchase.totalDiscountPrice)} spread />
          <Row label={COPY.usedPoints} value={minus(formatPoints, purchase.usePoint)} spread />
          <div className="flex justify-between border-t border-line pt-3 text-lg font-bold">
            <dt>{COPY.paid}</dt>
            <dd className="tabular-nums text-brand-700">{formatWon(purchase.totalPrice)}</dd>
          </div>
          {refund && (
            <Row
              label={COPY.refund}
              value={
                <span className="tabular-nums">
                  {formatWon(refund.amount)} <span className="text-sm text-mute">({COPY.refundStates[refund.state]})</span>
                </span>
              }
              spread
            />
          )}
          {returned && <p className="rounded-xl bg-soft px-4 py-3 text-sm text-sub">{returned}</p>}
          {earned && <Row label={COPY.earnedPoints} value={earned} spread />}
          {paid && rewardLeft > 0 && <Row label={COPY.reviewReward} value={formatPoints(rewardLeft)} spread />}
        </dl>
        <div className="mt-5 flex justify-end">
          <OrderActions purchase={purchase} />
        </div>
      </SectionCard>
    </div>
  );
}

/** A deduction: "- 1,230원", and a plain "0원" when nothing was taken (not "- 0원"). */
function methodLabel(purchase: Purchase): string {
  if (!purchase.paymentMethod) return '-';
  // An order the points and coupon covered was completed without the method picked on the sheet.
  if (purchase.totalPrice === 0 && purchase.paidAt) return COPY.freeMethod;
  return COPY.methods[purchase.paymentMethod] ?? purchase.paymentMethod;
}

// The minus sign the order sheet and the admin's order show, without a gap before the amount.
const minus = (format: (amount: number) => string, amount: number) => (amount > 0 ? `−${format(amount)}` : format(0));

function Row({ label, value, spread }: { label: string; value: ReactNode; spread?: boolean }) {
  return (
    <div className={spread ? 'flex justify-between gap-4' : 'flex gap-3'}>
      <dt className="shrink-0 text-sub">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
