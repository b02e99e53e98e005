// Display formatting shared by web and desktop: won prices, phone numbers, Seoul dates.

const wonFormatter = new Intl.NumberFormat('ko-KR');

/** 12000 -> "12,000원" */
export function formatWon(amount: number): string {
  return `${wonFormatter.format(Math.trunc(amount))}원`;
}

/** "01012345678" -> "010-1234-5678"; anything else is returned unchanged. */
export function formatPhone(digits: string): string {
  const m = /^(01\d)(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : digits;
}

const seoulDate = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function seoulDateParts(value: Date | string): [string, string, string] {
  const parts = seoulDate.formatToParts(new Date(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return [get('year'), get('month'), get('day')];
}

/** A date in Asia/Seoul as "2026.11.22". */
export function formatDate(value: Date | string): string {
  return seoulDateParts(value).join('.');
}

/** Seconds left as m:ss, as the verification countdown shows it. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A date in Asia/Seoul as "2026-11-22" (the API's joinDate). */
export function isoDateInSeoul(value: Date | string): string {
  return seoulDateParts(value).join('-');
}
