// Subscription pricing of store.md §9. Pure integer-won arithmetic, used by the product page
// to show the total and by the API to charge it (the client's numbers are never trusted).

/** Months a buyer can pick on the product page; the price table also lists 12 and unlimited. */
export const DETAIL_MONTH_OPTIONS = [1, 3, 6] as const;
/** 0 means unlimited. */
export const SUBSCRIPTION_PERIODS = [1, 3, 6, 12, 0] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];
export const UNLIMITED = 0;
/** Unlimited is charged as this many months. */
export const UNLIMITED_BILLED_MONTHS = 24;
export const MAX_ORDER_QUANTITY = 999;

const MONTH_DISCOUNT_PERCENT: Record<SubscriptionPeriod, number> = { 1: 0, 3: 3, 6: 5, 12: 10, 0: 15 };

export function isSubscriptionPeriod(value: number): value is SubscriptionPeriod {
  return (SUBSCRIPTION_PERIODS as readonly number[]).includes(value);
}

export function monthDiscountPercent(period: SubscriptionPeriod): number {
  return MONTH_DISCOUNT_PERCENT[period];
}

export function billedMonths(period: SubscriptionPeriod): number {
  return period === UNLIMITED ? UNLIMITED_BILLED_MONTHS : period;
}

/**
 * sale price × quantity × months × (100 − months discount) / 100, rounded down to the won.
 * Integer arithmetic throughout so both sides get the same number.
 */
export function subscriptionTotal(salePrice: number, quantity: number, period: SubscriptionPeriod): number {
  if (!Number.isInteger(salePrice) || salePrice < 0) throw new RangeError('salePrice must be a non-negative integer');
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError('quantity must be a positive integer');
  const gross = salePrice * quantity * billedMonths(period);
  return Math.floor((gross * (100 - MONTH_DISCOUNT_PERCENT[period])) / 100);
}

/**
 * The discount shown next to a months option (store.md §9: the item's own rate plus the months
 * discount) as its two parts, "31%+3% 할인", or null when there is none. The months discount
 * comes off the sale price, so their sum as one figure (34%) would claim more off the list price
 * than the buyer gets (33.4%): a discount must not be advertised larger than it is.
 */
export function discountLabel(itemDiscountRate: number, period: SubscriptionPeriod | null): string | null {
  const parts = [itemDiscountRate, period === null ? 0 : MONTH_DISCOUNT_PERCENT[period]].filter((rate) => rate > 0);
  return parts.length ? `${parts.map((rate) => `${rate}%`).join('+')} 할인` : null;
}

/** Discount rate of an item from its cost (list) price and sale price, in whole percent. */
export function discountRateOf(costPrice: number, salePrice: number): number {
  if (costPrice <= 0 || salePrice >= costPrice) return 0;
  return Math.floor(((costPrice - salePrice) * 100) / costPrice);
}

export function periodLabel(period: SubscriptionPeriod): string {
  return period === UNLIMITED ? '무제한' : `${period}개월`;
}
