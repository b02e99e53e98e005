import { Link } from 'react-router-dom';
import { EyeOff, PenLine } from 'lucide-react';
import { formatDate, formatPoints, REVIEW_HIDDEN_ORDER_CANCELLED, type MemberReview, type ReviewableItem } from '@store/shared';
import { Button, Thumbnail } from '../../../components/index.ts';
import { COPY } from '../messages.ts';
import type { ReviewTarget } from './purchase-lines.tsx';
import { Stars } from '../../../components/stars.tsx';

export function ReviewableRow({ line, onReview }: { line: ReviewableItem; onReview: (t: ReviewTarget) => void }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <Thumbnail src={line.thumbnailPath} alt="" className="size-14" />
        <div className="min-w-0">
          <Link to={`/products/${line.itemId}`} className="line-clamp-1 font-semibold hover:underline">
            {line.itemName}
          </Link>
          <p className="text-sm text-sub">
            {formatDate(line.orderDate)} · {COPY.months(line.subscriptionPeriod)} 구독 · {COPY.count(line.orderCount)}
          </p>
          <p className="text-[13px] font-semibold text-brand-700">{COPY.rewardHint(formatPoints(line.reviewPoint))}</p>
        </div>
      </div>
      <Button size="sm" variant="secondary" onClick={() => onReview({ itemId: line.itemId, orderItemId: line.orderItemId })} aria-label={`${line.itemName} ${COPY.writeReview}`}>
        <PenLine className="size-4" aria-hidden />
        {COPY.writeReview}
      </Button>
    </li>
  );
}

export function WrittenReviewRow({ review }: { review: MemberReview }) {
  return (
    <li className="flex gap-4 py-4 first:pt-0 last:pb-0">
      <Thumbnail src={review.itemThumbnailPath} alt="" className="size-14" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to={`/products/${review.itemId}`} className="line-clamp-1 font-semibold hover:underline">
            {review.itemName}
          </Link>
          <span className="text-[13px] text-mute">{formatDate(review.postDate)}</span>
        </div>
        <Stars rate={review.rate} className="mt-1" />
        <p className="mt-1.5 whitespace-pre-line break-words text-[15px] text-ink">{review.content}</p>
        {review.hiddenReason !== null && (
          // Only the author sees a hidden review, so this is where they learn why it left the product page.
          <p className="mt-2 flex items-start gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-[13px] leading-5 text-amber-900">
            <EyeOff className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <span className="min-w-0 whitespace-pre-line break-words">{review.hiddenReason === REVIEW_HIDDEN_ORDER_CANCELLED ? COPY.reviewHiddenByCancel : COPY.reviewHidden(review.hiddenReason)}</span>
          </p>
        )}
      </div>
    </li>
  );
}
