import type { ReactNode } from 'react';
import { ButtonLink, MoreButton } from '../../../components/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMypageHome } from '../api/get-mypage-home.ts';
import { ProfileBox } from '../components/profile-box.tsx';
import { PurchaseGroups } from '../components/purchase-groups.tsx';
import { QnaRow } from '../components/qna-row.tsx';
import { QueryView } from '../components/query-view.tsx';
import { ReviewDialog } from '../components/review-dialog.tsx';
import { ReviewableRow, WrittenReviewRow } from '../components/review-rows.tsx';
import { PageHeading, SectionCard } from '../components/section-card.tsx';
import { useReviewTarget } from '../hooks/use-review-target.ts';
import { COPY } from '../messages.ts';
import { useReveal } from '../state/use-reveal.ts';

const listOf = <T,>(value: T[] | 'noData' | undefined): T[] => (Array.isArray(value) ? value : []);

/** /mypage: profile box, recent purchases by date, reviews and questions (5 more per click). */
export function MypageHomePage() {
  usePageTitle(COPY.homeTitle);
  const home = useMypageHome();
  const review = useReviewTarget();
  const purchases = useReveal(listOf(home.data?.myPurchaseData));
  const reviewable = useReveal(listOf(home.data?.reviewableItems));
  const written = useReveal(listOf(home.data?.myReviewData));
  const questions = useReveal(listOf(home.data?.qnaManagementData));
  return (
    <div>
      <PageHeading title={COPY.homeTitle} />
      <QueryView query={home} empty={false} emptyMessage="">
        {home.data && (
          <div className="space-y-6">
            <ProfileBox profile={home.data.myManagementData} />
            <SectionCard title={COPY.recentPurchases} to="/mypage/purchase-list">
              {purchases.visible.length === 0 ? (
                <Empty message={COPY.noPurchases} action={<ButtonLink to="/products" variant="outline" size="sm">{COPY.browse}</ButtonLink>} />
              ) : (
                <>
                  <PurchaseGroups purchases={purchases.visible} onReview={review.open} />
                  {purchases.hasMore && <MoreButton label={COPY.more} size="sm" onClick={purchases.more} />}
                </>
              )}
            </SectionCard>
            <div className="grid gap-6 xl:grid-cols-2">
              <SectionCard title={COPY.reviewableTitle} count={home.data.reviewableItemsCounts} to="/mypage/review-available-list">
                {reviewable.visible.length === 0 ? (
                  <Empty message={COPY.noReviewable} />
                ) : (
                  <>
                    <ul className="divide-y divide-line">
                      {reviewable.visible.map((line) => (
                        <ReviewableRow key={line.orderItemId} line={line} onReview={review.open} />
                      ))}
                    </ul>
                    {reviewable.hasMore && <MoreButton label={COPY.more} size="sm" onClick={reviewable.more} />}
                  </>
                )}
              </SectionCard>
              <SectionCard title={COPY.writtenTitle} count={home.data.myReviewDataCounts} to="/mypage/review-written-list">
                {written.visible.length === 0 ? (
                  <Empty message={COPY.noWritten} />
                ) : (
                  <>
                    <ul className="divide-y divide-line">
                      {written.visible.map((r) => (
                        <WrittenReviewRow key={r.articleId} review={r} />
                      ))}
                    </ul>
                    {written.hasMore && <MoreButton label={COPY.more} size="sm" onClick={written.more} />}
                  </>
                )}
              </SectionCard>
            </div>
            <SectionCard title={COPY.qnaTitle} count={home.data.qnaManagementDataCounts} to="/mypage/qna">
              {questions.visible.length === 0 ? (
                <Empty message={COPY.noQna} />
              ) : (
                <>
                  <ul className="divide-y divide-line">
                    {questions.visible.map((q) => (
                      <QnaRow key={q.qnaId} qna={q} compact />
                    ))}
                  </ul>
                  {questions.hasMore && <MoreButton label={COPY.more} size="sm" onClick={questions.more} />}
                </>
              )}
            </SectionCard>
          </div>
        )}
      </QueryView>
      <ReviewDialog target={review.target} onClose={review.close} />
    </div>
  );
}

function Empty({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center text-[15px] text-mute">
      <p>{message}</p>
      {action}
    </div>
  );
}
