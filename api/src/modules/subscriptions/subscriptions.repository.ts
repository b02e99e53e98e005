import type { Db } from '../../db/transaction.ts';

// Kysely only: the member's keys with the product and order line they came from.

function keysQuery(db: Db) {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('items as i', 'i.id', 's.item_id')
    .leftJoin('order_items as oi', 'oi.id', 's.order_item_id')
    .select([
      's.id',
      's.hash_key',
      's.member_id',
      's.item_id',
      's.use_status',
      's.subscription_period',
      's.start_at',
      's.expire_at',
      's.revoked_at',
      's.mac_address1',
      's.mac_address2',
      's.machine_id1',
      's.machine_id2',
      's.created_at',
      's.source',
      'i.item_name',
      'i.thumb_file_name',
      'oi.order_price_krw',
      'oi.quantity',
    ]);
}

export type MemberKeyRow = Awaited<ReturnType<typeof listMemberKeys>>[number];

/**
 * Every key of the member, newest first. No cap: the list groups them by product and counts
 * them, and a cap cut the oldest products' cards off the list (one order can hold 999 keys).
 */
export function listMemberKeys(db: Db, memberId: number) {
  return keysQuery(db).where('s.member_id', '=', memberId).orderBy('s.id', 'desc').execute();
}

/** One key, only if it is the member's: another member's id reads as missing. */
export function findMemberKey(db: Db, memberId: number, id: number) {
  return keysQuery(db).where('s.id', '=', id).where('s.member_id', '=', memberId).executeTakeFirst();
}

/**
 * Starts the period of the member's BEFORE_USE key (the reveal): one conditional UPDATE, so a
 * double click or a racing activation starts it once. Returns undefined when it did not apply.
 */
export function startMemberKey(db: Db, memberId: number, id: number, now: Date, expireAt: Date | null) {
  return db
    .updateTable('subscriptions')
    .set({ use_status: 'GRANTED', start_at: now, expire_at: expireAt, updated_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('use_status', '=', 'BEFORE_USE')
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
}
