import { Fragment, useState, type Ref } from 'react';
import { ChevronDown, Lock } from 'lucide-react';
import { QNA_MESSAGES, type QnaArticle } from '@store/shared';
import { cn } from '../../../../components/index.ts';
import { displayDate } from '../../format.ts';

type RowRef = (articleId: number) => Ref<HTMLTableRowElement> | undefined;

/**
 * Q&A as a table: status, title, author, date; a row opens to show the question and answer.
 * `rowRef`: the ref of a row to focus (the first of a page read by 'more').
 */
export function QnaTable({ articles, rowRef }: { articles: QnaArticle[]; rowRef?: RowRef }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const th = 'px-3 py-3 font-semibold';
  return (
    <table className="w-full table-fixed border-t-2 border-ink text-[15px]">
      <caption className="sr-only">상품 문의 목록</caption>
      {/* The opened question spans all four columns: on phones the two hidden ones must be
          0 wide, or the fixed layout shares the width among three and squeezes the title. */}
      <colgroup>
        <col className="w-[5.5rem] sm:w-28" />
        <col />
        <col className="w-0 sm:w-28" />
        <col className="w-0 sm:w-28" />
      </colgroup>
      <thead className="border-b border-line text-sm text-sub">
        <tr>
          <th scope="col" className={cn(th, 'w-[5.5rem] sm:w-28')}>
            답변 상태
          </th>
          <th scope="col" className={cn(th, 'text-left')}>
            제목
          </th>
          <th scope="col" className={cn(th, 'hidden w-28 sm:table-cell')}>
            작성자
          </th>
          <th scope="col" className={cn(th, 'hidden w-28 sm:table-cell')}>
            작성일
          </th>
        </tr>
      </thead>
      <tbody>
        {articles.map((article) => (
          <QnaRow
            key={article.articleId}
            rowRef={rowRef?.(article.articleId)}
            article={article}
            open={openId === article.articleId}
            onToggle={() => setOpenId((id) => (id === article.articleId ? null : article.articleId))}
          />
        ))}
      </tbody>
    </table>
  );
}

function QnaRow({ article, open, onToggle, rowRef }: { article: QnaArticle; open: boolean; onToggle: () => void; rowRef?: Ref<HTMLTableRowElement> | undefined }) {
  // From the flag, not the comment: the answer to someone else's private question is withheld.
  const answered = article.answered;
  const isPrivate = article.visibility === 'PRIVATE';
  // Someone else's private question: only a locked line, never its content (store.md §4).
  const locked = isPrivate && !article.myArticle;
  const panelId = `qna-${article.articleId}`;
  const meta = `${article.loginId} · ${displayDate(article.postDate)}`;

  return (
    <Fragment>
      <tr ref={rowRef} tabIndex={-1} className="border-b border-line outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500">
        <td className="px-3 py-4 text-center align-top">
          <span
            className={cn(
              'inline-block whitespace-nowrap rounded-md px-2 py-1 text-xs font-bold',
              answered ? 'bg-brand-50 text-brand-700' : 'bg-soft text-mute',
            )}
          >
            {answered ? '답변 완료' : '답변 대기'}
          </span>
        </td>
        <td className="px-3 py-4 align-top">
          {locked ? (
            <span className="flex items-center gap-1.5 text-mute">
              <Lock className="size-4 shrink-0" aria-hidden />
              {QNA_MESSAGES.privateTitle}
            </span>
          ) : (
            <button type="button" onClick={onToggle} aria-expanded={open} aria-controls={panelId} className="flex w-full items-start gap-1.5 text-left hover:underline">
              {isPrivate && <Lock className="mt-1 size-4 shrink-0 text-mute" aria-label="비공개" />}
              <span className="min-w-0 flex-1 wrap-anywhere">{article.title}</span>
              <ChevronDown className={cn('mt-1 size-4 shrink-0 text-mute transition-transform', open && 'rotate-180')} aria-hidden />
            </button>
          )}
          <span className="mt-1 block text-xs text-mute sm:hidden">{meta}</span>
        </td>
        <td className="hidden px-3 py-4 text-center align-top text-sm text-sub sm:table-cell">{article.loginId}</td>
        <td className="hidden px-3 py-4 text-center align-top text-sm tabular-nums text-mute sm:table-cell">{displayDate(article.postDate)}</td>
      </tr>
      {open && !locked && (
        <tr id={panelId} className="border-b border-line bg-soft/70">
          <td colSpan={4} className="px-4 py-5 sm:px-8">
            <div className="flex gap-3">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-ink text-xs font-bold text-white" aria-hidden>
                Q
              </span>
              <p className="min-w-0 whitespace-pre-line wrap-anywhere text-[15px] leading-relaxed">
                <span className="sr-only">질문: </span>
                {article.content}
              </p>
            </div>
            <div className="mt-4 flex gap-3">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-600 text-xs font-bold text-white" aria-hidden>
                A
              </span>
              <p className={cn('min-w-0 whitespace-pre-line wrap-anywhere text-[15px] leading-relaxed', !answered && 'text-mute')}>
                <span className="sr-only">답변: </span>
                {article.comment ?? '아직 답변이 등록되지 않았습니다. 영업일 기준 1~2일 안에 답변드릴게요.'}
              </p>
            </div>
          </td>
        </tr>
      )}
    </Fragment>
  );
}
