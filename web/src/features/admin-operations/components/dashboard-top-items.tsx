import { Link } from 'react-router-dom';
import { type AdminDashboard, DASHBOARD_TOP_ITEM_COUNT, DASHBOARD_TOP_ITEM_DAYS, formatWon } from '@store/shared';
import { cn } from '../../../components/index.ts';
import { DASHBOARD_COPY as C } from '../messages.ts';
import { Panel } from './admin-page.tsx';

const rankTone = (i: number) => (i === 0 ? 'bg-brand-600 text-white' : i < 3 ? 'bg-brand-50 text-brand-700' : 'bg-soft text-sub');

/** The best sellers by what their order lines came to, in the server's order, each opening its product form. */
export function DashboardTopItems({ items }: { items: AdminDashboard['topItems'] }) {
  return (
    <Panel title={C.topTitle(DASHBOARD_TOP_ITEM_DAYS)} actions={<span className="text-[13px] text-mute">{C.topOrder}</span>}>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-mute">{C.noTopItems(DASHBOARD_TOP_ITEM_DAYS)}</p>
      ) : (
        <ol aria-label={C.topList} className="divide-y divide-line">
          {items.slice(0, DASHBOARD_TOP_ITEM_COUNT).map((it, i) => (
            <li key={it.itemId} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              {/* The list itself numbers the items for a screen reader. */}
              <span aria-hidden className={cn('flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums', rankTone(i))}>
                {i + 1}
              </span>
              <span className="min-w-0 flex-1">
                <Link to={`/admin/products/${it.itemId}`} className="block truncate font-semibold text-brand-700 hover:underline">
                  {it.itemName}
                </Link>
                <span className="text-xs text-mute">{C.pieces(it.quantity)}</span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{formatWon(it.salesKrw)}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
