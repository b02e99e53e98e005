import { COMMERCE_MESSAGES } from '@store/shared';
import { ApiError, api } from '../../../lib/api-client.ts';

/** GET /api/wishlist/delete-one/{itemId}?memberId: statusCode 200 means the line is gone. */
export async function deleteCartItem(memberId: number, itemId: number): Promise<void> {
  const data = await api.get<{ statusCode?: number }>(`/api/wishlist/delete-one/${itemId}`, {
    query: { memberId },
    fallback: COMMERCE_MESSAGES.deleteError,
  });
  if (data?.statusCode !== 200) throw new ApiError(200, COMMERCE_MESSAGES.deleteError, data);
}
