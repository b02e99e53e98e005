import { useRef, useState, type FormEvent } from 'react';
import { Info } from 'lucide-react';
import { QNA_CONTENT_MAX, QNA_MESSAGES, QNA_TITLE_MAX, qnaWriteSchema } from '@store/shared';
import { Button, Checkbox, Dialog, TextAreaField, TextField, useDialogs } from '../../../../components/index.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { codePointLimit, lengthHint } from '../../../../lib/code-points.ts';
import { isUnauthorized, useLoginPrompt } from '../../../../lib/login-prompt.ts';
import { useWriteQna } from '../../api/write-qna.ts';

/** The 문의하기 form. It lives only while the dialog is open, so closing always resets it. */
export function QnaWriteDialog({ itemId, open, onClose }: { itemId: number; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="상품 문의하기">
      {open && <QnaWriteForm itemId={itemId} onClose={onClose} />}
    </Dialog>
  );
}

function QnaWriteForm({ itemId, onClose }: { itemId: number; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [isPrivate, setIsPrivate] = useState(false);
  // Under the fields, as the review and custom-request forms show theirs: an alert on top of this
  // dialog stacked a second modal over the form it was about.
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const { alert } = useDialogs();
  const { promptLogin } = useLoginPrompt();
  const mutation = useWriteQna(itemId);
  // Set at once, not on the next render as `isPending` is: a double click posted two questions.
  const sending = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    const parsed = qnaWriteSchema.safeParse({ title, content, visibility: isPrivate ? 'PRIVATE' : 'PUBLIC', itemId });
    if (!parsed.success) {
      const next: { title?: string; content?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        // The shared rule names both fields; each field says its own part of it.
        if (field === 'title') next.title ??= issue.message === QNA_MESSAGES.rule ? QNA_MESSAGES.titleRule : issue.message;
        else if (field === 'content') next.content ??= issue.message === QNA_MESSAGES.rule ? QNA_MESSAGES.contentRule : issue.message;
      }
      if (!next.title && !next.content) return alert(parsed.error.issues[0]?.message ?? QNA_MESSAGES.rule);
      setErrors(next);
      (next.title ? titleRef : contentRef).current?.focus();
      return;
    }
    setErrors({});
    sending.current = true;
    try {
      const result = await mutation.mutateAsync(parsed.data);
      if (result.result !== 'success') return alert(`${QNA_MESSAGES.failed}: ${result.result}`);
      onClose();
      await alert(result.message || QNA_MESSAGES.success);
    } catch (error) {
      if (isUnauthorized(error)) {
        onClose();
        return promptLogin();
      }
      await alert(`${QNA_MESSAGES.failed}: ${errorMessage(error)}`);
    } finally {
      sending.current = false;
    }
  };

  // A field's message goes once it is typed in again; the other field's stays.
  const typed = (field: 'title' | 'content', value: string) => {
    (field === 'title' ? setTitle : setContent)(value);
    setErrors(({ [field]: _fixed, ...other }) => other);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 pt-1">
      <p className="flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        {QNA_MESSAGES.rule}
      </p>
      {/* Limits counted as the server counts them (an emoji is one): codePointLimit, not maxLength. */}
      <TextField
        ref={titleRef}
        label="제목"
        value={title}
        {...codePointLimit({ onChange: (e) => typed('title', e.target.value) }, QNA_TITLE_MAX)}
        placeholder="문의 제목을 입력해 주세요."
        autoFocus
        error={errors.title}
      />
      <TextAreaField
        ref={contentRef}
        label="문의 내용"
        value={content}
        {...codePointLimit({ onChange: (e) => typed('content', e.target.value) }, QNA_CONTENT_MAX)}
        error={errors.content}
        placeholder="궁금하신 내용을 자세히 적어 주시면 더 정확하게 답변드릴 수 있어요."
        hint={lengthHint(content, QNA_CONTENT_MAX)}
      />
      <Checkbox label="비공개로 문의하기 (작성자와 판매자만 볼 수 있어요)" checked={isPrivate} onChange={(e) => setIsPrivate(e.target.checked)} />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onClose}>
          취소
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          문의 등록
        </Button>
      </div>
    </form>
  );
}
