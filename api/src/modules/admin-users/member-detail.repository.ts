import { sql } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';

// Kysely queries of one member's admin page: the account, key counts by state, the latest point
// changes and orders. Withdrawn members have no page (their personal data is erased).

export function findMember(db: Db, id: number) {
  return db
    .selectFrom('members as m')
    .select(['m.id', 'm.login_id', 'm.name', 'm.email', 'm.phone', 'm.role', 'm.status', 'm.created_at', 'm.last_login_at', 'm.points', 'm.total_purchase_krw', 'm.blocked_at', 'm.block_reason', 'm.marketing_opt_in', 'm.email_opt_in', 'm.sms_opt_in'])
    .where('m.id', '=', id)
    .where('m.status', '<>', 'WITHDRAWN')
    .executeTakeFirst();
}

export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** Live (granted and not yet past its expiry), not started, and ended (expired or cancelled). */
export async function keyCounts(db: Db, memberId: number, now: Date) {
  const row = await db
    .selectFrom('subscriptions')
    .select([
      sql<number>`count(*) filter (where use_status = 'GRANTED' and (expire_at is null or expire_at > ${now}))`.as('granted'),
      sql<number>`count(*) filter (where use_status = 'BEFORE_USE')`.as('before_use'),
      sql<number>`count(*) filter (where use_status not in ('GRANTED', 'BEFORE_USE') or (use_status = 'GRANTED' and expire_at <= ${now}))`.as('ended'),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { granted: Number(row.granted), beforeUse: Number(row.before_use), ended: Number(row.ended) };
}

export function latestPoints(db: Db, memberId: number, limit: number) {
  return db
    .selectFrom('point_ledger as p')
    .leftJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.delta', 'p.description', 'p.balance_after', 'p.created_at', 'o.order_number'])
    .where('p.member_id', '=', memberId)
    // As the member's own history orders it (seeded rows are dated out of insertion order).
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

export function latestOrders(db: Db, memberId: number, limit: number) {
  return db
    .selectFrom('orders as o')
    .select((eb) => [
      'o.id',
      'o.order_number',
      'o.status',
      'o.payment_method',
      'o.final_krw',
      'o.created_at',
      eb
        .selectFrom('order_items as oi')
        .innerJoin('items as i', 'i.id', 'oi.item_id')
        .select('i.item_name')
        .whereRef('oi.order_id', '=', 'o.id')
        .orderBy('oi.id')
        .limit(1)
        .as('first_item'),
      eb.selectFrom('order_items as oi').select(eb.fn.countAll<number>().as('n')).whereRef('oi.order_id', '=', 'o.id').as('line_count'),
    ])
    .where('o.member_id', '=', memberId)
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

/** The member's balance, locked until the transaction ends (the adjustment's check and write). */
export function lockBalance(tx: Tx, id: number) {
  return tx.selectFrom('members').select(['id', 'name', 'status', 'points']).where('id', '=', id).forUpdate().executeTakeFirst();
}
