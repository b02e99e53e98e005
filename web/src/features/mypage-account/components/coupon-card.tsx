import type { WalletCoupon } from '@store/shared';
import { formatDate, formatWon } from '@store/shared/rules/format';
import { lastMomentBefore } from '@store/shared/rules/seoul-dates';
import { cn } from '../../../components/cn.ts';
import { ACCOUNT_COPY } from '../messages.ts';

const STATUS_LABEL = { UNUSED: '사용 가능', USED: '사용 완료', EXPIRED: '기간 만료', UNAVAILABLE: '사용 중지', UPCOMING: '사용 예정', RESERVED: '결제 대기' } as const;

/** "10%" or "3,000원", as the big figure on the card shows it. */
const discountOf = (coupon: WalletCoupon) => (coupon.discountRate !== null ? `${coupon.discountRate}%` : formatWon(coupon.discountAmount ?? 0));

/**
 * The lines under the coupon's name. The discount is always stated in words: an admin may leave the
 * description empty or write one that says nothing of it ("가을 감사 이벤트"). A description that
 * already states the discount as the card would ("… 3,000원 할인") stands alone; otherwise the terms
 * built from the coupon come first and the description, if any, follows.
 */
export function couponLines(coupon: WalletCoupon): string[] {
  const off = ACCOUNT_COPY.couponOff(discountOf(coupon));
  const description = coupon.description.trim();
  if (description.includes(off)) return [description];
  const terms = coupon.minPurchase > 0 ? ACCOUNT_COPY.couponTermsMin(formatWon(coupon.minPurchase), off) : ACCOUNT_COPY.couponTermsAny(off);
  return description ? [terms, description] : [terms];
}

/** A ticket-shaped coupon: the discount large, conditions and expiry below. Its name is an h2: the
 * coupon screen lists the cards straight under its h1. */
export function CouponCard({ coupon }: { coupon: WalletCoupon }) {
  const dim = coupon.status !== 'UNUSED';
  const lines = couponLines(coupon);
  const discount = discountOf(coupon);
  return (
    <li className={cn('flex overflow-hidden rounded-2xl border bg-white', dim ? 'border-line' : 'border-brand-200')}>
      <div className={cn('flex w-28 shrink-0 flex-col items-center justify-center gap-1 px-3 text-center sm:w-32', dim ? 'bg-soft text-sub' : 'bg-brand-600 text-white')}>
        <span className="text-xl font-bold tabular-nums sm:text-2xl">{discount}</span>
        <span className="text-xs">할인</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className={cn('font-semibold', dim ? 'text-sub' : 'text-ink')}>{coupon.name}</h2>
          <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', dim ? 'bg-soft text-sub' : 'bg-brand-50 text-brand-700')}>{STATUS_LABEL[coupon.status]}</span>
        </div>
        {lines.map((line, i) => (
          <p key={i} className={cn('break-words', i === 0 ? 'text-sm text-sub' : 'text-xs text-mute')}>
            {line}
          </p>
        ))}
        <p className="mt-auto pt-1 text-xs text-mute">
          {coupon.status === 'RESERVED'
            ? ACCOUNT_COPY.couponReserved(coupon.orderNumber ?? '')
            : coupon.status === 'USED' && coupon.usedAt
            ? `${formatDate(coupon.usedAt)} 사용`
            : coupon.status === 'UPCOMING'
              ? `${formatDate(coupon.startsAt)}부터 사용 가능`
              : coupon.expirationDate ? `${formatDate(lastMomentBefore(coupon.expirationDate))}까지` : '기한 없음'}
        </p>
      </div>
    </li>
  );
}
