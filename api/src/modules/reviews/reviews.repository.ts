import type { Db, Tx } from '../../db/transaction.ts';

// Kysely queries of the member's reviews and of the order lines they may still review.

const PAID = ['COMPLETE', 'CONFIRM'] as const;

/** Paid order lines of the member without a review by the member. */
function reviewableLines(db: Db, memberId: number) {
  return db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .leftJoin('items as i', 'i.id', 'oi.item_id')
    .leftJoin('reviews as r', (join) => join.onRef('r.order_item_id', '=', 'oi.id').on('r.member_id', '=', memberId))
    .where('o.member_id', '=', memberId)
    .where('o.status', 'in', PAID)
    .where('r.id', 'is', null);
}

export async function countReviewable(db: Db, memberId: number): Promise<number> {
  const row = await reviewableLines(db, memberId).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listReviewable(db: Db, memberId: number, limit: number, offset: number) {
  return reviewableLines(db, memberId)
    .select(['o.id as order_id', 'o.order_number', 'o.created_at', 'oi.id', 'oi.item_id', 'oi.item_name', 'oi.quantity', 'oi.subscription_period', 'oi.order_price_krw', 'i.thumb_file_name'])
    .orderBy('o.created_at', 'desc')
    .orderBy('oi.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type ReviewableRow = Awaited<ReturnType<typeof listReviewable>>[number];

export async function countReviews(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('reviews').select((eb) => eb.fn.countAll<string | number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listReviews(db: Db, memberId: number, limit: number, offset: number) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('items as i', 'i.id', 'r.item_id')
    .leftJoin('order_items as oi', 'oi.id', 'r.order_item_id')
    .select(['r.id', 'r.item_id', 'r.order_item_id', 'r.content', 'r.rate', 'r.recommend_count', 'r.created_at', 'r.hidden_reason', 'i.item_name', 'i.thumb_file_name', 'oi.quantity', 'oi.subscription_period'])
    .where('r.member_id', '=', memberId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type MemberReviewRow = Awaited<ReturnType<typeof listReviews>>[number];

/** The member's order line with its order, or undefined for someone else's or a missing one. */
export function findOwnLine(db: Db, memberId: number, orderItemId: number) {
  return db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .leftJoin('items as i', 'i.id', 'oi.item_id')
    .select(['o.id as order_id', 'o.order_number', 'o.created_at', 'o.status', 'oi.id', 'oi.item_id', 'oi.item_name', 'oi.quantity', 'oi.subscription_period', 'oi.order_price_krw', 'i.thumb_file_name'])
    .where('oi.id', '=', orderItemId)
    .where('o.member_id', '=', memberId)
    .executeTakeFirst();
}

export type OwnLineRow = NonNullable<Awaited<ReturnType<typeof findOwnLine>>>;

export async function hasReview(db: Db, memberId: number, orderItemId: number): Promise<boolean> {
  const row = await db.selectFrom('reviews').select('id').where('member_id', '=', memberId).where('order_item_id', '=', orderItemId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Locks the order row (first in the money lock order: orders → … → members), so a concurrent
 * cancellation cannot slip between the status check and the reward.
 */
export function lockOrderStatus(tx: Tx, orderId: number) {
  return tx.selectFrom('orders').select(['id', 'status']).where('id', '=', orderId).forUpdate().executeTakeFirst();
}

export async function insertReview(tx: Tx, values: { memberId: number; itemId: number; orderItemId: number; rate: number; content: string; now: Date }): Promise<number> {
  const row = await tx
    .insertInto('reviews')
    .values({ member_id: values.memberId, item_id: values.itemId, order_item_id: values.orderItemId, rate: values.rate, content: values.content, created_at: values.now, updated_at: values.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

