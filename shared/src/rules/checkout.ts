import type { OrderStatus } from '../constants/enums.ts';
import { POINT_UNIT, REVIEW_REWARD_RATE_PERCENT } from '../constants/limits.ts';
import { DAY_MS } from './seoul-dates.ts';

// Checkout arithmetic of store.md §5 and §9, in integer won. The order sheet shows these
// numbers and the API charges them; the API recomputes from the database, never from the client.

export type DiscountType = 'FIXED' | 'PERCENT';

export interface CouponTerms {
  discountType: DiscountType;
  /** Won for FIXED, whole percent (1-100) for PERCENT. */
  discountValue: number;
  minPurchase: number;
}

const floorToUnit = (value: number) => Math.floor(Math.max(0, value) / POINT_UNIT) * POINT_UNIT;

/** Points a member may spend: their balance rounded down to a multiple of 10. */
export function usablePoints(memberPoints: number): number {
  return floorToUnit(memberPoints);
}

/**
 * The points actually applied: the request capped at the usable points and at the order total,
 * rounded down to a multiple of 10. Never negative, never fractional.
 */
export function applicablePoints(requested: number, memberPoints: number, orderTotal: number): number {
  if (!Number.isFinite(requested) || requested <= 0) return 0;
  return floorToUnit(Math.min(Math.floor(requested), usablePoints(memberPoints), orderTotal));
}

/** Whether a coupon's minimum purchase is met by the order total (before points). */
export function couponApplies(coupon: CouponTerms, orderTotal: number): boolean {
  return orderTotal >= coupon.minPurchase;
}

/** Coupon discount on what is left after points: a percent of it, or a fixed amount, never more than it. */
export function couponDiscount(coupon: CouponTerms, amountAfterPoints: number): number {
  const base = Math.max(0, amountAfterPoints);
  const raw = coupon.discountType === 'PERCENT' ? Math.floor((base * coupon.discountValue) / 100) : coupon.discountValue;
  return Math.min(base, Math.max(0, raw));
}

export interface CheckoutAmounts {
  totalSum: number;
  usePoint: number;
  couponDiscount: number;
  finalAmount: number;
}

/** Points first, then the coupon on the rest; the final amount is never below 0. */
export function checkoutAmounts(
  orderTotal: number,
  requestedPoints: number,
  memberPoints: number,
  coupon: CouponTerms | null,
): CheckoutAmounts {
  const usePoint = applicablePoints(requestedPoints, memberPoints, orderTotal);
  const discount = coupon && couponApplies(coupon, orderTotal) ? couponDiscount(coupon, orderTotal - usePoint) : 0;
  return { totalSum: orderTotal, usePoint, couponDiscount: discount, finalAmount: Math.max(0, orderTotal - usePoint - discount) };
}

/** Points earned on a paid order: a percent of what was actually paid, rounded down. */
export function earnedPoints(paidAmount: number, earnRatePercent: number): number {
  return Math.floor((Math.max(0, paidAmount) * earnRatePercent) / 100);
}

/** The review reward shown and paid: 3 % of the order item's price, rounded down. */
export function reviewReward(orderPrice: number): number {
  return Math.floor((Math.max(0, orderPrice) * REVIEW_REWARD_RATE_PERCENT) / 100);
}

/** Paid: COMPLETE (keys issued) or CONFIRM (the buyer confirmed the purchase). */
export function isPaidOrder(status: OrderStatus): boolean {
  return status === 'COMPLETE' || status === 'CONFIRM';
}

/**
 * When a member's copy of a coupon issued at `issuedAt` expires: `validDays` after issue or the
 * coupon's own end, whichever comes first; null when neither bounds it.
 */
export function couponCopyExpiry(issuedAt: Date, validDays: number | null, couponEnd: Date | null): Date | null {
  const byValidity = validDays ? new Date(issuedAt.getTime() + validDays * DAY_MS) : null;
  if (byValidity && couponEnd) return byValidity.getTime() <= couponEnd.getTime() ? byValidity : couponEnd;
  return byValidity ?? couponEnd;
}
