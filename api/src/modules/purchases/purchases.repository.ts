import type { Db } from '../../db/transaction.ts';

// Kysely queries of a member's orders for my page: the orders, their lines with the review
// state, and the keys each line created. Every query is scoped by the member id.

// An order whose checkout was left before a payment method was chosen (a "바로 구매" the buyer
// backed out of) is not a purchase: it stays out of the lists, and the order jobs cancel it
// within the hour (orders.service.ts). Its detail still opens from a direct link.
const chosen = 'payment_method' as const;

export function countOrders(db: Db, memberId: number) {
  return db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('member_id', '=', memberId)
    .where(chosen, 'is not', null)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** Newest first; the id breaks ties so pages never overlap. */
export function listOrders(db: Db, memberId: number, limit: number, offset: number) {
  return db.selectFrom('orders').selectAll().where('member_id', '=', memberId).where(chosen, 'is not', null).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** Someone else's order is indistinguishable from a missing one. */
export function findOrder(db: Db, memberId: number, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst();
}

/**
 * The payments cancels sent (or are sending) back, newest first per order: an order paid once
 * has one, so the first row of an order is its refund.
 */
export function refundedPayments(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payments')
    .select(['order_id', 'status', 'amount', 'refund_amount'])
    .where('order_id', 'in', orderIds)
    .where('status', 'in', ['CANCEL_PENDING', 'CANCELLED', 'MANUAL_REFUND'])
    .orderBy('updated_at', 'desc')
    .execute();
}

export type RefundedPaymentRow = Awaited<ReturnType<typeof refundedPayments>>[number];

export type PurchaseOrderRow = Awaited<ReturnType<typeof listOrders>>[number];

export function linesOf(db: Db, memberId: number, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_items as oi')
    .leftJoin('items as i', 'i.id', 'oi.item_id')
    .leftJoin('reviews as r', (join) => join.onRef('r.order_item_id', '=', 'oi.id').on('r.member_id', '=', memberId))
    .select(['oi.id', 'oi.order_id', 'oi.item_id', 'oi.item_name', 'oi.subscription_period', 'oi.quantity', 'oi.order_price_krw', 'i.thumb_file_name', 'r.id as review_id'])
    .where('oi.order_id', 'in', orderIds)
    .orderBy('oi.order_id')
    .orderBy('oi.id')
    .execute();
}

export type PurchaseLineRow = Awaited<ReturnType<typeof linesOf>>[number];

export function keysOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('subscriptions')
    .select(['id', 'order_id', 'order_item_id', 'use_status', 'mac_address1', 'mac_address2', 'revoked_at'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export type PurchaseKeyRow = Awaited<ReturnType<typeof keysOf>>[number];
