import { lazy, Suspense, useState } from 'react';
import { PencilLine } from 'lucide-react';
import type { QnaArticle } from '@store/shared';
import { Button, EmptyState, MoreButton } from '../../../../components/index.ts';
import { useLoginPrompt } from '../../../../lib/login-prompt.ts';
import { fetchQnaPage } from '../../api/get-qna-page.ts';
import { DETAIL_MESSAGES } from '../../messages.ts';
import { useMorePages } from '../../state/use-more-pages.ts';
import { QnaTable } from './qna-table.tsx';

// The form (its code and the zod schema) loads when a member opens it, not with the page.
const QnaWriteDialog = lazy(() => import('./qna-write-dialog.tsx').then((m) => ({ default: m.QnaWriteDialog })));

interface QnaTabProps {
  itemId: number;
  /** The newest questions, the first page the detail call lists. */
  articles: QnaArticle[];
  /** Older questions exist: the 'more' button reads them. */
  more: boolean;
  total: number;
}

/** Q&A: the questions about this item and the 문의하기 button (members only). */
export function QnaTab({ itemId, articles, more, total }: QnaTabProps) {
  const [writing, setWriting] = useState(false);
  const pages = useMorePages(articles, more, (before) => fetchQnaPage(itemId, before).then((p) => ({ list: p.qnaArticles, more: p.more })));
  const { promptLogin, needsLogin } = useLoginPrompt();
  return (
    <div>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="text-base font-extrabold">상품 Q&amp;A</h3>
          <p className="mt-1 text-sm text-mute">구매 전 궁금한 점을 남겨 주세요. 비공개 문의는 작성자만 볼 수 있습니다.</p>
        </div>
        <Button variant="outline" onClick={() => (needsLogin ? void promptLogin() : setWriting(true))}>
          <PencilLine className="size-4" aria-hidden />
          문의하기
        </Button>
      </div>
      {articles.length === 0 ? <EmptyState message={DETAIL_MESSAGES.noQna} /> : <QnaTable articles={pages.list} rowRef={pages.focusRef} />}
      {pages.more && <MoreButton label={DETAIL_MESSAGES.moreQna(total - pages.list.length)} loading={pages.loading} error={pages.error} onClick={() => void pages.loadMore()} />}
      {writing && (
        <Suspense fallback={null}>
          <QnaWriteDialog itemId={itemId} open onClose={() => setWriting(false)} />
        </Suspense>
      )}
    </div>
  );
}
