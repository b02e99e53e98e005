import { useState } from 'react';
import { formatDate, formatPoints, isoDateInSeoul } from '@store/shared/rules/format';
import { Pagination } from '../../../components/pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePointsQuery } from '../api/points.ts';
import { ScreenHeader } from '../components/account-section.tsx';
import { PointFilterBar } from '../components/point-filter-bar.tsx';
import { PointTable } from '../components/point-table.tsx';
import { chooseKind, choosePeriod, chooseRange, initialPointFilter, toPointRequest } from '../hooks/point-filters.ts';
import { ACCOUNT_COPY } from '../messages.ts';

/** /mypage/check-point */
export function CheckPointPage() {
  usePageTitle(ACCOUNT_COPY.pointTitle);
  const [today] = useState(() => isoDateInSeoul(new Date()));
  const [filter, setFilter] = useState(() => initialPointFilter(today));
  const points = usePointsQuery(toPointRequest(filter));
  const data = points.data;

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={ACCOUNT_COPY.pointTitle} lead={ACCOUNT_COPY.pointLead} />
      <div className="flex items-center justify-between rounded-2xl bg-brand-50 px-5 py-5 sm:px-7">
        <p className="text-[15px] font-medium text-brand-800">사용 가능한 포인트</p>
        <p className="text-2xl font-bold tabular-nums text-brand-700" data-testid="current-point">
          {data ? formatPoints(data.pointData.currentPoint) : '-'}
        </p>
      </div>
      <PointFilterBar
        state={filter}
        onKind={(kind) => setFilter((s) => chooseKind(s, kind))}
        onPeriod={(period) => setFilter((s) => choosePeriod(s, period, today))}
        onRange={(start, end) => setFilter((s) => chooseRange(s, start, end))}
      />
      {points.isPending ? (
        <LoadingState />
      ) : points.isError ? (
        <ErrorState message={errorMessage(points.error, ACCOUNT_COPY.loadFailed)} />
      ) : data && data.pointData.totalElements === 0 ? (
        <EmptyState message={ACCOUNT_COPY.pointEmpty} />
      ) : data ? (
        <div className="flex flex-col gap-6">
          <p className="text-sm text-sub">
            {formatDate(data.startDate)} ~ {formatDate(data.endDate)} · 총 {data.pointData.totalElements}건
          </p>
          <PointTable rows={data.pointData.content} />
          <Pagination page={filter.page} totalPages={data.pointData.totalPages} onChange={(page) => setFilter((s) => ({ ...s, page }))} label="포인트 내역 페이지" />
        </div>
      ) : null}
    </div>
  );
}
