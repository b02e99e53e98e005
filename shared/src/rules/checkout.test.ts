import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicablePoints, checkoutAmounts, couponCopyExpiry, couponDiscount, earnedPoints, isPaidOrder, reviewReward, usablePoints, type CouponTerms } from './checkout.ts';

const fixed = (value: number, minPurchase = 0): CouponTerms => ({ discountType: 'FIXED', discountValue: value, minPurchase });
const percent = (value: number, minPurchase = 0): CouponTerms => ({ discountType: 'PERCENT', discountValue: value, minPurchase });

describe('checkout arithmetic', () => {
  it('uses points in multiples of 10, capped by balance and total', () => {
    expect(usablePoints(1234)).toBe(1230);
    expect(applicablePoints(999, 5000, 30000)).toBe(990);
    expect(applicablePoints(10000, 5005, 30000)).toBe(5000);
    expect(applicablePoints(10000, 50000, 7777)).toBe(7770);
    expect(applicablePoints(-50, 5000, 30000)).toBe(0);
    expect(applicablePoints(Number.NaN, 5000, 30000)).toBe(0);
  });

  it('applies percent coupons to the total minus points and caps fixed ones', () => {
    expect(couponDiscount(percent(10), 29_000)).toBe(2_900);
    expect(couponDiscount(fixed(3_000), 2_000)).toBe(2_000);
    expect(checkoutAmounts(30_000, 1_000, 5_000, percent(10))).toEqual({ totalSum: 30_000, usePoint: 1_000, couponDiscount: 2_900, finalAmount: 26_100 });
  });

  it('ignores a coupon whose minimum purchase is not met', () => {
    expect(checkoutAmounts(9_000, 0, 0, fixed(3_000, 10_000)).couponDiscount).toBe(0);
  });

  it('can bring the final amount to exactly 0 but never below', () => {
    expect(checkoutAmounts(5_000, 5_000, 5_000, fixed(3_000)).finalAmount).toBe(0);
  });

  it('pays earned points and review rewards rounded down', () => {
    expect(earnedPoints(29_990, 1)).toBe(299);
    expect(reviewReward(29_100)).toBe(873);
  });

  it('keeps every amount a non-negative integer for any input', () => {
    const coupon = fc.oneof(
      fc.constant(null),
      fc.record({ discountType: fc.constant('FIXED' as const), discountValue: fc.integer({ min: 1, max: 1_000_000 }), minPurchase: fc.integer({ min: 0, max: 100_000 }) }),
      fc.record({ discountType: fc.constant('PERCENT' as const), discountValue: fc.integer({ min: 1, max: 100 }), minPurchase: fc.integer({ min: 0, max: 100_000 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: -1_000, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), coupon, (total, requested, balance, c) => {
        const a = checkoutAmounts(total, requested, balance, c);
        for (const v of Object.values(a)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        expect(a.usePoint % 10).toBe(0);
        expect(a.usePoint).toBeLessThanOrEqual(Math.min(balance, total));
        expect(a.finalAmount).toBe(total - a.usePoint - a.couponDiscount);
      }),
    );
  });
});

describe('isPaidOrder', () => {
  it('is true for COMPLETE and CONFIRM only', () => {
    expect(['WAITING', 'COMPLETE', 'CONFIRM', 'CANCEL'].filter((s) => isPaidOrder(s as 'WAITING'))).toEqual(['COMPLETE', 'CONFIRM']);
  });
});

describe('couponCopyExpiry', () => {
  const issued = new Date('2026-03-01T00:00:00Z');
  it('is the validity after issue or the coupon\'s end, whichever comes first', () => {
    expect(couponCopyExpiry(issued, 7, new Date('2026-12-31T15:00:00Z'))?.toISOString()).toBe('2026-03-08T00:00:00.000Z');
    expect(couponCopyExpiry(issued, 30, new Date('2026-03-10T15:00:00Z'))?.toISOString()).toBe('2026-03-10T15:00:00.000Z');
    expect(couponCopyExpiry(issued, null, new Date('2026-03-10T15:00:00Z'))?.toISOString()).toBe('2026-03-10T15:00:00.000Z');
    expect(couponCopyExpiry(issued, 7, null)?.toISOString()).toBe('2026-03-08T00:00:00.000Z');
    expect(couponCopyExpiry(issued, null, null)).toBeNull();
  });
});
