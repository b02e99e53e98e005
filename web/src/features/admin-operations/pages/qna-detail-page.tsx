import { useRef, useState } from 'react';
import { ExternalLink, Lock } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ADMIN_QNA_MESSAGES, type AdminQnaRow, QNA_ANSWER_MAX } from '@store/shared';
import { Button, ErrorState, LoadingState, buttonClass, useDialogs, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { answerStateOf, useAnswerQna, useDeleteQna, useQnaDetail } from '../api/qna.ts';
import { AdminHeader, InfoGrid, Panel } from '../components/admin-page.tsx';
import { QnaStateBadge } from '../components/badges.tsx';
import { NoteField } from '../../../components/note-field.tsx';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { formatDateTimeOrDash, MSG } from '../messages.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /admin/qna/:id: the question as its author wrote it, the answer form and the removal. */
export function AdminQnaDetailPage() {
  usePageTitle(MSG.qnaTitle);
  const id = parseRouteId(useParams().id);
  const query = useQnaDetail(id);
  const back = (
    <Link to="/admin/qna" className={buttonClass({ variant: 'outline', size: 'sm' })}>
      {MSG.backToList}
    </Link>
  );
  // Said as the server says an unknown id: a disabled query would stay pending, loading forever.
  if (id === null) return <ErrorState message={ADMIN_QNA_MESSAGES.notFound} action={back} />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={errorMessage(query.error, MSG.loadFailed)} action={back} />;
  const q = query.data;

  return (
    <div className="space-y-6">
      <AdminHeader
        title={<span className="break-words">{q.title}</span>}
        lead={
          <span className="flex items-center gap-2">
            문의 #{q.qnaId} <QnaStateBadge state={answerStateOf(q)} />
          </span>
        }
        actions={back}
      />
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr] xl:items-start">
        <Panel title={MSG.question}>
          <InfoGrid
            rows={[
              [
                '상품',
                <a key="item" href={`/products/${q.itemId}`} target="_blank" rel="noopener" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                  {q.itemName}
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                  <span className="sr-only">{MSG.newTab}</span>
                </a>,
              ],
              ['작성자', `${q.memberName} (${q.memberLoginId})`],
              [
                '공개 여부',
                q.visibility === 'PRIVATE' ? (
                  <span key="v" className="inline-flex items-center gap-1">
                    <Lock className="size-3.5 text-mute" aria-hidden />
                    {MSG.private}
                  </span>
                ) : (
                  MSG.public
                ),
              ],
              ['작성일시', formatDateTimeOrDash(q.regDate)],
              ['최근 변경', formatDateTimeOrDash(q.updatedAt)],
            ]}
          />
          {/* Member text is rendered as text, never as HTML. */}
          <p className="mt-5 whitespace-pre-wrap break-words rounded-xl bg-soft p-4 text-[15px] leading-7">{q.content}</p>
          {q.answer !== null && (
            <section aria-label={MSG.storedAnswer} className="mt-4 rounded-xl border border-brand-100 bg-brand-50/50 p-4">
              <p className="text-sm font-semibold text-brand-800">
                {MSG.storedAnswer} <span className="font-normal text-mute">· {formatDateTimeOrDash(q.commentDate)}</span>
              </p>
              <p className="mt-2 whitespace-pre-wrap break-words text-[15px] leading-7">{q.answer}</p>
            </section>
          )}
        </Panel>
        <div className="space-y-6">
          {/* Keyed by question only: a refetch after a conflict must not wipe what the admin typed. */}
          <AnswerForm key={q.qnaId} row={q} />
          <DeletePanel row={q} />
        </div>
      </div>
    </div>
  );
}

function AnswerForm({ row }: { row: AdminQnaRow }) {
  const [text, setText] = useState(row.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const answer = useAnswerQna(row.qnaId);
  const saving = useSingleFlight();
  const dialogs = useDialogs();
  const toast = useToast();
  const answered = row.answer !== null;
  const action = answered ? MSG.answerEdit : MSG.answerCreate;
  // An answer typed and not saved: leaving the page asks first.
  useLeaveGuard(text.trim() !== (row.answer ?? '').trim() && !saving.busy);

  async function submit() {
    const value = text.trim();
    // Said before anything is sent, as the server would say it after.
    const refusal = !value ? ADMIN_QNA_MESSAGES.answerRequired : value === row.answer ? MSG.answerUnchanged : null;
    if (refusal) {
      setError(refusal);
      input.current?.focus();
      return;
    }
    try {
      // The question as shown: if it changed since, the server refuses (409) instead of
      // answering a version the admin has not read.
      const saved = await answer.mutateAsync({ answer: value, seenUpdatedAt: row.updatedAt });
      setText(saved.answer ?? value);
      toast(answered ? ADMIN_QNA_MESSAGES.answerUpdated : ADMIN_QNA_MESSAGES.answered, 'success');
    } catch (e) {
      await dialogs.alert(errorMessage(e));
    }
  }

  return (
    <Panel title={action}>
      <form
        className="space-y-4"
        noValidate
        // One save at a time: a second click would send the answer again and be refused (409).
        onSubmit={saving.onSubmit(submit)}
      >
        <NoteField
          id="qna-answer"
          label={MSG.answer}
          value={text}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
          max={QNA_ANSWER_MAX}
          rows={8}
          minHeight="min-h-40"
          placeholder={MSG.answerPlaceholder}
          note={MSG.answerNote}
          error={error}
          inputRef={input}
        />
        <Button type="submit" block disabled={saving.busy} loading={answer.isPending}>
          {action}
        </Button>
      </form>
    </Panel>
  );
}

function DeletePanel({ row }: { row: AdminQnaRow }) {
  const remove = useDeleteQna(row.qnaId);
  const deleting = useSingleFlight();
  const dialogs = useDialogs();
  const toast = useToast();
  const navigate = useNavigate();

  async function submit() {
    // Nothing brings a deleted question back (only the audit log keeps its text): ask first.
    const sure = await dialogs.confirm(MSG.deleteQnaAsk, { title: MSG.deleteQna, confirmLabel: MSG.delete, cancelLabel: MSG.closeDialog });
    if (!sure) return;
    try {
      await remove.mutateAsync();
      toast(ADMIN_QNA_MESSAGES.deleted, 'success');
      navigate('/admin/qna', { replace: true });
    } catch (e) {
      await dialogs.alert(errorMessage(e));
    }
  }

  return (
    <Panel title={MSG.deleteQna}>
      <p className="mb-4 text-sm leading-6 text-sub">{MSG.deleteQnaHint}</p>
      {/* One at a time, from the click on: a double click would ask twice and delete twice. */}
      <Button variant="danger" size="sm" disabled={deleting.busy} loading={remove.isPending} onClick={() => void deleting.run(submit)}>
        {MSG.deleteQna}
      </Button>
    </Panel>
  );
}
