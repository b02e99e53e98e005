import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY_REVOKE_REASON_MAX, type AdminKey } from '@store/shared';
import { Button, Dialog, useDialogs, useToast } from '../../../components/index.ts';
import { NoteField } from '../../../components/note-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const saving = useSingleFlight();
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const toast = useToast();

  // Start in the reason box, after the Dialog's own effect focused its first button.
  useEffect(() => queueMicrotask(() => input.current?.focus()), []);

  async function submit() {
    try {
      const why = reason.trim();
      const result = await revokeKey(target.id, why || undefined);
      queryClient.setQueriesData<AdminKey[]>({ queryKey: ['admin', 'subscriptions'] }, (list) =>
        Array.isArray(list) ? list.map((k) => (k.id === target.id ? { ...k, revoked: true, useState: 'inactive' } : k)) : list,
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'subscriptions'] });
      onDone();
      toast(result.message, 'success');
    } catch (e) {
      // Taken back meanwhile, bought, or gone: nothing to retry here, and the list reloads. Anything
      // else (a reason the server refused, the network) keeps the form and the reason typed.
      if (e instanceof ApiError && (e.status === 409 || e.status === 404)) {
        onDone();
        void queryClient.invalidateQueries({ queryKey: ['admin', 'subscriptions'] });
        await dialogs.alert(errorMessage(e));
      } else {
        setError(errorMessage(e));
      }
    }
  }

  return (
    <form className="space-y-4 text-ink" noValidate onSubmit={saving.onSubmit(submit)}>
      <p className="whitespace-pre-line text-base">{C.revokeConfirm(target.buyerName, target.hashKey)}</p>
      <NoteField
        id="revoke-reason"
        label={
          <>
            {C.revokeReason} <span className="font-normal text-mute">({C.optional})</span>
          </>
        }
        value={reason}
        onChange={(value) => {
          setReason(value);
          setError(null);
        }}
        max={ADMIN_KEY_REVOKE_REASON_MAX}
        rows={2}
        minHeight="min-h-20"
        placeholder={C.revokeReasonPlaceholder}
        note={C.revokeReasonNote}
        error={error}
        inputRef={input}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {C.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={saving.busy} loading={saving.busy}>
          {C.revoke}
        </Button>
      </div>
    </form>
  );
}
