import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database, OrderStatusValue } from '../../db/types.ts';
import type { Db } from '../../db/transaction.ts';
import { boundedCount, containsPattern, COUNT_BOUND } from '../../lib/admin-list.ts';

// Kysely queries of the admin order screens.

type OrderEb = ExpressionBuilder<Database & { o: Database['orders']; m: Database['members'] }, 'o' | 'm'>;

/**
 * When an order became something an admin should look at: a bank-transfer order when it was
 * placed (the deposit is the admin's job), a card order when it was paid. Confirming a deposit
 * later sets paid_at but does not make the order "new" again.
 */
export const noticedAt = sql<Date>`case when o.payment_method = 'BANK_TRANSFER' then o.created_at else o.paid_at end`;

/** Orders worth an alert: paid, or waiting for a bank deposit. Unpaid card and cancelled ones are not. */
function needsAttention(eb: OrderEb) {
  return eb.or([
    eb('o.status', 'in', ['COMPLETE', 'CONFIRM']),
    eb.and([eb('o.status', '=', 'WAITING'), eb('o.payment_method', '=', 'BANK_TRANSFER')]),
  ]);
}

export function findSeenMark(db: Db, memberId: number) {
  return db.selectFrom('admin_order_marks').select('seen_at').where('member_id', '=', memberId).executeTakeFirst();
}

/** Moves the admin's mark forward only (greatest): an older tab cannot rewind it. */
export async function upsertSeenMark(db: Db, memberId: number, seenAt: Date, now: Date): Promise<Date> {
  const row = await db
    .insertInto('admin_order_marks')
    .values({ member_id: memberId, seen_at: seenAt, updated_at: now })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({ seen_at: sql<Date>`greatest(admin_order_marks.seen_at, excluded.seen_at)`, updated_at: now }),
    )
    .returning('seen_at')
    .executeTakeFirstOrThrow();
  return row.seen_at;
}

const summaryColumns = [
  'o.id',
  'o.order_number',
  'o.status',
  'o.payment_method',
  'o.total_krw',
  'o.final_krw',
  'o.created_at',
  'o.paid_at',
  'o.deposit_deadline',
  'o.member_id',
  'm.name as buyer_name',
  'm.login_id as buyer_login_id',
] as const;

