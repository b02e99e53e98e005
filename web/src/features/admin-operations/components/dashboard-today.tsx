import { type AdminDashboard, formatDate, formatWon } from '@store/shared';
import { cn } from '../../../components/index.ts';
import { DASHBOARD_COPY as C } from '../messages.ts';
import { Panel } from './admin-page.tsx';

/** Today's takings and arrivals; the amount paid leads, as it is what an owner looks for first. */
export function DashboardToday({ today }: { today: AdminDashboard['today'] }) {
  const stats = [
    { label: C.paidKrw, value: formatWon(today.paidKrw) },
    { label: C.paidOrders, value: C.orders(today.paidOrders) },
    { label: C.refundedKrw, value: formatWon(today.refundedKrw) },
    { label: C.placedOrders, value: C.orders(today.placedOrders) },
    { label: C.newMembers, value: C.members(today.newMembers) },
  ];
  return (
    <Panel title={C.today} actions={<span className="text-sm tabular-nums text-mute">{formatDate(today.date)}</span>}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {stats.map((s, i) => (
          // Phones: the amount paid takes the whole first row, so five tiles don't leave one alone at the end.
          <div key={s.label} className={cn('min-w-0 rounded-xl px-4 py-3', i === 0 ? 'col-span-2 bg-brand-50 sm:col-span-1' : 'bg-soft')}>
            <dt className={cn('text-sm font-semibold', i === 0 ? 'text-brand-800' : 'text-sub')}>{s.label}</dt>
            <dd className={cn('mt-1 break-all text-xl font-bold tabular-nums xl:text-2xl', i === 0 ? 'text-brand-800' : 'text-ink')}>{s.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
