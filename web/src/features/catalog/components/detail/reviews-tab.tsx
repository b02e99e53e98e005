import { formatNumber, type Review } from '@store/shared';
import { EmptyState, MoreButton } from '../../../../components/index.ts';
import { fetchReviewPage } from '../../api/get-review-page.ts';
import { displayDate } from '../../format.ts';
import { DETAIL_MESSAGES } from '../../messages.ts';
import { useMorePages } from '../../state/use-more-pages.ts';
import { StarRating } from '../star-rating.tsx';

interface ReviewsTabProps {
  itemId: number;
  /** The newest reviews, the first page the detail call lists. */
  reviews: Review[];
  /** Older reviews exist: the 'more' button reads them. */
  more: boolean;
  popular: Review[];
  /** The product's average, count and reviews per star (1 to 5) over all its visible reviews. */
  rating: number;
  total: number;
  ratingCounts: number[];
}

/** 리뷰: the average out of 5 with stars, the count, a star histogram, best reviews and the list. */
export function ReviewsTab({ itemId, reviews, more, popular, rating, total, ratingCounts }: ReviewsTabProps) {
  const pages = useMorePages(reviews, more, (before) => fetchReviewPage(itemId, before).then((p) => ({ list: p.reviews, more: p.more })));
  if (reviews.length === 0) return <EmptyState message={DETAIL_MESSAGES.noReviews} />;
  const counted = ratingCounts.reduce((sum, n) => sum + n, 0);
  return (
    <div className="space-y-10">
      <section aria-label="리뷰 요약" className="grid items-center gap-6 rounded-2xl bg-soft p-6 sm:grid-cols-[auto_1fr] sm:gap-10 sm:px-10">
        <div className="text-center">
          <p className="text-4xl font-extrabold tabular-nums">
            {rating.toFixed(1)}
            <span className="text-lg font-semibold text-mute"> / 5</span>
          </p>
          <StarRating value={rating} size="lg" className="mt-2" />
          <p className="mt-1 text-sm text-sub">리뷰 {formatNumber(total)}개</p>
        </div>
        <ul className="space-y-1.5" aria-label={DETAIL_MESSAGES.histogramLabel}>
          {[5, 4, 3, 2, 1].map((star) => {
            const count = ratingCounts[star - 1] ?? 0;
            return (
              <li key={star} className="flex items-center gap-3 text-sm">
                <span className="w-8 shrink-0 text-sub">{star}점</span>
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-line" aria-hidden>
                  <span className="block h-full rounded-full bg-amber-400" style={{ width: `${counted > 0 ? (count / counted) * 100 : 0}%` }} />
                </span>
                <span className="w-8 shrink-0 text-right tabular-nums text-mute">{count}</span>
              </li>
            );
          })}
        </ul>
      </section>

      {popular.length > 0 && (
        <section aria-labelledby="best-reviews">
          <h3 id="best-reviews" className="text-base font-extrabold">
            베스트 리뷰
          </h3>
          {/* The server picks how many (catalog.service POPULAR_REVIEWS): all of them, side by side once there is room for three. */}
          <div className="mt-3 grid gap-3 md:grid-cols-3">
            {popular.map((review) => (
              <div key={review.articleId} className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5">
                <ReviewBody review={review} />
              </div>
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="all-reviews">
        <h3 id="all-reviews" className="text-base font-extrabold">
          전체 리뷰 <span className="text-brand-600">{formatNumber(total)}</span>
        </h3>
        <ul className="mt-2 divide-y divide-line border-y border-line">
          {pages.list.map((review) => (
            <li key={review.articleId} ref={pages.focusRef(review.articleId)} tabIndex={-1} className="py-5 outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
              <ReviewBody review={review} />
            </li>
          ))}
        </ul>
        {pages.more && <MoreButton label={DETAIL_MESSAGES.moreReviews(total - pages.list.length)} loading={pages.loading} error={pages.error} onClick={() => void pages.loadMore()} />}
      </section>
    </div>
  );
}

function ReviewBody({ review }: { review: Review }) {
  return (
    <article>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <StarRating value={review.rate} />
        <span className="font-semibold text-ink">{review.loginId}</span>
        <span className="text-mute">{displayDate(review.postDate)}</span>
      </div>
      <p className="mt-2.5 whitespace-pre-line text-[15px] leading-relaxed text-ink">{review.content}</p>
    </article>
  );
}
