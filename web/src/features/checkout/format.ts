import { formatDate, isSubscriptionPeriod, periodLabel } from '@store/shared';

const seoulTime = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const seoulWeekday = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', weekday: 'short' });

/** A deposit deadline in Seoul time: "2026.11.25(수) 23:59". Unparseable text is shown as it came. */
export function formatDeadline(value: string): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return value;
  return `${formatDate(date)}(${seoulWeekday.format(date)}) ${seoulTime.format(date)}`;
}

export function subscriptionLabel(period: number): string {
  return isSubscriptionPeriod(period) ? periodLabel(period) : `${period}개월`;
}
