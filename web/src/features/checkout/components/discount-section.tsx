import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { COMMERCE_MESSAGES, type CouponOption, type OrderSheet, formatNumber, formatPoints, formatWon, usablePoints } from '@store/shared';
import { Button, cn } from '../../../components/index.ts';
import { CHECKOUT_COPY } from '../messages.ts';
import type { CheckoutForm } from '../state/use-checkout-form.ts';
import { CheckoutSection } from './checkout-section.tsx';

export function couponLabel(coupon: CouponOption, orderTotal: number): string {
  const off = coupon.discountType === 'PERCENT' ? `${coupon.discountRate}% 할인` : `${formatWon(coupon.discountAmount)} 할인`;
  const short = orderTotal < coupon.minPurchase ? ` (${formatWon(coupon.minPurchase)} 이상 구매 시)` : '';
  return `${coupon.name} · ${off}${short}`;
}

const control =
  'h-12 w-full rounded-xl border border-line bg-white px-4 text-[15px] text-ink transition-colors focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-soft disabled:text-mute';

interface DiscountSectionProps {
  form: CheckoutForm;
  memberPoint: number;
  orderTotal: number;
  coupons: CouponOption[];
  /** Coupons the member's other waiting orders hold: said here, as they are missing from the list. */
  heldCoupons: OrderSheet['heldCoupons'];
  /** Points the member's other waiting orders hold: said here, as they are missing from the balance. */
  heldPoints: OrderSheet['heldPoints'];
  /** The sheet is applied on the server: nothing here can change any more. */
  locked: boolean;
}

/** Coupon select and points box with its live cap (store.md §5). */
export function DiscountSection({ form, memberPoint, orderTotal, coupons, heldCoupons, heldPoints, locked }: DiscountSectionProps) {
  const couponId = useId();
  const pointsId = useId();
  const usable = usablePoints(memberPoint);
  const selectedIsPercent = coupons.find((c) => c.couponId === form.couponId)?.discountType === 'PERCENT';
  return (
    <CheckoutSection id="discount-title" title="쿠폰 · 포인트">
      <div className="space-y-6">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={couponId} className="text-sm font-semibold text-sub">
            쿠폰
          </label>
          <div className="relative">
            <select
              id={couponId}
              value={form.couponId ?? ''}
              onChange={(e) => form.setCouponId(e.target.value ? Number(e.target.value) : null)}
              disabled={locked || coupons.length === 0}
              aria-describedby={`${couponId}-msg`}
              className={cn(control, 'appearance-none pr-10')}
            >
              <option value="">{coupons.length === 0 ? '사용 가능한 쿠폰이 없습니다' : '선택 안 함'}</option>
              {coupons.map((c) => (
                <option key={c.couponId} value={c.couponId} disabled={orderTotal < c.minPurchase}>
                  {couponLabel(c, orderTotal)}
                </option>
              ))}
            </select>
            <ChevronDown className="pointer-events-none absolute right-3.5 top-1/2 size-5 -translate-y-1/2 text-mute" aria-hidden />
          </div>
          <p id={`${couponId}-msg`} className="text-[13px] text-mute">
            {form.amounts.couponDiscount > 0 ? (
              <>
                <span className="font-semibold text-brand-700">{formatWon(form.amounts.couponDiscount)} 할인이 적용됩니다.</span>
                {/* store.md §5: a percent coupon takes its share of the total less the points. */}
                {selectedIsPercent && Number(form.points || 0) > 0 && <span className="block">{CHECKOUT_COPY.percentAfterPoints}</span>}
              </>
            ) : form.couponId !== null && !locked ? (
              // The points already cover the order: said here, not first by the server on 결제하기.
              <span role="alert" className="font-medium text-danger">
                {COMMERCE_MESSAGES.couponNothingOff}
              </span>
            ) : (
              `사용 가능한 쿠폰 ${coupons.length}장`
            )}
          </p>
          {!locked &&
            heldCoupons.map((held) => (
              <p key={held.orderId} className="text-[13px] leading-relaxed text-mute">
                {CHECKOUT_COPY.couponHeldBy(held.name)}{' '}
                <Link to={`/mypage/purchase/detail/${held.orderId}`} className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-2">
                  {held.orderNumber}
                </Link>
                {CHECKOUT_COPY.couponHeldRelease}
              </p>
            ))}
        </div>

        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between">
            <label htmlFor={pointsId} className="text-sm font-semibold text-sub">
              포인트
            </label>
            <span className="text-[13px] text-mute">보유 {formatPoints(memberPoint)}</span>
          </div>
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <input
                id={pointsId}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder="0"
                // Grouped like every other amount on the page; typing strips the commas again.
                value={form.points === '' ? '' : formatNumber(Number(form.points))}
                onChange={(e) => form.typePoints(e.target.value)}
                onBlur={form.settlePoints}
                disabled={locked || form.maxPoints === 0}
                aria-describedby={form.pointsNote ? `${pointsId}-msg ${pointsId}-note` : `${pointsId}-msg`}
                className={cn(control, 'pr-9 text-right tabular-nums')}
              />
              <span className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-[15px] text-mute" aria-hidden>
                P
              </span>
            </div>
            <Button variant="outline" className="h-12 shrink-0" onClick={form.useAllPoints} disabled={locked || form.maxPoints === 0}>
              전액 사용
            </Button>
          </div>
          <p id={`${pointsId}-msg`} className="text-[13px] leading-relaxed text-mute">
            사용 가능 {formatPoints(usable)} · 이 주문에는 최대 {formatPoints(form.maxPoints)}까지, 10P 단위로 사용할 수 있습니다.
          </p>
          {form.pointsNote && (
            <p id={`${pointsId}-note`} role="status" className="text-[13px] font-medium text-amber-800">
              {form.pointsNote}
            </p>
          )}
          {!locked &&
            heldPoints.map((held) => (
              <p key={held.orderId} className="text-[13px] leading-relaxed text-mute">
                {CHECKOUT_COPY.pointsHeldBy(formatPoints(held.points))}{' '}
                <Link to={`/mypage/purchase/detail/${held.orderId}`} className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-2">
                  {held.orderNumber}
                </Link>
                {CHECKOUT_COPY.pointsHeldRelease}
              </p>
            ))}
        </div>
      </div>
    </CheckoutSection>
  );
}
