// Calendar arithmetic on Seoul dates written as YYYY-MM-DD (the point-history filter).

/** A day in milliseconds (Korea has no daylight saving time, so every Seoul day is this long). */
export const DAY_MS = 86_400_000;

/**
 * Whether YYYY-MM-DD names a day that exists, in years the store can mean (2000–2999): a format
 * check alone let "2026-02-30" through, which the database then read as March 2nd, and "0000-01-01",
 * which it refused.
 */
export function isCalendarDay(isoDate: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return false;
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 2000 && y <= 2999 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** "2026-08-31" minus 6 months -> "2026-02-28": the day is clamped to the target month's end. */
export function minusMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The instant a Seoul calendar day starts (Korea has no daylight saving time). */
export function seoulDayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+09:00`);
}

/** The day after a YYYY-MM-DD date. */
export function nextDay(isoDate: string): string {
  return plusDays(isoDate, 1);
}

/** Seoul calendar days from one YYYY-MM-DD date to another (negative when `to` is earlier): a D-day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A YYYY-MM-DD date moved by whole days (negative: back). */
export function plusDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The instant before an exclusive end, where a coupon's period, copy or deadline stops working
 * (the midnight that starts the next day in Seoul): formatted as a day, it names the last day
 * that still counts ("2026.12.31까지", not 2027.01.01).
 */
export function lastMomentBefore(exclusiveEnd: Date | string): Date {
  return new Date(new Date(exclusiveEnd).getTime() - 1);
}
