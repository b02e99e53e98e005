import { DASHBOARD_DAYS, type DashboardDay, formatWon } from '@store/shared';
import { cn } from '../../../components/index.ts';
import { DASHBOARD_COPY as C } from '../messages.ts';
import { Panel } from './admin-page.tsx';

// Plain divs, no chart library: the admin bundle has no room for one, and 14 bars need none.

const partsOf = (date: string) => {
  const [, month = '', day = ''] = date.split('-');
  return { month: Number(month), day: Number(day), short: `${month}.${day}` };
};

/** The last DASHBOARD_DAYS days' paid amounts as bars scaled to the best day, today's stressed. */
export function DashboardSalesChart({ days, todayDate }: { days: DashboardDay[]; todayDate: string }) {
  const max = Math.max(0, ...days.map((d) => d.paidKrw));
  const total = days.reduce((t, d) => ({ paid: t.paid + d.paidKrw, orders: t.orders + d.paidOrders, refunded: t.refunded + d.refundedKrw }), { paid: 0, orders: 0, refunded: 0 });

  return (
    <Panel title={C.salesTitle(DASHBOARD_DAYS)} actions={max > 0 && <span className="text-[13px] tabular-nums text-mute">{C.dayMax(max)}</span>}>
      <ol aria-label={C.salesList} className="flex h-44 items-end gap-1 border-b border-line sm:gap-1.5">
        {days.map((d, i) => (
          <Bar key={d.date} day={d} max={max} today={d.date === todayDate} alignRight={i >= days.length / 2} />
        ))}
      </ol>
      {/* The bars' names carry the full date; these are for the eye. */}
      <div aria-hidden className="mt-1.5 flex gap-1 sm:gap-1.5">
        {days.map((d) => {
          const p = partsOf(d.date);
          return (
            <span key={d.date} className={cn('min-w-0 flex-1 text-center text-[11px] tabular-nums md:text-xs', d.date === todayDate ? 'font-bold text-brand-700' : 'text-mute')}>
              <span className="md:hidden">{p.day}</span>
              <span className="hidden md:inline">{p.short}</span>
            </span>
          );
        })}
      </div>
      {max === 0 && <p className="mt-3 text-center text-sm text-mute">{C.noSales(DASHBOARD_DAYS)}</p>}
      <dl className="mt-5 grid gap-x-6 gap-y-2 border-t border-line pt-4 sm:grid-cols-3">
        <Total label={C.periodPaid} value={formatWon(total.paid)} strong />
        <Total label={C.periodOrders} value={C.orders(total.orders)} />
        <Total label={C.periodRefunded} value={formatWon(total.refunded)} />
      </dl>
    </Panel>
  );
}

function Bar({ day: d, max, today, alignRight }: { day: DashboardDay; max: number; today: boolean; alignRight: boolean }) {
  const p = partsOf(d.date);
  const name = C.bar(p.month, p.day, today, d.paidKrw, d.paidOrders, d.refundedKrw);
  // A day without sales keeps a thin baseline; a small one still shows a sliver above it.
  const style = d.paidKrw === 0 ? { height: '2px' } : { height: `${(d.paidKrw / max) * 100}%`, minHeight: '4px' };
  return (
    <li className="group flex h-full min-w-0 flex-1 items-end">
      <div
        role="img"
        aria-label={name}
        style={style}
        className={cn(
          'relative w-full rounded-t-[3px] transition-colors sm:rounded-t-md',
          d.paidKrw === 0 ? 'bg-line' : today ? 'bg-brand-600' : 'bg-brand-200 group-hover:bg-brand-500',
        )}
      >
        {/* Hover detail over the bar, opening toward the chart's middle so it never widens the page. */}
        <span
          aria-hidden
          className={cn(
            'pointer-events-none absolute bottom-full z-10 mb-1.5 hidden whitespace-nowrap rounded-lg bg-ink px-2.5 py-1.5 text-xs text-white shadow-sm group-hover:block',
            alignRight ? 'right-0' : 'left-0',
          )}
        >
          <span className="block font-semibold">
            {p.short}
            {today && ` ${C.today}`}
          </span>
          <span className="block tabular-nums">
            {formatWon(d.paidKrw)} · {C.orders(d.paidOrders)}
          </span>
          {d.refundedKrw > 0 && <span className="block tabular-nums text-brand-100">{C.refund(d.refundedKrw)}</span>}
        </span>
      </div>
    </li>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 sm:block">
      <dt className="text-sm text-sub">{label}</dt>
      <dd className={cn('font-bold tabular-nums sm:mt-0.5 sm:text-lg', strong ? 'text-brand-800' : 'text-ink')}>{value}</dd>
    </div>
  );
}
