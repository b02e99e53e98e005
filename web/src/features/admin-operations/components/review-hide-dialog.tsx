import { ADMIN_REVIEW_MESSAGES, type AdminReviewRow, REVIEW_HIDE_REASON_MAX } from '@store/shared';
import { Dialog } from '../../../components/index.ts';
import { ReasonForm } from '../../../components/reason-form.tsx';
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

  // Hidden by another admin meanwhile, or gone: ReasonForm closes and says so; the list reloads (the hook).
  async function submit(reason: string) {
    await visibility.mutateAsync({ id: review.reviewId, input: { hidden: true, reason } });
    return ADMIN_REVIEW_MESSAGES.hidden;
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
      onClose={onDone}
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
