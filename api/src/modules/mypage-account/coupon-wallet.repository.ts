import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/transaction.ts';
import type { Database } from '../../db/types.ts';

// The member's coupon wallet: their copies (member_coupons) with the coupon's terms.

type Eb = ExpressionBuilder<Database & { mc: Database['member_coupons']; c: Database['coupons']; o: Database['orders'] }, 'mc' | 'c' | 'o'>;

/**
 * Unused: not used, neither the copy nor the coupon expired, the coupon not stopped by the admin
 * and not used up by other members (checkout would refuse it: coupons.repository's
 * usableCouponConditions); or held by an order still waiting for its payment, which gives it back
 * if cancelled: not spent, so not on the 사용 완료·만료 tab, where the buyer did not look for it.
 * Everything else is "used".
 */
function unusedCondition(now: Date) {
  return (eb: Eb) =>
    eb.or([
      eb.and([
        eb('mc.used_at', 'is', null),
        eb.or([eb('mc.expires_at', 'is', null), eb('mc.expires_at', '>', now)]),
        eb.or([eb('c.end_at', 'is', null), eb('c.end_at', '>', now)]),
        eb('c.is_active', '=', true),
        eb.or([eb('c.quantity', 'is', null), eb('c.used_count', '<', eb.ref('c.quantity'))]),
      ]),
      // 'is not null' first: without an order o.status is null, and NOT (… OR null) would drop
      // a spent coupon from both tabs.
      eb.and([eb('mc.used_at', 'is not', null), eb('o.status', 'is not', null), eb('o.status', '=', 'WAITING')]),
    ]);
}

function wallet(db: Db, memberId: number, tab: 'unused' | 'used', now: Date) {
  return db
    .selectFrom('member_coupons as mc')
    .innerJoin('coupons as c', 'c.id', 'mc.coupon_id')
    .leftJoin('orders as o', 'o.id', 'mc.order_id')
    .where('mc.member_id', '=', memberId)
    .where((eb) => (tab === 'unused' ? unusedCondition(now)(eb) : eb.not(unusedCondition(now)(eb))));
}

const COLUMNS = [
  'mc.id as member_coupon_id',
  'mc.issued_at',
  'mc.expires_at',
  'mc.used_at',
  'c.id',
  'c.name',
  'c.description',
  'c.discount_type',
  'c.discount_value',
  'c.min_purchase_krw',
  'c.start_at',
  'c.end_at',
  'c.is_active',
  'c.quantity',
  'c.used_count',
  // The order that took the copy: while it waits for payment the copy is held, not spent.
  'o.status as order_status',
  'o.order_number',
] as const;

export async function countWallet(db: Db, memberId: number, tab: 'unused' | 'used', now: Date): Promise<number> {
  const row = await wallet(db, memberId, tab, now).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function pageWallet(db: Db, memberId: number, tab: 'unused' | 'used', now: Date, offset: number, limit: number) {
  const q = wallet(db, memberId, tab, now).select(COLUMNS);
  const ordered =
    tab === 'unused'
      ? q.orderBy(sql`coalesce(mc.expires_at, c.end_at)`, (ob) => ob.asc().nullsLast()).orderBy('mc.id')
      : q.orderBy(sql`coalesce(mc.used_at, mc.expires_at, c.end_at)`, 'desc').orderBy('mc.id', 'desc');
  return ordered.offset(offset).limit(limit).execute();
}

export type WalletRow = Awaited<ReturnType<typeof pageWallet>>[number];

export function findWalletCoupon(db: Db, memberId: number, couponId: number) {
  return db
    .selectFrom('member_coupons as mc')
    .innerJoin('coupons as c', 'c.id', 'mc.coupon_id')
    .leftJoin('orders as o', 'o.id', 'mc.order_id')
    .select(COLUMNS)
    .where('mc.member_id', '=', memberId)
    .where('mc.coupon_id', '=', couponId)
    .executeTakeFirst();
}

export function findCouponByCode(db: Db, code: string) {
  return db
    .selectFrom('coupons')
    .select(['id', 'quantity', 'issued_count'])
    .where(sql<boolean>`upper(code) = upper(${code})`)
    .executeTakeFirst();
}
