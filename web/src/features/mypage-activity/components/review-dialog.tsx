import { useEffect } from 'react';
import { useForm, useWatch } from '../../../lib/form/use-form.ts';
import { formatPoints, formatWon, REVIEW_CONTENT, type ReviewableItem, type ReviewWrite } from '@store/shared';
import { Button, Dialog, ErrorState, LoadingState, TextAreaField, Thumbnail, useDialogs, useToast } from '../../../components/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { codePointLimit, lengthHint } from '../../../lib/code-points.ts';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { useReviewForm, useWriteReview } from '../api/reviews.ts';
import { COPY } from '../messages.ts';
import type { ReviewTarget } from './purchase-lines.tsx';
import { StarInput } from './star-input.tsx';

/** The review modal: loads the line (409 = already reviewed), 1–5 stars, 10–1000 characters. */
export function ReviewDialog({ target, onClose }: { target: ReviewTarget | null; onClose: () => void }) {
  const form = useReviewForm(target);
  const { alert } = useDialogs();

  // §8: already reviewed (409) → alert, then the lists reload.
  useEffect(() => {
    if (form.error instanceof ApiError && form.error.status === 409) {
      const message = form.error.message;
      onClose();
      void alert(message, { title: COPY.reviewDialogTitle });
    }
  }, [form.error, alert, onClose]);

  return (
    <Dialog open={target !== null} onClose={onClose} title={COPY.reviewDialogTitle} size="md">
      {form.isPending ? (
        <LoadingState />
      ) : form.isError ? (
        <ErrorState message={errorMessage(form.error)} />
      ) : (
        <ReviewForm line={form.data} onDone={onClose} />
      )}
    </Dialog>
  );
}

function ReviewForm({ line, onDone }: { line: ReviewableItem; onDone: () => void }) {
  const write = useWriteReview();
  const toast = useToast();
  const { alert } = useDialogs();
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/mypage-activity').then((m) => m.reviewWriteSchema));
  const { control, register, setValue, handleSubmit, formState } = useForm<ReviewWrite>({
    resolver,
    defaultValues: { itemId: line.itemId, orderItemId: line.orderItemId, orderCount: line.orderCount, subscriptionPeriod: line.subscriptionPeriod, rate: 0, content: '' },
  });
  const content = useWatch({ control, name: 'content' }) ?? '';
  // The stars are buttons, not an input: they set the value themselves.
  const rate = useWatch({ control, name: 'rate' });
  const setRate = (value: number) => setValue('rate', value, { shouldValidate: formState.isSubmitted });
  const submit = handleSubmit(async (values) => {
    try {
      const result = await write.mutateAsync({ ...values, orderItemId: line.orderItemId });
      onDone();
      toast(COPY.reviewDone(formatPoints(result.rewardPoint)), 'success');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onDone();
      await alert(errorMessage(error, COPY.reviewFailed), { title: COPY.reviewDialogTitle });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5 text-ink">
      <div className="flex items-center gap-3 rounded-xl bg-soft p-3">
        <Thumbnail src={line.thumbnailPath} alt="" className="size-14" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{line.itemName}</p>
          <p className="text-sm text-sub">
            {COPY.months(line.subscriptionPeriod)} 구독 · {COPY.count(line.orderCount)} · {formatWon(line.orderPrice)}
          </p>
          <p className="text-sm font-semibold text-brand-700">{COPY.rewardHint(formatPoints(line.reviewPoint))}</p>
        </div>
      </div>
      <StarInput name="rate" legend={COPY.rateLabel} value={rate} onChange={setRate} error={formState.errors.rate?.message} />
      <TextAreaField
        label={COPY.contentLabel}
        placeholder={COPY.contentPlaceholder}
        error={formState.errors.content?.message}
        // Counted and held as the server's schema counts, in code points: an emoji is one character.
        hint={lengthHint(content, REVIEW_CONTENT.max)}
        {...codePointLimit(register('content'), REVIEW_CONTENT.max)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {COPY.close}
        </Button>
        <Button type="submit" loading={write.isPending}>
          {COPY.submitReview}
        </Button>
      </div>
    </form>
  );
}
