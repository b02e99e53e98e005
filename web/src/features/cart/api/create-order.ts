import { COMMERCE_MESSAGES, orderCreatedSchema, type CartItem } from '@store/shared';
import { ApiError, api } from '../../../lib/api-client.ts';

/**
 * POST /api/order from the cart: the selected lines as {itemId, month, quantity}, fromCart so
 * the server takes them out of the cart. Only result 'available' is a created order (§4).
 * Prices are not sent: the server computes them from the catalog.
 */
export async function createOrderFromCart(memberId: number, lines: CartItem[]): Promise<number> {
  const data = await api.post<unknown>(
    '/api/order',
    {
      memberId,
      orderType: 'NEW',
      items: lines.map((l) => ({ itemId: l.itemId, month: l.subscriptionPeriod, quantity: l.count })),
      fromCart: true,
    },
    { fallback: COMMERCE_MESSAGES.orderError },
  );
  const created = orderCreatedSchema.safeParse(data);
  if (!created.success) throw new ApiError(200, COMMERCE_MESSAGES.orderError, data);
  return created.data.orderId;
}
