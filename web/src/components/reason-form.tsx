import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../lib/api-client.ts';
import { useSingleFlight } from '../lib/use-single-flight.ts';
import { Button } from './button.tsx';
import { NoteField, type NoteFieldProps } from './note-field.tsx';

interface ReasonFormProps {
  /** What the admin is about to act on, above the box. */
  children: ReactNode;
  field: Omit<NoteFieldProps, 'value' | 'onChange' | 'error' | 'inputRef'>;
  /** Said under the box, nothing sent, when it is left empty; without it the reason is optional. */
  required?: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  /**
   * Sends the trimmed reason ('' when none was given) and closes the dialog on success, or on an
   * outcome that makes the form moot (already done by someone else, gone). A throw keeps the form
   * and what was typed, with the error under the box, to try again.
   */
  onSubmit: (reason: string) => Promise<void>;
}

/**
 * An admin's destructive step with a reason (suspend, hide a review, take back a key): the box,
 * one request at a time, and the error in place. Mount it per opening (a `key`), so a reason typed
 * for one target never carries over to the next.
 */
export function ReasonForm({ children, field, required, cancelLabel, confirmLabel, onCancel, onSubmit }: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const saving = useSingleFlight();

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
      await onSubmit(value);
    } catch (e) {
      setError(errorMessage(e));
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
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="danger" disabled={saving.busy} loading={saving.busy}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}

/** Done by someone else meanwhile (409) or gone (404): the form is moot, the list reloads. */
export const isMootRefusal = (error: unknown) => error instanceof ApiError && (error.status === 409 || error.status === 404);
