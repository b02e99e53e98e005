import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import { randomToken } from '../../lib/crypto.ts';
import type { OrderItemTable, OrderStatusValue, OrderTable } from '../../db/types.ts';

// Kysely queries of orders, their lines and idempotency keys.

export type OrderRow = Selectable<OrderTable>;

/** The next order-number counter (a sequence: unique even across concurrent orders). */
export async function nextOrderSequence(tx: Tx): Promise<number> {
  const { rows } = await sql<{ n: number }>`select nextval('order_number_seq')::int as n`.execute(tx);
  return rows[0]!.n;
}

export function insertOrder(tx: Tx, values: Insertable<OrderTable>) {
  return tx.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertOrderItems(tx: Tx, values: Insertable<OrderItemTable>[]): Promise<void> {
  if (values.length) await tx.insertInto('order_items').values(values).execute();
}

export function findOrder(db: Db, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

/** Locks the order row until the transaction ends: one business step on an order at a time. */
/** The member's orders other than `exceptOrderId` still waiting for a payment that hold points. */
export function listPointsHeldByWaitingOrders(db: Db, memberId: number, exceptOrderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_number', 'use_point'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'WAITING')
    .where('use_point', '>', 0)
    .where('id', '<>', exceptOrderId)
    .orderBy('id')
    .execute();
}

export function lockOrder(tx: Tx, orderId: number) {
  return tx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
}

export function findOrderByPaymentId(db: Db, paymentId: string) {
  return db.selectFrom('orders').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
}

/** 144 random bits: the id under which the card window pays cannot be guessed or reused. */
export const newPaymentId = (): string => `pay-${randomToken(18)}`;

/**
 * A waiting order whose card payment id is spent without paying it (money of the wrong amount
 * arrived under it and went back) gets a new one, so the buyer's next attempt can pay; the
 * provider refuses a second payment under a spent id. No-op once the order moved on.
 */
export async function replaceSpentPaymentId(db: Db, orderId: number, spent: string, now: Date): Promise<void> {
  await db.updateTable('orders').set({ payment_id: newPaymentId(), updated_at: now }).where('id', '=', orderId).where('status', '=', 'WAITING').where('payment_id', '=', spent).execute();
}

/** Lines of an order with the item's current thumbnail (names and prices are snapshots). */
export function listOrderLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_items as oi')
    .leftJoin('items as i', 'i.id', 'oi.item_id')
    .select(['oi.id', 'oi.item_id', 'oi.item_name', 'oi.subscription_period', 'oi.quantity', 'oi.unit_price_krw', 'oi.order_price_krw', 'i.thumb_file_name'])
    .where('oi.order_id', '=', orderId)
    .orderBy('oi.id')
    .execute();
}

export type OrderLineRow = Awaited<ReturnType<typeof listOrderLines>>[number];

/** Whether a line of the order is for a product no longer on sale (or gone). */
export async function hasLineNotForSale(db: Db, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_items as oi')
    .leftJoin('items as i', 'i.id', 'oi.item_id')
    .select('oi.id')
    .where('oi.order_id', '=', orderId)
    .where((eb) => eb.or([eb('i.id', 'is', null), eb('i.item_status', '!=', 'SALE')]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Catalog rows for pricing an order: the database's prices, never the client's. */
export function findItemsForOrder(db: Db, itemIds: number[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('items').select(['id', 'item_name', 'sale_price', 'item_status']).where('id', 'in', itemIds).execute();
}

/**
 * Moves an order from one status to the next only if it is still in the expected one: the
 * conditional UPDATE is the claim, so of two racing callers exactly one gets the row back.
 */
export function transitionOrder(
  tx: Tx,
  orderId: number,
  from: OrderStatusValue,
  set: Partial<Pick<OrderRow, 'status' | 'paid_at' | 'confirmed_at' | 'cancelled_at' | 'cancel_reason'>> & { status: OrderStatusValue },
  now: Date,
) {
  return tx
    .updateTable('orders')
    .set({ ...set, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export function findIdempotencyKey(db: Db, memberId: number, key: string) {
  return db.selectFrom('order_idempotency_keys').selectAll().where('member_id', '=', memberId).where('key', '=', key).executeTakeFirst();
}

/** Claims the key; false when a concurrent request with the same key claimed it first. */
export async function claimIdempotencyKey(tx: Tx, values: { memberId: number; key: string; requestHash: string; orderId: number; now: Date }): Promise<boolean> {
  const row = await tx
    .insertInto('order_idempotency_keys')
    .values({ member_id: values.memberId, key: values.key, request_hash: values.requestHash, order_id: values.orderId, created_at: values.now })
    .onConflict((oc) => oc.columns(['member_id', 'key']).doNothing())
    .returning('order_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** An order placed from the cart takes its lines out of it, in one delete; a "바로 구매" leaves the cart alone. */
export async function removeOrderFromCart(tx: Tx, order: { id: number; member_id: number; from_cart: boolean }): Promise<void> {
  if (!order.from_cart) return;
  const lines = tx.selectFrom('order_items').select(['item_id', 'subscription_period']).where('order_id', '=', order.id);
  await tx
    .deleteFrom('cart_items')
    .where('member_id', '=', order.member_id)
    .where((eb) => eb(eb.refTuple('item_id', 'subscription_period'), 'in', lines.$asTuple('item_id', 'subscription_period')))
    .execute();
}

// The audit trail is shared by every admin-facing module; kept re-exported for the order modules.
export { insertAudit } from '../../lib/audit.ts';
