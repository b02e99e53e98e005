import { billedMonths, type SubscriptionPeriod } from './pricing.ts';
import { DAY_MS } from './seoul-dates.ts';
import { DAYS_PER_MONTH } from './subscriptions.ts';

// The refund for a program error (store.md §9, the FAQ): what was paid, minus the days each key
// has been in use. An admin sees it beside the cancel button and may refund it instead of the
// whole amount.

export interface RefundLine {
  /** The line's price before coupon and points (order_price_krw). */
  orderPrice: number;
  /** Its keys: one per unit bought, each with its period and when it was first activated. */
  keys: { period: number; startedAt: Date | string | null }[];
}

/** Whole days a key has been in use: any part of a day counts, never more than its period. */
export function daysUsed(startedAt: Date | string | null, totalDays: number, now: Date): number {
  if (startedAt === null) return 0;
  const elapsed = now.getTime() - new Date(startedAt).getTime();
  return Math.min(totalDays, Math.max(0, Math.ceil(elapsed / DAY_MS)));
}

/**
 * `paid` spread over the lines by their prices (so a coupon or points lower every line alike),
 * each line's share split evenly over its keys, and of each key's share the days not yet used.
 * A key never activated is refunded whole; an unlimited key counts as the 24 months it was billed
 * for. Rounded down to the won.
 */
export function unusedDaysRefund(paid: number, lines: RefundLine[], now: Date): number {
  const total = lines.reduce((sum, l) => sum + l.orderPrice, 0);
  if (paid <= 0 || total <= 0) return 0;
  // Summed as one exact fraction of whole numbers and floored once: money never goes through a
  // floating-point share (a whole won rendered x.9999… would have lost it).
  let num = 0n;
  let den = 1n;
  for (const line of lines) {
    if (line.keys.length === 0) continue;
    for (const key of line.keys) {
      const totalDays = billedMonths(key.period as SubscriptionPeriod) * DAYS_PER_MONTH;
      const unused = totalDays - daysUsed(key.startedAt, totalDays, now);
      // paid × orderPrice / total / keys × unused / totalDays
      const a = BigInt(paid) * BigInt(line.orderPrice) * BigInt(unused);
      const b = BigInt(total) * BigInt(line.keys.length) * BigInt(totalDays);
      num = num * b + a * den;
      den *= b;
      const divisor = gcd(num, den);
      num /= divisor;
      den /= divisor;
    }
  }
  return Math.min(paid, Number(num / den));
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}
