import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountLabel, discountRateOf, MAX_ORDER_QUANTITY, subscriptionTotal, SUBSCRIPTION_PERIODS } from './pricing.ts';

describe('subscription pricing', () => {
  it('applies the months discounts of the price table', () => {
    expect(subscriptionTotal(10_000, 1, 1)).toBe(10_000);
    expect(subscriptionTotal(10_000, 1, 3)).toBe(29_100);
    expect(subscriptionTotal(10_000, 1, 6)).toBe(57_000);
    expect(subscriptionTotal(10_000, 1, 12)).toBe(108_000);
    expect(subscriptionTotal(10_000, 1, 0)).toBe(204_000); // unlimited = 24 months at 15 % off
    expect(subscriptionTotal(10_000, 2, 3)).toBe(58_200);
  });

  it('rounds down to the won', () => {
    expect(subscriptionTotal(12_345, 1, 3)).toBe(35_923); // 35,923.95
  });

  it('shows the item discount and the months discount side by side, never summed', () => {
    expect(discountLabel(20, 1)).toBe('20% 할인');
    expect(discountLabel(20, 6)).toBe('20%+5% 할인');
    expect(discountLabel(0, 3)).toBe('3% 할인');
    expect(discountLabel(0, 1)).toBeNull();
    expect(discountLabel(31, null)).toBe('31% 할인');
    expect(discountRateOf(50_000, 39_000)).toBe(22);
    expect(discountRateOf(0, 0)).toBe(0);
  });

  it('refuses fractional or non-positive quantities and negative prices', () => {
    expect(() => subscriptionTotal(1000, 0, 1)).toThrow(RangeError);
    expect(() => subscriptionTotal(1000, 1.5, 1)).toThrow(RangeError);
    expect(() => subscriptionTotal(-1, 1, 1)).toThrow(RangeError);
  });

  const price = fc.integer({ min: 0, max: 10_000_000 });
  const quantity = fc.integer({ min: 1, max: MAX_ORDER_QUANTITY });
  const period = fc.constantFrom(...SUBSCRIPTION_PERIODS);

  it('is always a non-negative integer no larger than the undiscounted price', () => {
    fc.assert(
      fc.property(price, quantity, period, (p, q, m) => {
        const total = subscriptionTotal(p, q, m);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(p * q * (m === 0 ? 24 : m));
      }),
    );
  });

  it('is monotone in quantity', () => {
    fc.assert(
      fc.property(price, quantity, period, (p, q, m) => {
        expect(subscriptionTotal(p, q + 1, m)).toBeGreaterThanOrEqual(subscriptionTotal(p, q, m));
      }),
    );
  });
});
