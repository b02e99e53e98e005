import { Bell, BellRing } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatWon } from '@store/shared';
import { Button, ErrorState, LoadingState } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMarkOrdersSeen, useNewOrders } from '../api/orders.ts';
import { useNewOrderAlerts } from '../hooks/use-new-order-alerts.ts';
import { formatDateTimeOrDash, MSG, PAYMENT_METHOD_LABELS } from '../messages.ts';
import { Panel } from './admin-page.tsx';
import { OrderStatusBadge } from './badges.tsx';

/** The polled new-order box with the count, the "알림 켜기" switch and "모두 확인". */
export function NewOrdersPanel() {
  const query = useNewOrders();
  const seen = useMarkOrdersSeen();
  const alerts = useNewOrderAlerts(query.data);
  const count = query.data?.count ?? 0;

  return (
    <Panel
      className="mb-6"
      title={
        <span className="flex items-center gap-2">
          {MSG.newOrders}
          <span aria-live="polite" data-testid="new-order-count" className="rounded-full bg-brand-600 px-2.5 py-0.5 text-sm font-bold tabular-nums text-white">
            {count}건
          </span>
        </span>
      }
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <Button variant={alerts.enabled ? 'secondary' : 'outline'} size="sm" onClick={() => void alerts.enable()} aria-pressed={alerts.enabled}>
            {alerts.enabled ? <BellRing className="size-4" aria-hidden /> : <Bell className="size-4" aria-hidden />}
            {alerts.enabled ? MSG.alertsOnDone : MSG.alertsOn}
          </Button>
          <Button size="sm" variant="ghost" disabled={!query.data || count === 0} loading={seen.isPending} onClick={() => query.data && seen.mutate(query.data.checkedAt)}>
            {MSG.newOrdersSeen}
          </Button>
        </div>
      }
    >
      <p className="mb-3 text-[13px] text-mute">
        {alerts.permission === 'denied' ? MSG.alertsDenied : MSG.alertsHint}
        {query.data && ` · ${MSG.lastChecked(formatDateTimeOrDash(query.data.checkedAt))}`}
      </p>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} />
      ) : count === 0 ? (
        <p className="py-4 text-center text-sm text-mute">{MSG.newOrdersNone}</p>
      ) : (
        <ul className="divide-y divide-line">
          {query.data.orders.map((o) => (
            <li key={o.orderId} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5 text-sm">
              <Link to={`/admin/orders/${o.orderId}`} className="font-semibold text-brand-700 hover:underline">
                {o.orderNumber}
              </Link>
              <span>{o.buyerName}</span>
              <span className="min-w-0 basis-full truncate text-sub sm:flex-[1_1_10rem]">{o.productName}</span>
              {/* One unit: where the row is too narrow it moves to a line of its own, on the right,
                  rather than leaving the date alone at the start of the next line. */}
              <span className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:ml-auto">
                <span className="tabular-nums">{formatWon(o.totalPrice)}</span>
                <span className="text-sub">{o.paymentMethod ? PAYMENT_METHOD_LABELS[o.paymentMethod] : '-'}</span>
                <OrderStatusBadge status={o.orderStatus} method={o.paymentMethod} />
                <span className="text-mute">{formatDateTimeOrDash(o.orderDate)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
