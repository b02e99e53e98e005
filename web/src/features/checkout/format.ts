import { formatDateTimeWithWeekday, isSubscriptionPeriod, periodLabel } from '@store/shared';

/** A deposit deadline in Seoul time: "2026.11.25(수) 23:59". Unparseable text is shown as it came. */
export function formatDeadline(value: string): string {
  return !value || Number.isNaN(new Date(value).getTime()) ? value : formatDateTimeWithWeekday(value);
}

export function subscriptionLabel(period: number): string {
  return isSubscriptionPeriod(period) ? periodLabel(period) : `${period}개월`;
}
