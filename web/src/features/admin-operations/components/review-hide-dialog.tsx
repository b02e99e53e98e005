import { useEffect, useRef, useState } from 'react';
import { ADMIN_REVIEW_MESSAGES, type AdminReviewRow, formatNumber, REVIEW_HIDE_REASON_MAX } from '@store/shared';
import { Button, cn, Dialog, useDialogs, useToast } from '../../../components/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSetReviewVisibility } from '../api/reviews.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { MSG } from '../messages.ts';

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
      <div className="flex flex-col gap-1.5">
        <label htmlFor="review-hide-reason" className="text-sm font-semibold text-sub">
          {MSG.hideReason}
        </label>
        <textarea
          ref={input}
          id="review-hide-reason"
          value={reason}
          maxLength={REVIEW_HIDE_REASON_MAX}
          rows={4}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          placeholder={MSG.hideReasonPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'review-hide-error review-hide-note' : 'review-hide-note'}
          className={cn(
            'min-h-28 rounded-xl border px-3 py-2 text-[15px] leading-relaxed focus:outline-none focus:ring-2',
            error ? 'border-danger focus:border-danger focus:ring-red-100' : 'border-line focus:border-brand-600 focus:ring-brand-100',
          )}
        />
        <div className="flex items-start gap-3">
          {error && (
            <p id="review-hide-error" role="alert" className="text-[13px] text-danger">
              {error}
            </p>
          )}
          <p className="ml-auto shrink-0 text-xs tabular-nums text-mute">
            {formatNumber(reason.length)}/{formatNumber(REVIEW_HIDE_REASON_MAX)}
          </p>
        </div>
        <p id="review-hide-note" className="text-[13px] leading-5 text-mute">
          {MSG.hideReasonNote}
        </p>
      </div>
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
