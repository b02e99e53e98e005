import { Button, useDialogs, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useOrderAction } from '../api/order-actions.ts';
import { COPY } from '../messages.ts';

/** Purchase confirmation (paid orders) and cancellation (when the server's rule allows it). */
export function OrderActions({ purchase }: { purchase: { orderId: number; orderStatus: string; cancelable: boolean } }) {
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
  if (!canConfirm && !purchase.cancelable) return null;
  return (
    <div className="flex gap-2">
      {purchase.cancelable && (
        <Button size="sm" variant="ghost" disabled={flight.busy} loading={cancelAction.isPending} onClick={() => void flight.run(() => run(cancelAction, COPY.cancelAsk, COPY.cancel))}>
          {COPY.cancel}
        </Button>
      )}
      {canConfirm && (
        <Button size="sm" disabled={flight.busy} loading={confirmAction.isPending} onClick={() => void flight.run(() => run(confirmAction, COPY.confirmAsk, COPY.confirm))}>
          {COPY.confirm}
        </Button>
      )}
    </div>
  );
}
