import { useDialogs, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useUserActions } from '../api/users.ts';
import { MSG } from '../messages.ts';

/**
 * Lifting a suspension, from the member list or the member's page: asked first, one at a time
 * (a double click asked twice and sent twice, the second refused), said in a toast or a dialog.
 */
export function useLiftSuspension() {
  const { unblock } = useUserActions();
  const flight = useSingleFlight();
  const dialogs = useDialogs();
  const toast = useToast();
  const lift = async (member: { id: number; name: string }) => {
    if (!(await dialogs.confirm(MSG.unblockAsk(member.name), { title: MSG.unblock, confirmLabel: MSG.unblock }))) return;
    try {
      toast((await unblock.mutateAsync(member.id)).message, 'success');
    } catch (error) {
      await dialogs.alert(errorMessage(error));
    }
  };
  return { lift: (member: { id: number; name: string }) => void flight.run(() => lift(member)), busy: flight.busy, pending: unblock.isPending };
}
