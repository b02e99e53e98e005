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

  async function cancelOrder(reason: string) {
    if (!(await dialogs.confirm(MSG.cancelAsk, { title: MSG.cancelOrder, confirmLabel: MSG.cancelOrder }))) return false;
    try {
      toast((await cancel.mutateAsync(reason)).message, 'success');
      return true;
    } catch (error) {
      await dialogs.alert(errorMessage(error));
      return false;
    }
  }

  return { confirmDeposit, cancelOrder, depositing: deposit.isPending, cancelling: cancel.isPending };
}
