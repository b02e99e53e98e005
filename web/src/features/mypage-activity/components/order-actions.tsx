import type { Purchase } from '@store/shared';
import { Button, ButtonLink, useDialogs, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { orderSheetPath } from '../../../lib/checkout-return.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useOrderAction } from '../api/order-actions.ts';
import { COPY } from '../messages.ts';

type OrderActionsPurchase = Pick<Purchase, 'orderId' | 'orderStatus' | 'cancelable' | 'paymentMethod' | 'depositDeadline' | 'totalPrice'>;

/**
 * A card payment started and left without an answer, while its window is open: the order sheet
 * goes on with it (the server decides again there; this only offers the way).
 */
export function canGoOnPaying(purchase: OrderActionsPurchase, now = Date.now()): boolean {
  if (purchase.orderStatus !== 'WAITING' || purchase.paymentMethod !== 'SIMPLE_PAY' || purchase.totalPrice <= 0) return false;
  return purchase.depositDeadline !== null && Date.parse(purchase.depositDeadline) > now;
}

/**
 * Purchase confirmation (paid orders), cancellation (when the server's rule allows it), and going
 * on with an unfinished card payment.
 */
export function OrderActions({ purchase }: { purchase: OrderActionsPurchase }) {
  const confirmAction = useOrderAction('confirm');
  const cancelAction = useOrderAction('cancel');
  const { confirm, alert } = useDialogs();
  const toast = useToast();
  // One action at a time, from the click on: `isPending` comes a tick late, so a double click
  // asked twice and sent twice, the second refused and shown as an error. Cancel and confirm share
  // it, as either one ends the other's chance.
  const flight = useSingleFlight();
  const run = async (action: typeof confirmAction, question: string, title: string) => {
    if (!(await confirm(question, { title, confirmLabel: title, cancelLabel: COPY.close }))) return;
    try {
      const result = await action.mutateAsync(purchase.orderId);
      toast(result.message, 'success');
    } catch (error) {
      await alert(errorMessage(error), { title });
    }
  };
  const canConfirm = purchase.orderStatus === 'COMPLETE';
  const goOn = canGoOnPaying(purchase);
  if (!canConfirm && !purchase.cancelable && !goOn) return null;
  return (
    <div className="flex gap-2">
      {purchase.cancelable && (
        <Button size="sm" variant="ghost" disabled={flight.busy} loading={cancelAction.isPending} onClick={() => void flight.run(() => run(cancelAction, COPY.cancelAsk, COPY.cancel))}>
          {COPY.cancel}
        </Button>
      )}
      {goOn && (
        <ButtonLink to={orderSheetPath(purchase.orderId)} size="sm">
          {COPY.goOnPaying}
        </ButtonLink>
      )}
      {canConfirm && (
        <Button size="sm" disabled={flight.busy} loading={confirmAction.isPending} onClick={() => void flight.run(() => run(confirmAction, COPY.confirmAsk, COPY.confirm))}>
          {COPY.confirm}
        </Button>
      )}
    </div>
  );
}
