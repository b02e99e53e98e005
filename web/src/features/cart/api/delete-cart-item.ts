import { COMMERCE_MESSAGES } from '@store/shared';
import { ApiError, api } from '../../../lib/api-client.ts';

/**
 * GET /api/wishlist/delete-one/{itemId}?memberId&subscriptionPeriod: statusCode 200 means the line
 * is gone. The period names the line: without it the server removes every period of the product.
 */
export async function deleteCartItem(memberId: number, itemId: number, subscriptionPeriod: number): Promise<void> {
  const data = await api.get<{ statusCode?: number }>(`/api/wishlist/delete-one/${itemId}`, {
    query: { memberId, subscriptionPeriod },
    fallback: COMMERCE_MESSAGES.deleteError,
  });
  if (data?.statusCode !== 200) throw new ApiError(200, COMMERCE_MESSAGES.deleteError, data);
}
