import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type AdminQnaListQuery, QNA_ANSWER_STATE_LABELS, QNA_ANSWER_STATES } from '@store/shared';
import { answerStateOf, useQnaList } from '../api/qna.ts';
import { cardCorner, cardHead, cardWide } from '../../../components/index.ts';
import { AdminHeader, PagedList, Panel, TableScroll, td, th } from '../components/admin-page.tsx';
import { QnaStateBadge } from '../components/badges.tsx';
import { FilterActions, FilterBar, FilterInput, FilterSelect, formText } from '../components/filter-fields.tsx';
import { useListParams } from '../hooks/use-list-params.ts';
import { formatDateTimeOrDash, MSG } from '../messages.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const KEYS = ['state', 'q', 'from', 'to'] as const;

/** /admin/qna: every product question, newest first, with how many still wait for an answer. */
export function AdminQnaPage() {
  usePageTitle(MSG.qnaTitle);
  const { values, page, set, reset } = useListParams(KEYS);
  const list = useQnaList({ ...values, page, size: 20 } as AdminQnaListQuery);

  // The count is over the whole store, not this filter: it is the work left.
  const lead = list.data ? (
    <>
      {MSG.qnaLead} <strong className="whitespace-nowrap font-semibold text-ink">{MSG.qnaWaiting(list.data.waitingCount)}</strong>
    </>
  ) : (
    MSG.qnaLead
  );

  return (
    <div>
      <AdminHeader title={MSG.qnaTitle} lead={lead} />
      <Panel>
        <FilterBar label="문의 검색" onSubmit={(f) => set({ state: formText(f, 'state'), q: formText(f, 'q'), from: formText(f, 'from'), to: formText(f, 'to') })}>
          <FilterSelect
            key={`s${values.state}`}
            label={MSG.answerState}
            name="state"
            defaultValue={values.state ?? ''}
            options={[{ value: '', label: MSG.all }, ...QNA_ANSWER_STATES.map((s) => ({ value: s, label: QNA_ANSWER_STATE_LABELS[s] }))]}
          />
          <FilterInput key={`f${values.from}`} label={MSG.from} type="date" name="from" defaultValue={values.from ?? ''} />
          <FilterInput key={`t${values.to}`} label={MSG.to} type="date" name="to" defaultValue={values.to ?? ''} />
          <FilterInput key={`q${values.q}`} label={MSG.qnaSearch} name="q" defaultValue={values.q ?? ''} maxLength={100} className="flex-1" />
          <FilterActions onReset={reset} />
        </FilterBar>
        <PagedList query={list} empty={MSG.noQna} page={page} onPage={(p) => set({ page: p })} pageLabel="문의 목록 페이지">
          {(rows) => (
            <>
              <TableScroll label="상품 문의 목록" cards>
                <thead>
                  <tr>
                    <th className={th}>상태</th>
                    <th className={th}>제목</th>
                    <th className={th}>상품명</th>
                    <th className={th}>작성자</th>
                    <th className={th}>작성일시</th>
                    <th className={th}>답변일시</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((q) => (
                    <tr key={q.qnaId} className="hover:bg-soft/50">
                      <td className={`${td} ${cardCorner}`}>
                        <QnaStateBadge state={answerStateOf(q)} />
                      </td>
                      <td className={`${td} ${cardHead} max-w-80`}>
                        <span className="flex min-w-0 items-center gap-1.5">
                          {q.visibility === 'PRIVATE' && (
                            <span className="shrink-0 text-mute" title={MSG.private}>
                              <Lock className="size-3.5" aria-hidden />
                              <span className="sr-only">{MSG.private}</span>
                            </span>
                          )}
                          <Link to={`/admin/qna/${q.qnaId}`} className="truncate font-semibold text-brand-700 hover:underline max-lg:line-clamp-2 max-lg:whitespace-normal">
                            {q.title}
                          </Link>
                        </span>
                      </td>
                      <td className={`${td} ${cardWide} max-w-48 truncate text-sub max-lg:max-w-none`} data-label="상품명">
                        {q.itemName}
                      </td>
                      <td className={td} data-label="작성자">
                        {q.memberName}
                        <span className="block text-xs text-mute">{q.memberLoginId}</span>
                      </td>
                      <td className={`${td} whitespace-nowrap text-sub`} data-label="작성일시">
                        {formatDateTimeOrDash(q.regDate)}
                      </td>
                      <td className={`${td} whitespace-nowrap text-sub`} data-label="답변일시">
                        {formatDateTimeOrDash(q.commentDate)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableScroll>
            </>
          )}
        </PagedList>
      </Panel>
    </div>
  );
}
