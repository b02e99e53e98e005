import { ADMIN_REVIEW_MESSAGES, type AdminReviewRow, REVIEW_HIDE_REASON_MAX } from '@store/shared';
import { Dialog, useDialogs, useToast } from '../../../components/index.ts';
import { isMootRefusal, ReasonForm } from '../../../components/reason-form.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSetReviewVisibility } from '../api/reviews.ts';
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
  const visibility = useSetReviewVisibility();
  const dialogs = useDialogs();
  const toast = useToast();

  async function submit(reason: string) {
    try {
      await visibility.mutateAsync({ id: review.reviewId, input: { hidden: true, reason } });
      onDone();
      toast(ADMIN_REVIEW_MESSAGES.hidden, 'success');
    } catch (e) {
      // Hidden by another admin meanwhile, or gone: the list reloads (the hook).
      if (!isMootRefusal(e)) throw e;
      onDone();
      await dialogs.alert(errorMessage(e));
    }
  }

  return (
    <ReasonForm
      field={{
        id: 'review-hide-reason',
        label: MSG.hideReason,
        max: REVIEW_HIDE_REASON_MAX,
        rows: 4,
        minHeight: 'min-h-28',
        placeholder: MSG.hideReasonPlaceholder,
        note: MSG.hideReasonNote,
      }}
      required={ADMIN_REVIEW_MESSAGES.reasonRequired}
      cancelLabel={MSG.closeDialog}
      confirmLabel={MSG.hideReview}
      onCancel={onDone}
      onSubmit={submit}
    >
      <div className="rounded-xl bg-soft p-3 text-sm">
        <p className="font-semibold">{review.itemName}</p>
        <p className="text-sub">
          {review.memberName} ({review.memberLoginId})
        </p>
        {/* Member text is rendered as text, never as HTML. */}
        <p className="mt-1.5 line-clamp-3 whitespace-pre-wrap break-words text-sub">{review.content}</p>
      </div>
    </ReasonForm>
  );
}
