import { PAGE_SIZES } from '@store/shared';
import { MoreButton } from '../../../components/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useReviewableItems, useReviewOverview, useWrittenReviews } from '../api/reviews.ts';
import { QueryView } from '../components/query-view.tsx';
import { ReviewDialog } from '../components/review-dialog.tsx';
import { ReviewableRow, WrittenReviewRow } from '../components/review-rows.tsx';
import { PageHeading, SectionCard } from '../components/section-card.tsx';
import { useReviewTarget } from '../hooks/use-review-target.ts';
import { COPY } from '../messages.ts';

/** /mypage/review-list: both lists' first 5 with counts and links to the full lists. */
export function ReviewListPage() {
  usePageTitle(COPY.reviewsTitle);
  const overview = useReviewOverview();
  const review = useReviewTarget();
  const data = overview.data;
  return (
    <div>
      <PageHeading title={COPY.reviewsTitle} description={`리뷰를 작성하면 주문 금액의 3%를 포인트로 적립해 드립니다.`} />
      <QueryView query={overview} empty={false} emptyMessage="">
        {data && (
          <div className="space-y-6">
            <SectionCard title={COPY.reviewableTitle} count={data.reviewableItemsCount} to={data.reviewableItemsCount > PAGE_SIZES.more ? '/mypage/review-available-list' : undefined}>
              {data.reviewableItems.length === 0 ? (
                <p className="py-6 text-center text-mute">{COPY.noReviewable}</p>
              ) : (
                <ul className="divide-y divide-line">
                  {data.reviewableItems.map((line) => (
                    <ReviewableRow key={line.orderItemId} line={line} onReview={review.open} />
                  ))}
                </ul>
              )}
            </SectionCard>
            <SectionCard title={COPY.writtenTitle} count={data.myReviewDataCount} to={data.myReviewDataCount > PAGE_SIZES.more ? '/mypage/review-written-list' : undefined}>
              {data.myReviewData.length === 0 ? (
                <p className="py-6 text-center text-mute">{COPY.noWritten}</p>
              ) : (
                <ul className="divide-y divide-line">
                  {data.myReviewData.map((r) => (
                    <WrittenReviewRow key={r.articleId} review={r} />
                  ))}
                </ul>
              )}
            </SectionCard>
          </div>
        )}
      </QueryView>
      <ReviewDialog target={review.target} onClose={review.close} />
    </div>
  );
}

/** /mypage/review-available-list: paid order lines not reviewed yet, 5 more per click. */
export function ReviewAvailablePage() {
  usePageTitle(COPY.reviewableTitle);
  const list = useReviewableItems();
  const review = useReviewTarget();
  return (
    <div>
      <PageHeading title={COPY.reviewableTitle} />
      <SectionCard title={COPY.reviewableTitle} count={list.total} headingLevel={2}>
        <QueryView query={list} empty={list.items.length === 0} emptyMessage={COPY.noReviewable}>
          <ul className="divide-y divide-line">
            {list.items.map((line) => (
              <ReviewableRow key={line.orderItemId} line={line} onReview={review.open} />
            ))}
          </ul>
          {list.hasNextPage && <MoreButton label={COPY.more} size="sm" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} />}
        </QueryView>
      </SectionCard>
      <ReviewDialog target={review.target} onClose={review.close} />
    </div>
  );
}

/** /mypage/review-written-list: the member's reviews, newest first, 5 more per click. */
export function ReviewWrittenPage() {
  usePageTitle(COPY.writtenTitle);
  const list = useWrittenReviews();
  return (
    <div>
      <PageHeading title={COPY.writtenTitle} />
      <SectionCard title={COPY.writtenTitle} count={list.total}>
        <QueryView query={list} empty={list.items.length === 0} emptyMessage={COPY.noWritten}>
          <ul className="divide-y divide-line">
            {list.items.map((r) => (
              <WrittenReviewRow key={r.articleId} review={r} />
            ))}
          </ul>
          {list.hasNextPage && <MoreButton label={COPY.more} size="sm" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} />}
        </QueryView>
      </SectionCard>
    </div>
  );
}
