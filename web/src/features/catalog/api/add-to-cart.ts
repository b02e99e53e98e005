import type { SubscriptionPeriod } from '@store/shared';
import { api } from '../../../lib/api-client.ts';

export interface AddToCartInput {
  memberId: number;
  itemId: number;
  count: number;
  subscriptionPeriod: SubscriptionPeriod;
}

/** GET /api/addwishlist: statusCode 200 added, 201 already in the cart, anything else failed. */
export async function addToCart(input: AddToCartInput): Promise<number> {
  const { statusCode } = await api.get<{ statusCode?: number }>('/api/addwishlist', { query: { ...input } });
  return statusCode ?? 0;
}
