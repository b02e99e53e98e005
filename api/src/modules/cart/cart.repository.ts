import { lockKeyForTransaction, type Db, type Tx } from '../../db/transaction.ts';

// Kysely queries of the cart ("wishlist" in the spec's paths).

export const MAX_CART_LINES = 50;

/** Adds a line; false when the member already has this item and period in the cart. */
export async function addCartLine(db: Db, values: { memberId: number; itemId: number; period: number; count: number; now: Date }): Promise<boolean> {
  const row = await db
    .insertInto('cart_items')
    .values({ member_id: values.memberId, item_id: values.itemId, subscription_period: values.period, count: values.count, created_at: values.now })
    .onConflict((oc) => oc.columns(['member_id', 'item_id', 'subscription_period']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Serialises the cart adds of one member until the transaction ends, so the count and the insert
 * are one step and concurrent adds cannot pass the cap together. An advisory lock, not the member
 * row locked for update: fulfilment removes cart lines before it locks the member row, so that
 * lock here first could deadlock with it. (The add's later FOR KEY SHARE on the member, which
 * keeps a withdrawn member's cart empty, does not conflict with fulfilment's NO KEY UPDATE.)
 */
export function lockMemberCart(tx: Tx, memberId: number): Promise<void> {
  return lockKeyForTransaction(tx, `cart:${memberId}`);
}

export async function hasCartLine(db: Db, memberId: number, itemId: number, period: number): Promise<boolean> {
  const row = await db
    .selectFrom('cart_items')
    .select('id')
    .where('member_id', '=', memberId)
    .where('item_id', '=', itemId)
    .where('subscription_period', '=', period)
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's lines the cart shows: those of items still on sale. */
function visibleLines(db: Db, memberId: number) {
  return db.selectFrom('cart_items as ci').innerJoin('items as i', 'i.id', 'ci.item_id').where('ci.member_id', '=', memberId).where('i.item_status', '=', 'SALE');
}

/**
 * The lines the member sees in the cart, which is what the cap bounds: lines of products taken
 * off sale are hidden and cannot be deleted from the cart screen, so counting them would leave a
 * cart that looks half empty answering "cart full". They stay (the line shows again if the
 * product returns to sale); at most one per product and period.
 */
export async function countCartLines(db: Db, memberId: number): Promise<number> {
  const row = await visibleLines(db, memberId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's lines of items off sale (hidden from the cart until they are on sale again). */
export async function countOffSaleLines(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items as ci')
    .innerJoin('items as i', 'i.id', 'ci.item_id')
    .where('ci.member_id', '=', memberId)
    .where('i.item_status', '!=', 'SALE')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's cart lines for items still on sale, newest first, with current prices. */
export function listCart(db: Db, memberId: number) {
  return visibleLines(db, memberId)
    .select(['ci.item_id', 'ci.subscription_period', 'ci.count', 'i.item_name', 'i.sale_price', 'i.cost_price', 'i.thumb_file_name'])
    .orderBy('ci.id', 'desc')
    .execute();
}

/** Removes the item from the cart: one period, or every period of it. */
export async function deleteCartItem(db: Db, memberId: number, itemId: number, period: number | undefined): Promise<void> {
  let query = db.deleteFrom('cart_items').where('member_id', '=', memberId).where('item_id', '=', itemId);
  if (period !== undefined) query = query.where('subscription_period', '=', period);
  await query.execute();
}

/**
 * The member's line of this item and months, locked; only a product on sale (the cart shows no
 * other, and both lines of one product share its status).
 */
export function findLine(tx: Tx, memberId: number, itemId: number, period: number) {
  return visibleLines(tx, memberId).select(['ci.id', 'ci.count']).where('ci.item_id', '=', itemId).where('ci.subscription_period', '=', period).forUpdate('ci').executeTakeFirst();
}

export async function setLine(tx: Tx, id: number, values: { period: number; count: number }): Promise<void> {
  await tx.updateTable('cart_items').set({ subscription_period: values.period, count: values.count }).where('id', '=', id).execute();
}

export async function deleteLine(tx: Tx, id: number): Promise<void> {
  await tx.deleteFrom('cart_items').where('id', '=', id).execute();
}
