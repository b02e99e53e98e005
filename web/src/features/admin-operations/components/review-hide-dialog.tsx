import { useEffect, useRef, useState } from 'react';
import { ADMIN_REVIEW_MESSAGES, type AdminReviewRow, REVIEW_HIDE_REASON_MAX } from '@store/shared';
import { Button, Dialog, useDialogs, useToast } from '../../../components/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSetReviewVisibility } from '../api/reviews.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { MSG } from '../messages.ts';
import { NoteField } from '../../../components/note-field.tsx';

/** Hides `review` with a reason its author will read; closed (null) when no review is chosen. */
export function ReviewHideDialog({ review, onClose }: { review: AdminReviewRow | null; onClose: () => void }) {
  return (
    <Dialog open={review !== null} onClose={onClose} title={MSG.hideReviewTitle}>
      {/* Mounted per opening, so a reason typed for one review never carries over to the next. */}
      {review && <HideForm key={review.reviewId} review={review} onDone={onClose} />}
    </Dialog>
  );
}

function HideForm({ review, onDone }: { review: AdminReviewRow; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const visibility = useSetReviewVisibility();
  const saving = useSingleFlight();
  const dialogs = useDialogs();
  const toast = useToast();

  // Start in the reason box. After the effects of this render: the Dialog opens the <dialog>
  // (showModal, which focuses its first button) in its own effect, which runs after this one.
  useEffect(() => queueMicrotask(() => input.current?.focus()), []);

  async function submit() {
    const value = reason.trim();
    // Said before anything is sent, as the server would say it after.
    if (!value) {
      setError(ADMIN_REVIEW_MESSAGES.reasonRequired);
      input.current?.focus();
      return;
    }
    try {
      await visibility.mutateAsync({ id: review.reviewId, input: { hidden: true, reason: value } });
      onDone();
      toast(ADMIN_REVIEW_MESSAGES.hidden, 'success');
    } catch (e) {
      // Hidden by another admin meanwhile, or gone: the form is moot, the list reloads (the hook).
      // Anything else keeps the form and the reason typed, to try again.
      if (e instanceof ApiError && (e.status === 409 || e.status === 404)) {
        onDone();
        await dialogs.alert(errorMessage(e));
      } else {
        setError(errorMessage(e));
      }
    }
  }

  return (
    <form
      className="space-y-4 text-ink"
      noValidate
      // One at a time: a second click would hide it again and be refused as already hidden (409).
      onSubmit={saving.onSubmit(submit)}
    >
      <div className="rounded-xl bg-soft p-3 text-sm">
        <p className="font-semibold">{review.itemName}</p>
        <p className="text-sub">
          {review.memberName} ({review.memberLoginId})
        </p>
        {/* Member text is rendered as text, never as HTML. */}
        <p className="mt-1.5 line-clamp-3 whitespace-pre-wrap break-words text-sub">{review.content}</p>
      </div>
      <NoteField
        id="review-hide-reason"
        label={MSG.hideReason}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setError(null);
        }}
        max={REVIEW_HIDE_REASON_MAX}
        rows={4}
        minHeight="min-h-28"
        placeholder={MSG.hideReasonPlaceholder}
        note={MSG.hideReasonNote}
        error={error}
        inputRef={input}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {MSG.closeDialog}
        </Button>
        <Button type="submit" variant="danger" disabled={saving.busy} loading={visibility.isPending}>
          {MSG.hideReview}
        </Button>
      </div>
    </form>
  );
}
