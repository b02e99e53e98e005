import { useState } from 'react';
import { ADMIN_COUPON_MESSAGES, type AdminCoupon, formatDate, formatNumber, formatWon } from '@store/shared';
import { Button, cardCorner, cardFull, cardHead, cardWide, cn, EmptyState, ErrorState, LoadingState, useDialogs, useToast } from '../../../components/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useAdminCoupons, useCreateCoupon, useSetCouponActive } from '../api/coupons.ts';
import { AdminHeader } from '../components/admin-header.tsx';
import { CouponForm } from '../components/coupon-form.tsx';
import { IssueCouponDialog } from '../components/issue-coupon-dialog.tsx';
import { MESSAGES } from '../messages.ts';

const discountOf = (c: AdminCoupon) => (c.discountType === 'PERCENT' ? `${c.discountValue}%` : formatWon(c.discountValue));

/** /admin/coupons: create, list with usage counts, switch on/off, issue to members. */
export function CouponsPage() {
  usePageTitle(MESSAGES.couponsTitle);
  const coupons = useAdminCoupons();
  const create = useCreateCoupon();
  const setActive = useSetCouponActive();
  const toast = useToast();
  const { alert, confirm } = useDialogs();
  const [issuing, setIssuing] = useState<AdminCoupon | null>(null);
  // One switch at a time, from the click on: a double click on 사용 중지 asked twice and sent twice.
  const toggling = useSingleFlight();

  const toggle = async (c: AdminCoupon) => {
    if (c.isActive && !(await confirm(`'${c.name}' 쿠폰을 사용 중지할까요? 회원이 가진 쿠폰도 결제에 쓸 수 없게 됩니다.`, { title: '쿠폰 사용 중지', confirmLabel: '사용 중지' }))) return;
    try {
      await setActive.mutateAsync({ couponId: c.couponId, isActive: !c.isActive });
    } catch (e) {
      await alert(errorMessage(e));
    }
  };

  return (
    <div>
      <AdminHeader title={MESSAGES.couponsTitle} lead={MESSAGES.couponsLead} />
      <CouponForm
        saving={create.isPending}
        onSubmit={(values, form) =>
          create.mutateAsync(values).then(
            () => {
              toast(MESSAGES.couponCreated, 'success');
              form.reset();
            },
            (e: unknown) => {
              // A code another coupon has is the code field's fault: said there, the form kept.
              if (e instanceof ApiError && e.message === ADMIN_COUPON_MESSAGES.duplicateCode) form.codeTaken(e.message);
              else void alert(`${MESSAGES.couponCreateFailed}: ${errorMessage(e)}`);
            },
          )
        }
      />
      <h2 className="mb-3 mt-10 text-lg font-bold">쿠폰 목록</h2>
      {coupons.isPending ? (
        <LoadingState />
      ) : coupons.isError ? (
        <ErrorState message={errorMessage(coupons.error)} />
      ) : coupons.data.length === 0 ? (
        <EmptyState message={MESSAGES.noCoupons} />
      ) : (
        // Below lg each coupon is a card (styles.css, .table-cards): 발급 and 사용 중지 in view on a
        // phone. relative: the sr-only header is absolutely positioned; without a positioned box here
        // it escapes the box and widens the whole page.
        <div className="relative rounded-2xl border border-line bg-white lg:overflow-x-auto">
          <table className="table-cards w-full text-left text-sm lg:min-w-[900px]">
            <thead className="bg-soft text-sub">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">쿠폰</th>
                <th scope="col" className="px-4 py-3 font-semibold">할인</th>
                <th scope="col" className="px-4 py-3 font-semibold">최소 구매</th>
                <th scope="col" className="px-4 py-3 font-semibold">기간</th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">발급 / 수량</th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">사용</th>
                <th scope="col" className="px-4 py-3 font-semibold">상태</th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">작업</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.data.map((c) => (
                <tr key={c.couponId} className="border-t border-line">
                  <td className={cn('px-4 py-3', cardHead)}>
                    <div className="font-semibold text-ink">{c.name}</div>
                    {c.couponCode && <div className="font-mono text-xs text-sub">{c.couponCode}</div>}
                  </td>
                  <td className="px-4 py-3 tabular-nums" data-label="할인">
                    {discountOf(c)}
                  </td>
                  <td className="px-4 py-3 tabular-nums" data-label="최소 구매">
                    {c.minPurchase ? formatWon(c.minPurchase) : '-'}
                  </td>
                  <td className={cn('px-4 py-3 tabular-nums text-sub', cardWide)} data-label="기간">
                    {formatDate(c.startDate)} ~ {c.endDate ? formatDate(c.endDate) : '무기한'}
                    {/* What members see: each copy ends this many days after it was issued. */}
                    {c.validDays !== null && <span className="block text-[13px] text-mute">발급 후 {c.validDays}일 사용</span>}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums" data-label="발급 / 수량">
                    {formatNumber(c.issuedCount)} / {c.quantity === null ? '무제한' : formatNumber(c.quantity)}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums" data-label="사용">
                    {formatNumber(c.usedCount)}
                  </td>
                  <td className={cn('px-4 py-3', cardCorner)}>
                    <span className={cn('whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold', c.isActive ? 'bg-emerald-50 text-emerald-700' : 'bg-soft text-sub')}>{c.isActive ? '사용 중' : '중지'}</span>
                  </td>
                  <td className={cn('px-4 py-3', cardFull)}>
                    <div className="flex justify-end gap-2 max-lg:justify-start">
                      <Button size="sm" variant="secondary" onClick={() => setIssuing(c)} disabled={!c.isActive} aria-label={`${c.name} 발급`}>
                        발급
                      </Button>
                      <Button size="sm" variant="outline" disabled={toggling.busy} onClick={() => void toggling.run(() => toggle(c))} aria-label={`${c.name} ${c.isActive ? '사용 중지' : '다시 사용'}`}>
                        {c.isActive ? '사용 중지' : '다시 사용'}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <IssueCouponDialog coupon={issuing} onClose={() => setIssuing(null)} />
    </div>
  );
}
