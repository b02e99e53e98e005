import { useState } from 'react';
import type { CouponTab } from '@store/shared';
import { cn } from '../../../components/cn.ts';
import { Pagination } from '../../../components/pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCouponsQuery } from '../api/coupons.ts';
import { ScreenHeader } from '../components/account-section.tsx';
import { CouponCard } from '../components/coupon-card.tsx';
import { CouponRegisterForm } from '../components/coupon-register-form.tsx';
import { ACCOUNT_COPY } from '../messages.ts';

const TABS: [CouponTab, string][] = [
  ['unused', '사용 가능'],
  ['used', '사용 완료·만료'],
];

/** /mypage/check-coupon: unused/used tabs, 4 a page, a window of 5 page numbers. */
export function CheckCouponPage() {
  usePageTitle(ACCOUNT_COPY.couponTitle);
  const [tab, setTab] = useState<CouponTab>('unused');
  const [page, setPage] = useState(1);
  const coupons = useCouponsQuery(tab, page);
  const data = coupons.data;
  // Both tabs say how many they hold: the other tab's first page (cached for when it is opened).
  const other = useCouponsQuery(tab === 'unused' ? 'used' : 'unused', 1);
  const countOf = (value: CouponTab) => (value === tab ? (coupons.isPlaceholderData ? undefined : data?.totalElements) : other.data?.totalElements);

  const select = (next: CouponTab) => {
    setTab(next);
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={ACCOUNT_COPY.couponTitle} lead={ACCOUNT_COPY.couponLead} />
      <CouponRegisterForm
        onRegistered={() => {
          setTab('unused');
          setPage(1);
        }}
      />
      <div role="tablist" aria-label="쿠폰 상태" className="flex border-b border-line">
        {TABS.map(([value, label]) => (
          <button
            key={value}
            id={`coupon-tab-${value}`}
            type="button"
            role="tab"
            aria-selected={tab === value}
            aria-controls="coupon-panel"
            onClick={() => select(value)}
            className={cn('-mb-px border-b-2 px-4 py-3 text-[15px] font-semibold', tab === value ? 'border-ink text-ink' : 'border-transparent text-mute hover:text-sub')}
          >
            {label}
            {countOf(value) !== undefined && <span className={cn('ml-1', tab === value ? 'text-brand-600' : 'text-mute')}>{countOf(value)}</span>}
          </button>
        ))}
      </div>
      <div id="coupon-panel" role="tabpanel" aria-labelledby={`coupon-tab-${tab}`}>
        {coupons.isPending ? (
          <LoadingState />
        ) : coupons.isError ? (
          <ErrorState message={ACCOUNT_COPY.loadFailed} />
        ) : data && data.content.length === 0 ? (
          <EmptyState message={tab === 'unused' ? ACCOUNT_COPY.couponEmptyUnused : ACCOUNT_COPY.couponEmptyUsed} />
        ) : data ? (
          <div className="flex flex-col gap-6">
            <ul className="grid gap-3 md:grid-cols-2" aria-label="쿠폰 목록">
              {data.content.map((c) => (
                <CouponCard key={`${c.couponId}-${c.issuedAt}`} coupon={c} />
              ))}
            </ul>
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} label="쿠폰 페이지" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
