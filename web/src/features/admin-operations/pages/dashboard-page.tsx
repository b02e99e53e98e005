import { RotateCw } from 'lucide-react';
import { formatDateTime } from '@store/shared/rules/format';
import { Button, ErrorState, LoadingState } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDashboard } from '../api/dashboard.ts';
import { AdminHeader } from '../components/admin-page.tsx';
import { DashboardSalesChart } from '../components/dashboard-sales-chart.tsx';
import { DashboardToday } from '../components/dashboard-today.tsx';
import { DashboardTopItems } from '../components/dashboard-top-items.tsx';
import { DashboardWaiting } from '../components/dashboard-waiting.tsx';
import { DASHBOARD_COPY as C } from '../messages.ts';

/** /admin/dashboard: today's takings, the work waiting, the last two weeks' sales and the best sellers. */
export function AdminDashboardPage() {
  usePageTitle(C.title);
  const query = useDashboard();
  const { data } = query;

  const actions = (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {data && (
        <span className="text-sm text-mute">
          {C.asOf}{' '}
          <time dateTime={data.asOf} className="tabular-nums">
            {formatDateTime(data.asOf)}
          </time>
        </span>
      )}
      <Button variant="outline" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
        {!query.isFetching && <RotateCw className="size-4" aria-hidden />}
        {C.refresh}
      </Button>
    </div>
  );

  return (
    <div>
      <AdminHeader title={C.title} lead={C.lead} actions={actions} />
      {query.isPending ? (
        <LoadingState />
      ) : !data ? (
        <ErrorState message={errorMessage(query.error, C.loadFailed)} />
      ) : (
        <div className="space-y-6">
          {/* A failed refresh keeps the last figures on screen; their time above says how old they are. */}
          {query.isError && (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-danger">
              {C.refreshFailed(errorMessage(query.error))}
            </p>
          )}
          <DashboardToday today={data.today} />
          <DashboardWaiting waiting={data.waiting} keys={data.keys} />
          <div className="grid gap-6 xl:grid-cols-[3fr_2fr] xl:items-start">
            <DashboardSalesChart days={data.days} todayDate={data.today.date} />
            <DashboardTopItems items={data.topItems} />
          </div>
        </div>
      )}
    </div>
  );
}