/** First item name, number of lines and units: enough for a one-line summary of an order. */
const lineSummary = [
  sql<string | null>`(select oi.item_name from order_items oi where oi.order_id = o.id order by oi.id limit 1)`.as('first_item'),
  sql<number>`(select count(*)::int from order_items oi where oi.order_id = o.id)`.as('line_count'),
  sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = o.id)`.as('quantity'),
];

/**
 * The orders an admin is alerted to (`needsAttention`), to be bounded by `noticedAt`; also the
 * dashboard's count, which is why the members join is left to the list (at 1M orders it cost the
 * count 4 ms more).
 */
export function noticedOrders(db: Db) {
  return db.selectFrom('orders as o').where((eb) => needsAttention(eb as unknown as OrderEb));
}

export async function listNewOrders(db: Db, since: Date, until: Date, limit: number) {
  const base = noticedOrders(db)
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .where(noticedAt, '>', since)
    .where(noticedAt, '<=', until);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([...summaryColumns, ...lineSummary])
    .orderBy(noticedAt, 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
  return { count: Number(n), rows };
}

export interface OrderListFilter {
  status?: OrderStatusValue;
  paymentMethod?: 'SIMPLE_PAY' | 'BANK_TRANSFER';
  start?: Date;
  end?: Date;
  q?: string;
}

type OrdersQuery = SelectQueryBuilder<Database & { o: Database['orders'] }, 'o', object>;

/** The filters besides the search, on any query of orders aliased `o`. */
function filtered(query: OrdersQuery, filter: OrderListFilter): OrdersQuery {
  let q = query;
  if (filter.status) q = q.where('o.status', '=', filter.status);
  if (filter.paymentMethod) q = q.where('o.payment_method', '=', filter.paymentMethod);
  if (filter.start) q = q.where('o.created_at', '>=', filter.start);
  if (filter.end) q = q.where('o.created_at', '<', filter.end);
  return q;
}

/**
 * Up to this many matching buyers, a search reads their orders by their ids; past it the word is
 * broad (a digit, a common syllable) and their newest orders are found fastest by walking the
 * orders newest first, which the planner does for a subquery it expects to match many.
 */
const BUYER_BOUND = 1_000;

/**
 * The members a search names by name or login id (trigram indexes, migration 0018), or 'broad'.
 * Found first, on their own: left inside the orders' query, the planner misjudged how many a
 * pattern matches and sometimes walked every order newest first for a word naming 11 members
 * (173,000 orders read: 470 ms).
 */
async function searchedBuyers(db: Db, pattern: string): Promise<number[] | 'broad'> {
  const rows = await db.selectFrom('members').select('id').where(buyerMatches(pattern)).limit(BUYER_BOUND + 1).execute();
  return rows.length > BUYER_BOUND ? 'broad' : rows.map((r) => r.id);
}

const buyerMatches = (pattern: string) => (m: ExpressionBuilder<Database, 'members'>) => m.or([m('name', 'ilike', pattern), m('login_id', 'ilike', pattern)]);

/**
 * A search's orders: those of the matching buyers and those by number, as a union of ids, each
 * side on its own index (orders by buyer and date, migration 0021; trigrams on the order number,
 * migration 0018); an OR of the two filtered every order in turn (1.5 s for a million). Each side
 * contributes at most `limit` ids, the newest when `newest`: a page needs no more than the newest
 * `offset + size` of each, and the count no more than its bound. Without that, a word that names
 * 11,000 buyers gathered their 110,000 orders for every page (943 ms in bench:scale).
 */
function searched(db: Db, filter: OrderListFilter, pattern: string, buyers: number[] | 'broad', limit: number, newest: boolean) {
  const side = (query: OrdersQuery) => {
    const ordered = newest ? query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc') : query;
    // In a subquery of its own: SQL takes no ORDER BY or LIMIT on a bare UNION branch.
    return db.selectFrom(ordered.select('o.id').limit(limit).as('side')).select('side.id');
  };
  const orders = () => filtered(db.selectFrom('orders as o'), filter);
  const byNumber = side(orders().where('o.order_number', 'ilike', pattern));
  if (buyers !== 'broad' && !buyers.length) return byNumber;
  const ofBuyers = orders().where(
    'o.member_id',
    'in',
    buyers === 'broad' ? db.selectFrom('members').select('id').where(buyerMatches(pattern)) : sql<number>`(select unnest(${buyers}::int[]))`,
  );
  return side(ofBuyers).union(byNumber);
}

export async function listOrders(db: Db, filter: OrderListFilter, page: number, size: number) {
  // Filtered and counted on orders alone; the buyer is joined for the page's rows only.
  const all = () => filtered(db.selectFrom('orders as o'), filter);
  let counted: SelectQueryBuilder<Database, any, object> = all();
  let paged = all();
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const buyers = await searchedBuyers(db, pattern);
    // A search is counted on its union of ids itself: its sides carry the filters already, and
    // joining each id back to its order (10,001 lookups for a broad word) took half the count's time.
    counted = db.selectFrom(searched(db, filter, pattern, buyers, COUNT_BOUND + 1, false).as('found'));
    paged = db.selectFrom('orders as o').where('o.id', 'in', searched(db, filter, pattern, buyers, page * size, true));
  }
  // The page and its count at once: each on its own connection of the pool.
  const [total, rows] = await Promise.all([
    boundedCount(db, counted),
    paged
      .innerJoin('members as m', 'm.id', 'o.member_id')
      .select([...summaryColumns, ...lineSummary])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { total, rows };
}

export type OrderSummaryRow = Awaited<ReturnType<typeof listOrders>>['rows'][number];

export function findOrderWithBuyer(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .selectAll('o')
    .select(['m.login_id', 'm.name', 'm.email', 'm.phone', 'm.status as member_status'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

export function orderLines(db: Db, orderId: number) {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export function orderPayments(db: Db, orderId: number) {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
}

export function orderPointRows(db: Db, orderId: number) {
  return db.selectFrom('point_ledger').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export function orderCoupon(db: Db, memberCouponId: number) {
  return db
    .selectFrom('member_coupons as mc')
    .innerJoin('coupons as c', 'c.id', 'mc.coupon_id')
    .select(['c.id', 'c.name', 'c.discount_type', 'c.discount_value'])
    .where('mc.id', '=', memberCouponId)
    .executeTakeFirst();
}

export function orderKeys(db: Db, orderId: number) {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('items as i', 'i.id', 's.item_id')
    .select(['s.id', 's.order_item_id', 's.subscription_period', 's.hash_key', 's.use_status', 's.start_at', 's.expire_at', 's.mac_address1', 's.mac_address2', 's.revoked_at', 'i.item_name'])
    .where('s.order_id', '=', orderId)
    .orderBy('s.id')
    .execute();
}

export function orderAuditRows(db: Db, orderId: number) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('members as m', 'm.id', 'a.actor_member_id')
    .select(['a.id', 'a.action', 'a.before', 'a.after', 'a.created_at', 'm.login_id'])
    .where('a.target_type', '=', 'order')
    .where('a.target_id', '=', String(orderId))
    // What was done to the order, not who looked at it (order-detail.service.ts logs each look).
    .where('a.action', '<>', 'order.view')
    .orderBy('a.id')
    .execute();
}
