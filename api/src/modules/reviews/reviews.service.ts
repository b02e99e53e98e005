import {
  MYPAGE_ACTIVITY_MESSAGES as M,
  reviewRewardOf,
  type MemberReview,
  type ReviewableItem,
} from '@store/shared';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { itemImagePath } from '../catalog/catalog.service.ts';
import { changePoints } from '../points/points.repository.ts';
import * as repo from './reviews.repository.ts';

// Reviews by members of what they bought (store.md §5 review rules, §9 3 % reward): one review
// per paid order line, rewarded through the point ledger in the same transaction.

const PAID = new Set(['COMPLETE', 'CONFIRM']);
const REVIEW_UNIQUE_INDEX = 'reviews_member_order_item_key';

export function toReviewable(row: repo.ReviewableRow | repo.OwnLineRow): ReviewableItem {
  return {
    orderId: row.order_id,
    orderNumber: row.order_number,
    orderDate: new Date(row.created_at).toISOString(),
    orderItemId: row.id,
    itemId: row.item_id,
    itemName: row.item_name,
    thumbnailPath: itemImagePath(row.thumb_file_name),
    orderCount: row.quantity,
    subscriptionPeriod: row.subscription_period,
    orderPrice: row.order_price_krw,
    reviewPoint: reviewRewardOf(row.order_price_krw),
  };
}

export function toMemberReview(row: repo.MemberReviewRow): MemberReview {
  return {
    articleId: row.id,
    itemId: row.item_id,
    orderItemId: row.order_item_id,
    orderCount: row.quantity ?? 0,
    subscriptionPeriod: row.subscription_period ?? 0,
    content: row.content,
    rate: row.rate,
    recommendCount: row.recommend_count,
    itemName: row.item_name,
    itemThumbnailPath: itemImagePath(row.thumb_file_name),
    postDate: new Date(row.created_at).toISOString(),
    hiddenReason: row.hidden_reason,
  };
}

export async function reviewablePage(deps: AppDeps, memberId: number, page: number, size: number) {
  const [total, rows] = await Promise.all([repo.countReviewable(deps.db, memberId), repo.listReviewable(deps.db, memberId, size, (page - 1) * size)]);
  return { content: rows.map(toReviewable), page, size, totalElements: total, hasMore: page * size < total };
}

export async function reviewPage(deps: AppDeps, memberId: number, page: number, size: number) {
  const [total, rows] = await Promise.all([repo.countReviews(deps.db, memberId), repo.listReviews(deps.db, memberId, size, (page - 1) * size)]);
  return { content: rows.map(toMemberReview), page, size, totalElements: total, hasMore: page * size < total };
}

/** The line to review, checked: the member's, the same item, paid, not reviewed yet. */
async function reviewTarget(deps: AppDeps, memberId: number, itemId: number, orderItemId: number): Promise<repo.OwnLineRow> {
  const line = await repo.findOwnLine(deps.db, memberId, orderItemId);
  // Another member's order line answers like a missing one.
  if (!line) throw notFound(M.reviewTarget);
  if (line.item_id !== itemId) throw badRequest(M.reviewItemMismatch);
  // 400, not 409: the spec's client reads 409 as "already reviewed".
  if (!PAID.has(line.status)) throw badRequest(M.reviewNotPaid);
  if (await repo.hasReview(deps.db, memberId, orderItemId)) throw conflict(M.reviewAlready);
  return line;
}

/** GET /api/review/write: the form's data; 409 only when the line is already reviewed (store.md §5). */
export async function reviewForm(deps: AppDeps, memberId: number, itemId: number, orderItemId: number): Promise<ReviewableItem> {
  return toReviewable(await reviewTarget(deps, memberId, itemId, orderItemId));
}

/**
 * POST /api/review/write. The review and its reward commit together. Two racing submissions of
 * the same line: the unique index (member_id, order_item_id) lets exactly one insert win; the
 * loser's transaction rolls back with its reward, and it answers 409.
 */
export async function writeReview(
  deps: AppDeps,
  memberId: number,
  query: { itemId: number; orderItemId: number },
  input: { itemId: number; orderItemId?: number | undefined; rate: number; content: string },
): Promise<{ articleId: number; rewardPoint: number }> {
  if (input.itemId !== query.itemId || (input.orderItemId !== undefined && input.orderItemId !== query.orderItemId)) throw badRequest(M.reviewItemMismatch);
  const line = await reviewTarget(deps, memberId, query.itemId, query.orderItemId);
  const now = deps.clock.now();
  const reward = reviewRewardOf(line.order_price_krw);
  try {
    return await inTransaction(deps.db, async (tx) => {
      // Re-checked under the order's lock: a cancellation committed meanwhile wins.
      const order = await repo.lockOrderStatus(tx, line.order_id);
      if (!order || !PAID.has(order.status)) throw badRequest(M.reviewNotPaid);
      const articleId = await repo.insertReview(tx, { memberId, itemId: line.item_id, orderItemId: line.id, rate: input.rate, content: input.content, now });
      if (reward > 0) {
        await changePoints(tx, { memberId, delta: reward, description: `리뷰 작성 적립 (${line.item_name})`, orderId: line.order_id }, now);
      }
      return { articleId, rewardPoint: reward };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === REVIEW_UNIQUE_INDEX) throw conflict(M.reviewAlready);
    throw error;
  }
}
