import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/transaction.ts';
import type { Database } from '../db/types.ts';

// Helpers of the paged admin lists: Seoul calendar days to instants, page arithmetic, counts that
// stop at a bound, LIKE patterns with the user's wildcards escaped.

const DAY_MS = 86_400_000;

/** [start of `from`, start of the day after `to`) in Asia/Seoul, for inclusive day filters. */
export function seoulDayRange(from?: string, to?: string): { start?: Date; end?: Date } {
  return {
    ...(from ? { start: new Date(`${from}T00:00:00+09:00`) } : {}),
    ...(to ? { end: new Date(new Date(`${to}T00:00:00+09:00`).getTime() + DAY_MS) } : {}),
  };
}

/**
 * How far a list's count goes. Counting every match of an unfiltered list reads all of it: 640 ms
 * for a million orders (`npm run bench:scale`), on every page turn. Past this many the screen says
 * "10,000건 이상" and pages through the first 10,000 (500 pages of 20); a filter narrows the rest.
 */
export const COUNT_BOUND = 10_000;

export interface BoundedCount {
  total: number;
  /** There are more matches than `total` (= COUNT_BOUND). */
  capped: boolean;
}

/** The rows `base` matches, counted up to COUNT_BOUND + 1 and no further. */
export async function boundedCount(db: Db, base: SelectQueryBuilder<Database, any, object>): Promise<BoundedCount> {
  const { n } = await db
    .selectFrom(base.select(sql<number>`1`.as('one')).limit(COUNT_BOUND + 1).as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const count = Number(n);
  return { total: Math.min(count, COUNT_BOUND), capped: count > COUNT_BOUND };
}

export function pageInfo(page: number, size: number, count: BoundedCount) {
  return { page, size, totalElements: count.total, totalPages: Math.ceil(count.total / size), totalCapped: count.capped };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `%text%` for ILIKE with %, _ and \ taken literally: a search box is not a pattern language. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** `text%`, literally: a beginning, which a b-tree with text_pattern_ops serves. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

export const iso = (d: Date | string | null | undefined): string | null => (d == null ? null : new Date(d).toISOString());
