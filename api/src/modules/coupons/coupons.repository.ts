import { couponCopyExpiry } from '@store/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';

/**
 * Issues the coupon with `code` to a member, once. The quantity is claimed with one
 * conditional UPDATE … RETURNING (never read-then-write), so concurrent issues cannot exceed
 * it; the unique (member_id, coupon_id) makes a repeat a no-op. Returns undefined when the
 * coupon is missing, inactive, outside its period, sold out or already held, and leaves nothing
 * written then.
 *
 * Lock order member_coupons → coupons, like an admin's issue and checkout (reserveCoupon): the
 * member's copy is inserted first (ON CONFLICT DO NOTHING waits for, then skips, a copy being
 * issued concurrently), then one of the quantity is claimed. Claiming the coupon row first and
 * inserting the copy second deadlocked against an admin issuing the same coupon to the same
 * member at the same moment (a 500 for one of them). Call it inside a transaction, so that no
 * copy is ever seen, or left by a crash, without its claim (both callers do).
 */
export async function issueCouponByCode(db: Db, memberId: number, code: string, now: Date): Promise<{ name: string } | undefined> {
  const coupon = await db
    .selectFrom('coupons')
    .select(['id', 'valid_days', 'end_at'])
    .where(sql<boolean>`upper(code) = upper(${code})`)
    .executeTakeFirst();
  if (!coupon) return undefined;

  // valid_days and end_at never change after creation (admins only switch a coupon on or off).
  const expiresAt = couponCopyExpiry(now, coupon.valid_days, coupon.end_at);
  const copy = await db
    .insertInto('member_coupons')
    .values({ member_id: memberId, coupon_id: coupon.id, issued_at: now, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['member_id', 'coupon_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!copy) return undefined;

  const claimed = await db
    .updateTable('coupons')
    .set({ issued_count: sql<number>`issued_count + 1` })
    .where('id', '=', coupon.id)
    .where('is_active', '=', true)
    .where('start_at', '<=', now)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .where((eb) => eb.or([eb('quantity', 'is', null), eb('issued_count', '<', eb.ref('quantity'))]))
    .returning('name')
    .executeTakeFirst();
  if (!claimed) {
    // Not issuable: take our own (uncommitted) copy back so the caller's transaction, which may
    // go on (sign-up without its welcome coupon), keeps nothing of this attempt.
    await db.deleteFrom('member_coupons').where('id', '=', copy.id).execute();
    return undefined;
  }
  return { name: claimed.name };
}

// ---- checkout: a member's usable coupons, reserving one for an order, releasing it ----

/** Conditions under which a coupon itself may be used at `now` (its member copy aside). */
function usableCouponConditions(now: Date) {
  return sql<boolean>`c.is_active and c.start_at <= ${now} and (c.end_at is null or c.end_at > ${now}) and (c.quantity is null or c.used_count < c.quantity)`;
}

/** The member's unused, unexpired copies of active coupons in their period with uses left. */
export function listUsableCoupons(db: Db, memberId: number, now: Date) {
  return db
    .selectFrom('member_coupons as mc')
    .innerJoin('coupons as c', 'c.id', 'mc.coupon_id')
    .select(['c.id', 'c.name', 'c.description', 'c.discount_type', 'c.discount_value', 'c.min_purchase_krw', 'c.end_at', 'mc.expires_at'])
    .where('mc.member_id', '=', memberId)
    .where('mc.used_at', 'is', null)
    .where((eb) => eb.or([eb('mc.expires_at', 'is', null), eb('mc.expires_at', '>', now)]))
    .where(usableCouponConditions(now))
    .orderBy('c.id')
    .execute();
}

/** The member's coupons held by their orders (other than `exceptOrderId`) still waiting for a payment. */
export function listCouponsHeldByWaitingOrders(db: Db, memberId: number, exceptOrderId: number) {
  return db
    .selectFrom('member_coupons as mc')
    .innerJoin('coupons as c', 'c.id', 'mc.coupon_id')
    .innerJoin('orders as o', 'o.id', 'mc.order_id')
    .select(['c.name', 'o.id as order_id', 'o.order_number'])
    .where('mc.member_id', '=', memberId)
    .where('o.status', '=', 'WAITING')
    .where('o.id', '<>', exceptOrderId)
    .orderBy('o.id')
    .execute();
}

/** The member's copy of a coupon with the coupon's terms, whatever its state. */
export function findMemberCoupon(db: Db, memberId: number, couponId: number) {
  return db
    .selectFrom('member_coupons as mc')
    .innerJoin('coupons as c', 'c.id', 'mc.coupon_id')
    .select([
      'mc.id as member_coupon_id',
      'mc.used_at',
      'mc.expires_at',
      'c.id',
      'c.name',
      'c.discount_type',
      'c.discount_value',
      'c.min_purchase_krw',
      'c.is_active',
      'c.start_at',
      'c.end_at',
      'c.quantity',
      'c.used_count',
    ])
    .where('mc.member_id', '=', memberId)
    .where('mc.coupon_id', '=', couponId)
    .executeTakeFirst();
}

export type CouponReservation = 'reserved' | 'member-coupon-unavailable' | 'sold-out' | 'coupon-unavailable';

/**
 * Reserves a member's coupon for an order, in the caller's transaction. Two conditional
 * UPDATEs, never read-then-write: the member's copy only while unused and unexpired (one use per
 * member, even for two order sheets at once), then one use of the coupon's global quantity only
 * while used_count < quantity (a quantity-1 coupon cannot be redeemed twice by 50 parallel
 * checkouts; CHECK coupons_used_bound backs it up). Lock order: member_coupons, then coupons.
 */
export async function reserveCoupon(tx: Db, memberCouponId: number, couponId: number, orderId: number, now: Date): Promise<CouponReservation> {
  const copy = await tx
    .updateTable('member_coupons')
    .set({ used_at: now, order_id: orderId })
    .where('id', '=', memberCouponId)
    .where('used_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .returning('id')
    .executeTakeFirst();
  if (!copy) return 'member-coupon-unavailable';
  const coupon = await tx
    .updateTable('coupons as c')
    .set({ used_count: sql<number>`c.used_count + 1` })
    .where('c.id', '=', couponId)
    .where(usableCouponConditions(now))
    .returning('c.id')
    .executeTakeFirst();
  if (coupon) return 'reserved';
  // Tell "all used up" apart from "switched off or out of its period" for the message.
  const state = await tx.selectFrom('coupons').select(['quantity', 'used_count']).where('id', '=', couponId).executeTakeFirst();
  return state && state.quantity !== null && state.used_count >= state.quantity ? 'sold-out' : 'coupon-unavailable';
}

/** Gives a cancelled order's coupon back: the member's copy and one use of the quantity. */
export async function releaseCoupon(tx: Db, memberCouponId: number, orderId: number): Promise<boolean> {
  const copy = await tx
    .updateTable('member_coupons')
    .set({ used_at: null, order_id: null })
    .where('id', '=', memberCouponId)
    .where('order_id', '=', orderId)
    .returning('coupon_id')
    .executeTakeFirst();
  if (!copy) return false;
  await tx
    .updateTable('coupons')
    .set({ used_count: sql<number>`used_count - 1` })
    .where('id', '=', copy.coupon_id)
    .where('used_count', '>', 0)
    .execute();
  return true;
}
