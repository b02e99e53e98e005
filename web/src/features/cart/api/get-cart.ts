import { useQuery } from '@tanstack/react-query';
import { COMMERCE_MESSAGES, type CartItem } from '@store/shared';

export interface CartView {
  items: CartItem[];
  /** Lines of products now off sale, not listed (they show again when back on sale). */
  offSaleCount: number;
}
import { api } from '../../../lib/api-client.ts';
import { parseLoaded } from '../../../lib/parse-response.ts';

export const cartKey = (memberId: number | undefined) => ['cart', memberId] as const;

/** GET /api/wishlist/{memberId}: the member's cart lines, each with its total priced by the server. */
export async function fetchCart(memberId: number, signal?: AbortSignal): Promise<CartView> {
  const cart = await parseLoaded(
    () => import('@store/shared/schemas/commerce').then((m) => m.cartResponseSchema),
    api.get<unknown>(`/api/wishlist/${memberId}`, { signal, fallback: COMMERCE_MESSAGES.cartError }),
  );
  return { items: cart.data, offSaleCount: cart.offSaleCount };
}

export function useCart(memberId: number | undefined) {
  return useQuery({
    queryKey: cartKey(memberId),
    queryFn: ({ signal }) => fetchCart(memberId!, signal),
    enabled: memberId !== undefined,
    // The cart changes from other screens (the product page's 장바구니 button): always re-read it.
    staleTime: 0,
  });
}
