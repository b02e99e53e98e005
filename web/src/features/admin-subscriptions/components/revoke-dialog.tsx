import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY_REVOKE_REASON_MAX, type AdminKey } from '@store/shared';
import { Dialog } from '../../../components/index.ts';
import { ReasonForm } from '../../../components/reason-form.tsx';
import { revokeKey } from '../api/revoke-key.ts';
import { ADMIN_KEY_COPY as C } from '../messages.ts';

/**
 * Takes back `target` (a key made on this screen; closed when null) with an optional reason, which
 * the audit log keeps. The list shows it taken back as soon as the server says so, before the
 * toast, not once a dialog is dismissed.
 */
export function RevokeDialog({ target, onClose }: { target: AdminKey | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onClose={onClose} title={C.revokeTitle}>
      {/* Mounted per opening: a reason typed for one key never carries over to the next. */}
      {target && <RevokeForm key={target.id} target={target} onDone={onClose} />}
    </Dialog>
  );
}

function RevokeForm({ target, onDone }: { target: AdminKey; onDone: () => void }) {
  const queryClient = useQueryClient();

  // Taken back meanwhile, bought, or gone: ReasonForm closes and says so; the list reloads either way.
  async function submit(why: string) {
    try {
      const result = await revokeKey(target.id, why || undefined);
      queryClient.setQueriesData<AdminKey[]>({ queryKey: ['admin', 'subscriptions'] }, (list) =>
        Array.isArray(list) ? list.map((k) => (k.id === target.id ? { ...k, revoked: true, useState: 'inactive' } : k)) : list,
      );
      return result.message;
    } finally {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'subscriptions'] });
    }
  }

  return (
    <ReasonForm
      field={{
        id: 'revoke-reason',
        label: (
          <>
            {C.revokeReason} <span className="font-normal text-mute">({C.optional})</span>
          </>
        ),
        max: ADMIN_KEY_REVOKE_REASON_MAX,
        rows: 2,
        minHeight: 'min-h-20',
        placeholder: C.revokeReasonPlaceholder,
        note: C.revokeReasonNote,
      }}
      cancelLabel={C.cancel}
      confirmLabel={C.revoke}
      onClose={onDone}
      onSubmit={submit}
    >
      <p className="whitespace-pre-line text-base">{C.revokeConfirm(target.buyerName, target.hashKey)}</p>
    </ReasonForm>
  );
}
