import { Lock, MessageSquareReply } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDate, type MemberQna } from '@store/shared';
import { Button, cn } from '../../../components/index.ts';
import { COPY } from '../messages.ts';

/** One of the member's questions: editable while awaiting an answer, locked once answered. */
export function QnaRow({ qna, onEdit, compact }: { qna: MemberQna; onEdit?: (qnaId: number) => void; compact?: boolean }) {
  const answered = qna.answer !== null;
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2 text-[13px]">
        <span className={cn('rounded-full px-2.5 py-0.5 font-semibold', answered ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800')}>{answered ? COPY.answered : COPY.awaiting}</span>
        <Link to={`/products/${qna.productId}`} className="text-sub hover:underline">
          {qna.productName}
        </Link>
        <span className="text-mute">{formatDate(qna.regDate)}</span>
      </div>
      <div className="mt-1.5 flex items-start justify-between gap-3">
        <p className="flex min-w-0 items-center gap-1.5 font-semibold">
          {qna.visibility === 'PRIVATE' && <Lock className="size-4 shrink-0 text-mute" aria-label={COPY.private} />}
          <span className="truncate">{qna.title}</span>
        </p>
        {onEdit && !answered && (
          <Button size="sm" variant="outline" onClick={() => onEdit(qna.qnaId)} aria-label={`${qna.title} ${COPY.edit}`}>
            {COPY.edit}
          </Button>
        )}
      </div>
      {!compact && <p className="mt-1 whitespace-pre-line break-words text-[15px] text-sub">{qna.content}</p>}
      {!compact && answered && (
        <div className="mt-3 rounded-xl bg-soft p-4">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-700">
            <MessageSquareReply className="size-4" aria-hidden />
            {COPY.answerLabel}
            {qna.commentDate && <span className="font-normal text-mute">{formatDate(qna.commentDate)}</span>}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-[15px] text-ink">{qna.answer}</p>
        </div>
      )}
    </li>
  );
}
