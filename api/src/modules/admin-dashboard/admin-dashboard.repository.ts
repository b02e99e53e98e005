import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';
import { noticedAt, noticedOrders } from '../admin-orders/admin-orders.repository.ts';

// Kysely queries of the admin dashboard. Sales come from the day rollups the orders' triggers keep
// (migration 0015); refunds, new members and the waiting work are counted over indexes. The page
// costs about the same with a million orders as with ten (bench/scale-results.md).

/** Orders paid on the Seoul days from `first` to `last` (YYYY-MM-DD), from the rollup. */
export function paidByDay(db: Db, first: string, last: string) {
  return db
    .selectFrom('sales_days')
    .select([sql<string>`day::text`.as('day'), 'paid_orders', 'paid_krw'])
    .where('day', '>=', first)
    .where('day', '<=', last)
    .execute();
}

/** Won refunded on orders cancelled in [start, end), by Seoul day (`seoul_day`, migration 0015). */
export function refundedByDay(db: Db, start: Date, end: Date) {
  return db
    .selectFrom('orders as o')
    .innerJoin('payments as p', 'p.order_id', 'o.id')
    .select([sql<string>`seoul_day(o.cancelled_at)::text`.as('day'), sql<number>`sum(p.refund_amount)::bigint`.as('krw')])
    .where('o.cancelled_at', '>=', start)
    .where('o.cancelled_at', '<', end)
    .where('p.refund_amount', '>', 0)
    .groupBy(sql`seoul_day(o.cancelled_at)`)
    .execute();
}

/**
 * Today's new orders and members, counted as the admin's other screens count them, so the numbers
 * agree. Orders: those the new-order alerts show (admin-orders.repository.ts needsAttention and
 * noticedAt, the same query), paid or awaiting a bank deposit, from when they became an admin's
 * business: never a checkout sheet left before a payment method was chosen, nor a card order not
 * paid yet. Over the index on that expression (migration 0018). Members: customers the member list shows
 * (admin-users.repository.ts listUsers: not withdrawn), over the join-date index (migration 0015);
 * the role and status are read off today's few rows.
 */
export async function countSince(db: Db, since: Date) {
  const [orders, members] = await Promise.all([
    noticedOrders(db).select(sql<number>`count(*)::int`.as('n')).where(noticedAt, '>=', since).executeTakeFirstOrThrow(),
    db.selectFrom('members').select(sql<number>`count(*)::int`.as('n')).where('created_at', '>=', since).where('role', '=', 'USER').where('status', '<>', 'WITHDRAWN').executeTakeFirstOrThrow(),
  ]);
  return { placedOrders: Number(orders.n), newMembers: Number(members.n) };
}

/** What waits for an admin besides questions (admin-qna counts those): deposits to confirm, requests to look at. */
export async function countWaiting(db: Db) {
  const [deposits, requests] = await Promise.all([
    db
      .selectFrom('orders')
      .select([sql<number>`count(*)::int`.as('n'), sql<number>`coalesce(sum(final_krw), 0)::bigint`.as('krw')])
      .where('status', '=', 'WAITING')
      .where('payment_method', '=', 'BANK_TRANSFER')
      .executeTakeFirstOrThrow(),
    db.selectFrom('custom_applications').select(sql<number>`count(*)::int`.as('n')).where('is_draft', '=', false).where('status', '=', 'WAITING').executeTakeFirstOrThrow(),
  ]);
  return { deposits: Number(deposits.n), depositsKrw: Number(deposits.krw), customRequests: Number(requests.n) };
}

/**
 * Keys in use at `now` (GRANTED, not revoked, unlimited ones too), and those of them that end by
 * `soon`: the keys validation would accept, so a suspended member's are left out. Counted over the
 * live keys' partial index alone (migration 0020), one count each (an OR of them would read every
 * live key's row), less the suspended members' live keys, in the same statement so both see one
 * snapshot.
 */
export async function countLiveKeys(db: Db, now: Date, soon: Date) {
  const live = db.selectFrom('subscriptions').where('use_status', '=', 'GRANTED').where('revoked_at', 'is', null);
  const row = await db
    .selectFrom(suspendedLiveKeys(db, now, soon).as('suspended'))
    .select([
      live.select([sql<number>`count(*)::int`.as('n')]).where('expire_at', '>', now).as('dated'),
      live.select([sql<number>`count(*)::int`.as('n')]).where('expire_at', '>', now).where('expire_at', '<=', soon).as('soon'),
      live.select([sql<number>`count(*)::int`.as('n')]).where('expire_at', 'is', null).as('unlimited'),
      'suspended.live as suspended_live',
      'suspended.soon as suspended_soon',
    ])
    .executeTakeFirstOrThrow();
  return {
    live: Number(row.dated) + Number(row.unlimited) - Number(row.suspended_live),
    expiringSoon: Number(row.soon) - Number(row.suspended_soon),
  };
}

/**
 * The live keys of suspended (BLOCKED) members, which validation refuses (licenses.repository
 * live()). Counted from the members' side, over two partial indexes alone (migration 0024): the
 * suspended members are few, whereas testing each live key's member would fetch every live key's
 * row. A withdrawn member holds no live key (withdrawal waits until every key has ended), and
 * validation does not refuse one either.
 */
function suspendedLiveKeys(db: Db, now: Date, soon: Date) {
  return db
    .selectFrom('members as m')
    .innerJoin('subscriptions as s', 's.member_id', 'm.id')
    .where('m.status', '=', 'BLOCKED')
    .where('s.use_status', '=', 'GRANTED')
    .where('s.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('s.expire_at', 'is', null), eb('s.expire_at', '>', now)]))
    .select([sql<number>`count(*)::int`.as('live'), sql<number>`(count(*) filter (where s.expire_at <= ${soon}))::int`.as('soon')]);
}

/** The best-selling products over the Seoul days from `first` on, from the rollup. */
export function topItems(db: Db, first: string, limit: number) {
  return db
    .selectFrom('item_sales_days as s')
    .innerJoin('items as i', 'i.id', 's.item_id')
    .select(['s.item_id', 'i.item_name', sql<number>`sum(s.quantity)::int`.as('quantity'), sql<number>`sum(s.sales_krw)::bigint`.as('krw')])
    .where('s.day', '>=', first)
    .groupBy(['s.item_id', 'i.item_name'])
    .having(sql`sum(s.quantity)`, '>', 0)
    .orderBy(sql`sum(s.sales_krw)`, 'desc')
    .orderBy('s.item_id')
    .limit(limit)
    .execute();
}
