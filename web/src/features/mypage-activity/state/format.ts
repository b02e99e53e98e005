const dateTime = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });

/** "2026. 11. 22. 14:05" in Asia/Seoul. */
export function formatDateTime(value: string | Date): string {
  return dateTime.format(new Date(value));
}
