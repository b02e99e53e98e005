// Helpers of the paged admin lists: Seoul calendar days to instants, page arithmetic, LIKE
// patterns with the user's wildcards escaped.

const DAY_MS = 86_400_000;

/** [start of `from`, start of the day after `to`) in Asia/Seoul, for inclusive day filters. */
export function seoulDayRange(from?: string, to?: string): { start?: Date; end?: Date } {
  return {
    ...(from ? { start: new Date(`${from}T00:00:00+09:00`) } : {}),
    ...(to ? { end: new Date(new Date(`${to}T00:00:00+09:00`).getTime() + DAY_MS) } : {}),
  };
}

export function pageInfo(page: number, size: number, totalElements: number) {
  return { page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}

/** `%text%` for ILIKE with %, _ and \ taken literally: a search box is not a pattern language. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export const iso = (d: Date | string | null | undefined): string | null => (d == null ? null : new Date(d).toISOString());
