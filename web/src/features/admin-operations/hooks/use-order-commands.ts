import { useDialogs, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOrderActions } from '../api/orders.ts';
import { MSG } from '../messages.ts';

/** Deposit confirmation and cancellation, each behind a confirm dialog, with the outcome shown. */
export function useOrderCommands(orderId: number) {
  const { deposit, cancel } = useOrderActions(orderId);
  const dialogs = useDialogs();
  const toast = useToast();

  async function confirmDeposit(amount: number) {
    if (!(await dialogs.confirm(MSG.confirmDepositAsk(amount), { title: MSG.confirmDeposit, confirmLabel: MSG.confirmDeposit }))) return;
    try {
      toast((await deposit.mutateAsync()).message, 'success');
    } catch (error) {
      await dialogs.alert(errorMessage(error));
    }
  }

  /**
   * `refundAmount`: won to refund when not the whole payment (a program error minus the days used).
   * `paid`: the order's payment. `unpaid`: the order was never paid, so the question speaks of no
   * refund and no keys.
   */
  async function cancelOrder(reason: string, { refundAmount, paid, unpaid }: { refundAmount: number | undefined; paid: number; unpaid: boolean }) {
    const ask = unpaid ? MSG.cancelUnpaidAsk : refundAmount === undefined ? MSG.cancelAsk : MSG.cancelPartialAsk(refundAmount, paid);
    const label = unpaid ? MSG.cancelUnpaidOrder : MSG.cancelOrder;
    if (!(await dialogs.confirm(ask, { title: label, confirmLabel: label, cancelLabel: MSG.closeDialog }))) return false;
    try {
      toast((await cancel.mutateAsync({ reason, refundAmount })).message, 'success');
      return true;
    } catch (error) {
      await dialogs.alert(errorMessage(error));
      return false;
    }
  }

  return { confirmDeposit, cancelOrder, depositing: deposit.isPending, cancelling: cancel.isPending };
}
