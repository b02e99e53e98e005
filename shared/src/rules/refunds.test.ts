import { describe, expect, it } from 'vitest';
import { daysUsed, unusedDaysRefund } from './refunds.ts';

const now = new Date('2026-11-26T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe('daysUsed', () => {
  it('counts any part of a day, none before activation, never past the period', () => {
    expect(daysUsed(null, 30, now)).toBe(0);
    expect(daysUsed(daysAgo(0.1), 30, now)).toBe(1);
    expect(daysUsed(daysAgo(3), 30, now)).toBe(3);
    expect(daysUsed(daysAgo(45), 30, now)).toBe(30);
    expect(daysUsed(daysAgo(-1), 30, now)).toBe(0);
  });
});

describe('unusedDaysRefund', () => {
  it('refunds a key never activated whole, and the unused days of one in use', () => {
    expect(unusedDaysRefund(30_000, [{ orderPrice: 30_000, keys: [{ period: 1, startedAt: null }] }], now)).toBe(30_000);
    // 10 of 30 days used: two thirds back.
    expect(unusedDaysRefund(30_000, [{ orderPrice: 30_000, keys: [{ period: 1, startedAt: daysAgo(10) }] }], now)).toBe(20_000);
    // 90 days bought, all used: nothing back.
    expect(unusedDaysRefund(87_300, [{ orderPrice: 87_300, keys: [{ period: 3, startedAt: daysAgo(200) }] }], now)).toBe(0);
  });

  it('spreads a coupon or points over the lines by price and splits a line over its keys', () => {
    const lines = [
      // 2 keys for 60,000: 30,000 each before the discount; one used 15 of 30 days.
      { orderPrice: 60_000, keys: [{ period: 1, startedAt: daysAgo(15) }, { period: 1, startedAt: null }] },
      { orderPrice: 40_000, keys: [{ period: 1, startedAt: null }] },
    ];
    // Paid 80,000 of 100,000: shares 24,000 + 24,000 + 32,000; the first half-used.
    expect(unusedDaysRefund(80_000, lines, now)).toBe(12_000 + 24_000 + 32_000);
  });

  it('counts an unlimited key as the 24 months it was billed for, and rounds down to the won', () => {
    // 72 of 720 days used: 90 % of 10,001 = 9,000.9.
    expect(unusedDaysRefund(10_001, [{ orderPrice: 10_001, keys: [{ period: 0, startedAt: daysAgo(72) }] }], now)).toBe(9_000);
  });

  it('is 0 for a free order, and never more than was paid', () => {
    expect(unusedDaysRefund(0, [{ orderPrice: 10_000, keys: [{ period: 1, startedAt: null }] }], now)).toBe(0);
    expect(unusedDaysRefund(5_000, [{ orderPrice: 10_000, keys: [{ period: 1, startedAt: null }] }], now)).toBe(5_000);
    expect(unusedDaysRefund(5_000, [], now)).toBe(0);
  });

  it('adds shares exactly: thirds of a whole won come back whole, not a won short', () => {
    const unused = { period: 1, startedAt: null };
    const thirds = [1, 2, 3].map(() => ({ orderPrice: 10_000, keys: [unused] }));
    expect(unusedDaysRefund(100, thirds, now)).toBe(100);
    expect(unusedDaysRefund(1_000_001, thirds, now)).toBe(1_000_001);
    // 7 keys over 3 lines of uneven prices, every key unused: the whole payment.
    const uneven = [
      { orderPrice: 19_900, keys: [unused, unused, unused] },
      { orderPrice: 57_909, keys: [unused, unused] },
      { orderPrice: 12_345, keys: [unused, unused] },
    ];
    expect(unusedDaysRefund(90_154, uneven, now)).toBe(90_154);
    // A large order of 725 unused keys: shares summed in floating point came back a won short.
    expect(unusedDaysRefund(400_108_484, [{ orderPrice: 733_956, keys: Array.from({ length: 725 }, () => unused) }], now)).toBe(400_108_484);
  });
});
