import { isSubscriptionPeriod, periodLabel } from '@store/shared';

export function subscriptionLabel(period: number): string {
  return isSubscriptionPeriod(period) ? periodLabel(period) : `${period}개월`;
}
