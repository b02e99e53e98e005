import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../lib/api-client.ts';
import { useSingleFlight } from '../lib/use-single-flight.ts';
import { useDialogs } from './alert-host.tsx';
import { Button } from './button.tsx';
import { NoteField, type NoteFieldProps } from './note-field.tsx';
import { useToast } from './toast.tsx';

interface ReasonFormProps {
  /** What the admin is about to act on, above the box. */
  children: ReactNode;
  field: Omit<NoteFieldProps, 'value' | 'onChange' | 'error' | 'inputRef'>;
  /** Said under the box, nothing sent, when it is left empty; without it the reason is optional. */
  required?: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Closes the dialog: on 취소, after the step, and when the step became moot. */
  onClose: () => void;
  /** Sends the trimmed reason ('' when none was given); resolves with the success toast's words. */
  onSubmit: (reason: string) => Promise<string>;
  /** The alert's words when the step became moot (409, 404); the server's message by default. */
  mootMessage?: (serverMessage: string) => string;
}

/**
 * An admin's destructive step with a reason (suspend, hide a review, take back a key): the box,
 * one request at a time, and how it ends: done (closed, toast), moot because someone else did it
 * meanwhile or the target is gone (closed, alert; the list reloads), or refused otherwise (the
 * form and what was typed stay, the error under the box, to try again). Mount it per opening
 * (a `key`), so a reason typed for one target never carries over to the next.
 */
export function ReasonForm({ children, field, required, cancelLabel, confirmLabel, onClose, onSubmit, mootMessage = (m) => m }: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const saving = useSingleFlight();
  const dialogs = useDialogs();
  const toast = useToast();

  // Start in the reason box. After the effects of this render: the Dialog opens the <dialog>
  // (showModal, which focuses its first button) in its own effect, which runs after this one.
  useEffect(() => queueMicrotask(() => input.current?.focus()), []);

  async function submit() {
    const value = reason.trim();
    // Said before anything is sent, as the server would say it after.
    if (required && !value) {
      setError(required);
      input.current?.focus();
      return;
    }
    try {
      const done = await onSubmit(value);
      onClose();
      toast(done, 'success');
    } catch (e) {
      if (!(e instanceof ApiError && (e.status === 409 || e.status === 404))) return setError(errorMessage(e));
      onClose();
      await dialogs.alert(mootMessage(errorMessage(e)));
    }
  }

  return (
    // One at a time: a second click would repeat the step and be refused as already done (409).
    <form className="space-y-4 text-ink" noValidate onSubmit={saving.onSubmit(submit)}>
      {children}
      <NoteField
        {...field}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setError(null);
        }}
        error={error}
        inputRef={input}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="danger" disabled={saving.busy} loading={saving.busy}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}

