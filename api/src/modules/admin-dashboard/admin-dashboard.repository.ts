import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';

// Kysely queries of the admin dashboard. Each sums or counts in the database over an index
// (migration 0015 for the paid and cancelled days and new members), so the page costs the same
// with a million orders as with ten.

const DAY_SECONDS = 86_400;

/**
 * Which day of the window an instant falls on, 0 being the window's first Seoul day. Grouped by
 * position (`group by 1`): repeated, the expression would bind `start` as a second parameter,
 * which PostgreSQL does not take for the same expression.
 */
const dayIndex = (column: 'o.paid_at' | 'o.cancelled_at', start: Date) => sql<number>`floor(extract(epoch from (${sql.ref(column)} - ${start}::timestamptz)) / ${DAY_SECONDS})::int`;

/** Orders paid in [start, end), by day of the window: how many and their amount. */
export function paidByDay(db: Db, start: Date, end: Date) {
  const day = dayIndex('o.paid_at', start);
  return db
    .selectFrom('orders as o')
    .select([day.as('day'), sql<number>`count(*)::int`.as('orders'), sql<number>`coalesce(sum(o.final_krw), 0)::bigint`.as('krw')])
    .where('o.paid_at', '>=', start)
    .where('o.paid_at', '<', end)
    .groupBy(sql`1`)
    .execute();
}

/** Won refunded on orders cancelled in [start, end), by day of the window. */
export function refundedByDay(db: Db, start: Date, end: Date) {
  const day = dayIndex('o.cancelled_at', start);
  return db
    .selectFrom('orders as o')
    .innerJoin('payments as p', 'p.order_id', 'o.id')
    .select([day.as('day'), sql<number>`coalesce(sum(p.refund_amount), 0)::bigint`.as('krw')])
    .where('o.cancelled_at', '>=', start)
    .where('o.cancelled_at', '<', end)
    .where('p.refund_amount', '>', 0)
    .groupBy(sql`1`)
    .execute();
}

/** Orders placed and members joined since `since`. */
export async function countSince(db: Db, since: Date) {
  const [orders, members] = await Promise.all([
    db.selectFrom('orders').select(sql<number>`count(*)::int`.as('n')).where('created_at', '>=', since).executeTakeFirstOrThrow(),
    db.selectFrom('members').select(sql<number>`count(*)::int`.as('n')).where('created_at', '>=', since).where('role', '=', 'USER').executeTakeFirstOrThrow(),
  ]);
  return { placedOrders: Number(orders.n), newMembers: Number(members.n) };
}

/** What waits for an admin: deposits to confirm, questions to answer, requests to look at. */
export async function countWaiting(db: Db) {
  const [deposits, questions, requests] = await Promise.all([
    db
      .selectFrom('orders')
      .select([sql<number>`count(*)::int`.as('n'), sql<number>`coalesce(sum(final_krw), 0)::bigint`.as('krw')])
      .where('status', '=', 'WAITING')
      .where('payment_method', '=', 'BANK_TRANSFER')
      .executeTakeFirstOrThrow(),
    db.selectFrom('qna_articles').select(sql<number>`count(*)::int`.as('n')).where('comment', 'is', null).executeTakeFirstOrThrow(),
    db.selectFrom('custom_applications').select(sql<number>`count(*)::int`.as('n')).where('is_draft', '=', false).where('status', '=', 'WAITING').executeTakeFirstOrThrow(),
  ]);
  return { deposits: Number(deposits.n), depositsKrw: Number(deposits.krw), questions: Number(questions.n), customRequests: Number(requests.n) };
}

/** Keys in use at `now`, and those of them that end by `soon`. */
export async function countLiveKeys(db: Db, now: Date, soon: Date) {
  const row = await db
    .selectFrom('subscriptions')
    .select([sql<number>`count(*)::int`.as('live'), sql<number>`count(*) filter (where expire_at <= ${soon})::int`.as('soon')])
    .where('use_status', '=', 'GRANTED')
    .where('expire_at', '>', now)
    .executeTakeFirstOrThrow();
  return { live: Number(row.live), expiringSoon: Number(row.soon) };
}

/** The best-selling products among orders paid since `since` and still standing. */
export function topItems(db: Db, since: Date, limit: number) {
  return db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .innerJoin('items as i', 'i.id', 'oi.item_id')
    .select(['oi.item_id', 'i.item_name', sql<number>`sum(oi.quantity)::int`.as('quantity'), sql<number>`sum(oi.order_price_krw)::bigint`.as('krw')])
    .where('o.paid_at', '>=', since)
    .where('o.status', '<>', 'CANCEL')
    .groupBy(['oi.item_id', 'i.item_name'])
    .orderBy(sql`sum(oi.order_price_krw)`, 'desc')
    .orderBy('oi.item_id')
    .limit(limit)
    .execute();
}
