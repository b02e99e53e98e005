import { useState } from 'react';
import { MoreButton } from '../../../components/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMyQuestions } from '../api/qna.ts';
import { QnaEditDialog } from '../components/qna-edit-dialog.tsx';
import { QnaRow } from '../components/qna-row.tsx';
import { QueryView } from '../components/query-view.tsx';
import { PageHeading, SectionCard } from '../components/section-card.tsx';
import { COPY } from '../messages.ts';

/** /mypage/qna: the member's questions; edit while awaiting an answer. */
export function QnaPage() {
  usePageTitle(COPY.qnaTitle);
  const list = useMyQuestions();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <div>
      <PageHeading title={COPY.qnaTitle} description="답변이 등록되기 전까지 문의를 수정할 수 있습니다." />
      <SectionCard title="내 문의" count={list.total}>
        <QueryView query={list} empty={list.items.length === 0} emptyMessage={COPY.noQna}>
          <ul className="divide-y divide-line">
            {list.items.map((q) => (
              <QnaRow key={q.qnaId} qna={q} onEdit={setEditing} />
            ))}
          </ul>
          {list.hasNextPage && <MoreButton label={COPY.more} size="sm" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} />}
        </QueryView>
      </SectionCard>
      <QnaEditDialog qnaId={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
