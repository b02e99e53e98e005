// Display formatting shared by web and desktop: won prices, counts, phone numbers, Seoul dates.
//
// No Intl here: the first Intl.NumberFormat or DateTimeFormat a page makes loads ICU data on
// the main thread (about 30 ms on a desktop, four times that on a mid-range phone), and every
// storefront page formats a price before it can be used. Korean grouping and Seoul's fixed
// UTC+9 are simple enough to write out; format.test.ts checks them against Intl.

/** 1234567 -> "1,234,567" (whole numbers; a fraction is cut off, as won has none). */
export function formatNumber(value: number): string {
  const n = Math.trunc(value);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/** 12000 -> "12,000원" */
export function formatWon(amount: number): string {
  return `${formatNumber(amount)}원`;
}

/** 1234 -> "1,234P" (points, signed as given: -500 -> "-500P") */
export function formatPoints(points: number): string {
  return `${formatNumber(points)}P`;
}

/** A change of points with its sign: 1234 -> "+1,234P", -500 -> "-500P", 0 -> "0P". */
export function formatPointChange(delta: number): string {
  return `${delta > 0 ? '+' : ''}${formatPoints(delta)}`;
}

/** "01012345678" -> "010-1234-5678"; anything else is returned unchanged. */
export function formatPhone(digits: string): string {
  const m = /^(01\d)(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : digits;
}

// Korea has kept UTC+9 all year since 1988 (it had summer time in 1987 and 1988 only).
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

const pad2 = (n: number) => String(n).padStart(2, '0');
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** Seoul's wall clock at `value`, read with the getUTC… methods of the Date returned. */
function seoulClock(value: Date | string): Date {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid time value: ${String(value)}`);
  return new Date(time + SEOUL_OFFSET_MS);
}

/** Year, month and day of a Seoul wall clock (from seoulClock). */
function dateParts(clock: Date): [string, string, string] {
  return [String(clock.getUTCFullYear()), pad2(clock.getUTCMonth() + 1), pad2(clock.getUTCDate())];
}

/** "23:59" of a Seoul wall clock (from seoulClock). */
function timeOf(clock: Date): string {
  return `${pad2(clock.getUTCHours())}:${pad2(clock.getUTCMinutes())}`;
}

/** A date in Asia/Seoul as "2026.11.22". */
export function formatDate(value: Date | string): string {
  return dateParts(seoulClock(value)).join('.');
}

/** A moment in Asia/Seoul with its 24-hour time: "2026.11.25 23:59" (order, log and request times). */
export function formatDateTime(value: Date | string): string {
  const clock = seoulClock(value);
  return `${dateParts(clock).join('.')} ${timeOf(clock)}`;
}

/** A moment in Asia/Seoul with its weekday and time: "2026.11.25(수) 23:59". */
export function formatDateTimeWithWeekday(value: Date | string): string {
  const clock = seoulClock(value);
  return `${dateParts(clock).join('.')}(${WEEKDAYS[clock.getUTCDay()]}) ${timeOf(clock)}`;
}

/** Seconds left as m:ss, as the verification countdown shows it. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A date in Asia/Seoul as "2026-11-22" (the API's joinDate). */
export function isoDateInSeoul(value: Date | string): string {
  return dateParts(seoulClock(value)).join('-');
}

/** A file's size as the upload form, my page and the admin show it: 98 → "98 B", 1536 → "1.5 KB", 2_500_000 → "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
