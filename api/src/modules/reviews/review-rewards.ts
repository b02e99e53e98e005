import { REVIEW_HIDDEN_ORDER_CANCELLED, reviewRewardOf } from '@store/shared';
import type { Tx } from '../../db/transaction.ts';
import { takeBackPoints } from '../points/points.repository.ts';

/**
 * Called by order cancellation (orders/cancel.service.ts) under the order's row lock: the review
 * rewards earned on a cancelled order's lines go back with it, as far as the balance allows (the
 * caller records the shortfall). Without this, buy → review → cancel within 7 days would mint
 * 3 % of the price in points. The reviews themselves stay (they are the member's words) but leave
 * the product page and its rating: a refunded purchase is no purchase to vouch for. They are hidden
 * as an admin hides one, with a reason the author's list explains.
 */
export async function takeBackReviewRewards(tx: Tx, order: { id: number; member_id: number; order_number: string }, now: Date): Promise<{ shortfall: number }> {
  const reviewed = await tx
    .selectFrom('reviews as r')
    .innerJoin('order_items as oi', 'oi.id', 'r.order_item_id')
    .select('oi.order_price_krw')
    .where('oi.order_id', '=', order.id)
    .where('r.member_id', '=', order.member_id)
    .execute();
  await tx
    .updateTable('reviews')
    .set({ hidden_at: now, hidden_reason: REVIEW_HIDDEN_ORDER_CANCELLED })
    .where('member_id', '=', order.member_id)
    .where('hidden_at', 'is', null)
    .where('order_item_id', 'in', (eb) => eb.selectFrom('order_items').select('id').where('order_id', '=', order.id))
    .execute();
  const wanted = reviewed.reduce((sum, r) => sum + reviewRewardOf(r.order_price_krw), 0);
  if (wanted === 0) return { shortfall: 0 };
  const { shortfall } = await takeBackPoints(tx, { memberId: order.member_id, wanted, description: `주문 취소로 리뷰 적립 포인트 회수 (${order.order_number})`, orderId: order.id }, now);
  return { shortfall };
}
