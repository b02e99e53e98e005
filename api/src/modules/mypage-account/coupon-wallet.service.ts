import { ACCOUNT_MESSAGES, type CouponPage, type WalletCoupon } from '@store/shared';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { issueCouponByCode } from '../coupons/coupons.repository.ts';
import * as repo from './coupon-wallet.repository.ts';

// /mypage/check-coupon. "Using" a coupon here (POST /api/coupon/use/{couponId}) means taking a
// coupon CODE into the member's wallet (쿠폰 등록); spending it happens at checkout, where the
// order sheet reserves the member's copy (modules/coupons reserveCoupon).

/** Code guesses per member: coupon codes must not be brute-forced through this call. */
const REGISTER_LIMIT = { limit: 10, windowSeconds: 600 } as const;

function walletStatus(row: repo.WalletRow, expiry: Date | null, now: Date): WalletCoupon['status'] {
  // Taken by an order still waiting for its payment: it comes back if that order is cancelled.
  if (row.used_at) return row.order_status === 'WAITING' ? 'RESERVED' : 'USED';
  if (expiry && expiry.getTime() <= now.getTime()) return 'EXPIRED';
  // Stopped by the admin, or its quantity used up by other members.
  if (!row.is_active || (row.quantity !== null && row.used_count >= row.quantity)) return 'UNAVAILABLE';
  // Checkout (usableCouponConditions) also needs the period to have started: a coupon an admin
  // issued ahead of its start date stays on the unused tab, but is not "usable" yet.
  if (row.start_at.getTime() > now.getTime()) return 'UPCOMING';
  return 'UNUSED';
}

export function toWalletCoupon(row: repo.WalletRow, now: Date): WalletCoupon {
  const ends = [row.expires_at, row.end_at].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime());
  const expiry = ends[0] ?? null;
  const status = walletStatus(row, expiry, now);
  return {
    couponId: row.id,
    name: row.name,
    description: row.description,
    discountRate: row.discount_type === 'PERCENT' ? row.discount_value : null,
    discountAmount: row.discount_type === 'FIXED' ? row.discount_value : null,
    minPurchase: row.min_purchase_krw,
    expirationDate: expiry?.toISOString() ?? null,
    status,
    startsAt: row.start_at.toISOString(),
    usedAt: row.used_at?.toISOString() ?? null,
    orderNumber: row.order_number,
    issuedAt: row.issued_at.toISOString(),
  };
}

export async function listWallet(deps: Pick<AppDeps, 'db' | 'clock'>, memberId: number, q: { page: number; size: number; status: 'unused' | 'used' }): Promise<CouponPage> {
  const now = deps.clock.now();
  const totalElements = await repo.countWallet(deps.db, memberId, q.status, now);
  const rows = await repo.pageWallet(deps.db, memberId, q.status, now, (q.page - 1) * q.size, q.size);
  return { content: rows.map((r) => toWalletCoupon(r, now)), page: q.page, totalPages: Math.ceil(totalElements / q.size), totalElements };
}

/**
 * Registers a coupon code. Race-safe: issueCouponByCode claims one of the coupon's quantity with
 * a conditional UPDATE, and the unique (member_id, coupon_id) refuses a second copy even when
 * the same member fires the request many times at once (the loser's transaction rolls back,
 * quantity included, and gets 409).
 */
export async function registerCoupon(deps: AppDeps, memberId: number, code: string): Promise<WalletCoupon> {
  const now = deps.clock.now();
  await consumeRateLimits(deps.db, [{ key: `coupon-register:${memberId}`, ...REGISTER_LIMIT }], now, ACCOUNT_MESSAGES.couponThrottled);
  let issued;
  try {
    issued = await inTransaction(deps.db, (tx) => issueCouponByCode(tx, memberId, code, now));
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'member_coupons_member_coupon_key') throw conflict(ACCOUNT_MESSAGES.couponAlreadyOwned);
    throw error;
  }
  const coupon = await repo.findCouponByCode(deps.db, code);
  if (!issued) {
    // Tell the member why, without revealing more than "this code works or not".
    if (coupon && (await repo.findWalletCoupon(deps.db, memberId, coupon.id))) throw conflict(ACCOUNT_MESSAGES.couponAlreadyOwned);
    if (coupon && coupon.quantity !== null && coupon.issued_count >= coupon.quantity) throw conflict(ACCOUNT_MESSAGES.couponSoldOut);
    throw notFound(ACCOUNT_MESSAGES.couponNotFound);
  }
  const row = coupon && (await repo.findWalletCoupon(deps.db, memberId, coupon.id));
  if (!row) throw notFound(ACCOUNT_MESSAGES.couponNotFound);
  return toWalletCoupon(row, now);
}
