import { sql, type QueryCreator } from 'kysely';
import type { Db } from '../db/transaction.ts';
import type { Database } from '../db/types.ts';
import { rateLimitIp } from './client-ip.ts';
import { tooManyRequests } from './errors.ts';

/**
 * Fixed-window counters in PostgreSQL (`rate_limits`), shared by every API process (DESIGN.md
 * §8: no in-memory state). A window is [floor(now / window) * window, +window). Fixed windows
 * may let up to twice the limit through around a window edge; that is accepted for these
 * abuse limits, which must merely be cheap, atomic and never permanent.
 */
export interface RateLimit {
  /** Per-IP limits spell their key `<scope>:ip:<address>` (see storedKey). */
  key: string;
  limit: number;
  windowSeconds: number;
}

const IP_KEY = /^([a-z-]+:ip:)(.+)$/;

/**
 * The row a key counts on. A per-IP key counts on rateLimitIp(address), the /64 for IPv6: done
 * here, once, so no per-IP limit can forget it, while the addresses that sessions, codes and
 * audit rows record stay whole. Counts come back (hitRateLimitsQuery) under this key.
 */
export function storedKey(key: string): string {
  const ip = IP_KEY.exec(key);
  return ip ? ip[1]! + rateLimitIp(ip[2]!) : key;
}

function windowStart(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/**
 * The UPDATE that gives a hit back on every limit, for a caller to run alone or inside a larger
 * statement (a successful login folds it into the statement that opens its session). Its rows
 * are locked first in key order (the sub-select), the order hitRateLimitsQuery writes them in:
 * an UPDATE alone locks in whatever order it scans, so giving back two rows (a login refused by
 * its first limit gives back the other two) while another request counts the same two in key
 * order could deadlock. On a loaded CI machine 2 of 25 parallel guesses were answered neither 401
 * nor 429, after PostgreSQL's 1 s deadlock timeout.
 */
export function releaseRateLimitsQuery(qc: QueryCreator<Database>, limits: Pick<RateLimit, 'key' | 'windowSeconds'>[], now: Date) {
  const locked = qc
    .selectFrom('rate_limits')
    .select(['key', 'window_start'])
    .where((eb) => eb.or(limits.map((l) => eb.and([eb('key', '=', storedKey(l.key)), eb('window_start', '=', windowStart(now, l.windowSeconds))]))))
    .orderBy(sql`key collate "C"`)
    .forUpdate();
  return qc
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where((eb) => eb(eb.refTuple('key', 'window_start'), 'in', locked.$asTuple('key', 'window_start')))
    .where('count', '>', 0);
}

/** Gives a hit back on every limit, in one statement (a login that succeeded was not a failed attempt). */
export async function releaseRateLimits(db: Db, limits: Pick<RateLimit, 'key' | 'windowSeconds'>[], now: Date): Promise<void> {
  if (!limits.length) return;
  await releaseRateLimitsQuery(db, limits, now).execute();
}

/**
 * The INSERT … ON CONFLICT DO UPDATE … RETURNING (key, count) that counts one hit on each limit,
 * for a caller to run alone or as a CTE of a larger statement (a login reads its member in the
 * same one). Concurrent hits on any number of processes each see a distinct count, so a burst
 * cannot slip through a read-then-write gap. Rows are written in key order, so two requests
 * hitting the same keys lock them in the same order and cannot deadlock. The stored keys must be
 * distinct: one statement cannot update a row twice.
 */
export function hitRateLimitsQuery(qc: QueryCreator<Database>, limits: RateLimit[], now: Date) {
  const values = limits
    .map((l) => ({ key: storedKey(l.key), window_start: windowStart(now, l.windowSeconds), count: 1 }))
    // Code-unit order, which is PostgreSQL's `collate "C"` for these keys (the give-back's order).
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return qc
    .insertInto('rate_limits')
    .values(values)
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limits.count + 1` }))
    .returning(['key', 'count']);
}

/** Counts one hit on each limit (distinct keys) in one statement; the new counts by stored key. */
async function hitRateLimits(db: Db, limits: RateLimit[], now: Date): Promise<Map<string, number>> {
  const rows = await hitRateLimitsQuery(db, limits, now).execute();
  return new Map(rows.map((r) => [r.key, r.count]));
}

/** A refusal's words, fixed or told how many seconds are left until the caller may try again. */
export type RateLimitMessage = string | ((retryAfterSeconds: number) => string);

/**
 * Throws 429 with `message` when a count (by stored key, as hitRateLimitsQuery returned them) is over
 * its limit. Limits are checked in order and a refusal stops there: the ones after it were
 * counted by the same statement but must not be (a resend refused as too soon must not use up
 * the hourly allowance), so their hits are given back.
 */
export async function enforceRateLimits(
  db: Db,
  limits: RateLimit[],
  counts: Map<string, number>,
  now: Date,
  message: RateLimitMessage,
  onExceeded?: (limit: RateLimit) => void,
): Promise<void> {
  for (const [i, limit] of limits.entries()) {
    if (counts.get(storedKey(limit.key))! > limit.limit) {
      await releaseRateLimits(db, limits.slice(i + 1), now);
      onExceeded?.(limit);
      const retryAfter = (windowStart(now, limit.windowSeconds).getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000;
      throw tooManyRequests(typeof message === 'function' ? message(retryAfter) : message, retryAfter);
    }
  }
}

/**
 * Counts one hit on every limit; throws 429 with `message` when any is over. Hits are counted
 * even when refused, so hammering keeps the window full until it ends (and then it resets:
 * no lockout an attacker could make permanent). `onExceeded` lets the caller log which limit
 * tripped (keys may hold personal data, so logging is the caller's choice).
 */
export async function consumeRateLimits(
  db: Db,
  limits: RateLimit[],
  now: Date,
  message: RateLimitMessage,
  onExceeded?: (limit: RateLimit) => void,
): Promise<void> {
  if (!limits.length) return;
  if (new Set(limits.map((l) => storedKey(l.key))).size === limits.length) {
    await enforceRateLimits(db, limits, await hitRateLimits(db, limits, now), now, message, onExceeded);
    return;
  }
  // A key listed twice cannot go in one statement: such lists are counted one limit at a time.
  for (const limit of limits) {
    await enforceRateLimits(db, [limit], await hitRateLimits(db, [limit], now), now, message, onExceeded);
  }
}
