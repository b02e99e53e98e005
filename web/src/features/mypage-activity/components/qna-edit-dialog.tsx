import { useForm, useWatch } from '../../../lib/form/use-form.ts';
import { QNA_CONTENT_MAX, QNA_TITLE_MAX, type QnaForm, type QnaUpdate } from '@store/shared';
import { Button, Dialog, ErrorState, LoadingState, TextAreaField, TextField, useDialogs, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { codePointLimit, lengthHint } from '../../../lib/code-points.ts';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { useQnaForm, useUpdateQna } from '../api/qna.ts';
import { COPY } from '../messages.ts';

/** Edit of a question (GET/PUT /api/items/qna/update); answered ones are locked by the server. */
export function QnaEditDialog({ qnaId, onClose }: { qnaId: number | null; onClose: () => void }) {
  const form = useQnaForm(qnaId);
  return (
    <Dialog open={qnaId !== null} onClose={onClose} title={COPY.editTitle} size="md">
      {form.isPending ? (
        <LoadingState />
      ) : form.isError ? (
        <ErrorState message={errorMessage(form.error)} />
      ) : form.data.answered ? (
        <ErrorState message={COPY.qnaLocked} />
      ) : (
        <EditForm key={form.data.qnaId} qna={form.data} onDone={onClose} />
      )}
    </Dialog>
  );
}

function EditForm({ qna, onDone }: { qna: QnaForm; onDone: () => void }) {
  const update = useUpdateQna(qna.qnaId);
  const toast = useToast();
  const { alert } = useDialogs();
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/mypage-activity').then((m) => m.qnaUpdateSchema));
  const { control, register, handleSubmit, formState } = useForm<QnaUpdate>({
    resolver,
    defaultValues: { qnaId: qna.qnaId, itemId: qna.itemId, title: qna.title, content: qna.content, visibility: qna.visibility },
  });
  const title = useWatch({ control, name: 'title' }) ?? '';
  const content = useWatch({ control, name: 'content' }) ?? '';
  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      onDone();
      toast(COPY.qnaUpdated, 'success');
    } catch (error) {
      // §8: edit failure alerts with the message (409 once answered).
      await alert(errorMessage(error), { title: COPY.editTitle });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 text-ink">
      <p className="rounded-xl bg-soft px-4 py-3 text-sm text-sub">
        상품 <strong className="text-ink">{qna.itemName}</strong>
      </p>
      {/* Counted and held as the server's schema counts, in code points: an emoji is one character. */}
      <TextField
        label={COPY.titleLabel}
        error={formState.errors.title?.message}
        hint={lengthHint(title, QNA_TITLE_MAX)}
        {...codePointLimit(register('title'), QNA_TITLE_MAX)}
      />
      <TextAreaField
        label={COPY.qnaContentLabel}
        error={formState.errors.content?.message}
        hint={lengthHint(content, QNA_CONTENT_MAX)}
        {...codePointLimit(register('content'), QNA_CONTENT_MAX)}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-sub">{COPY.visibilityLabel}</legend>
        <div className="flex gap-5">
          <label className="inline-flex items-center gap-2 text-[15px]">
            <input type="radio" value="PUBLIC" className="size-4 accent-brand-600" {...register('visibility')} />
            {COPY.public}
          </label>
          <label className="inline-flex items-center gap-2 text-[15px]">
            <input type="radio" value="PRIVATE" className="size-4 accent-brand-600" {...register('visibility')} />
            {COPY.private}
          </label>
        </div>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {COPY.close}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {COPY.save}
        </Button>
      </div>
    </form>
  );
}
