import type { CartLineUpdate } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseLoaded } from '../../../lib/parse-response.ts';
import type { CartView } from './get-cart.ts';

export const UPDATE_ERROR = '장바구니를 변경하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * PUT /api/wishlist/update-one/{itemId}: a line's quantity and months. Answers with the whole
 * cart priced anew (a line moved onto months already there has joined that line) and what
 * happened, to say.
 */
export async function updateCartItem(itemId: number, change: CartLineUpdate): Promise<{ cart: CartView; message: string }> {
  const data = await parseLoaded(
    () => import('@store/shared/schemas/commerce').then((m) => m.cartLineUpdateResponseSchema),
    api.put<unknown>(`/api/wishlist/update-one/${itemId}`, change, { fallback: UPDATE_ERROR }),
  );
  return { cart: { items: data.data, offSaleCount: data.offSaleCount }, message: data.message };
}
