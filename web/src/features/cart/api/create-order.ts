import { COMMERCE_MESSAGES, type CartItem } from '@store/shared';
import { ApiError, api } from '../../../lib/api-client.ts';
import { loadSchema } from '../../../lib/lazy-schema.ts';

/** A fresh Idempotency-Key (the API accepts 8-100 of [A-Za-z0-9_.:-]); getRandomValues works on plain http too. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `cart-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * POST /api/order from the cart: the selected lines as {itemId, month, quantity}, fromCart so
 * the server takes them out of the cart. Only result 'available' is a created order (§4).
 * Prices are not sent: the server computes them from the catalog. The same idempotency key
 * sent again (a retry after a lost answer) gets the first order back instead of a second one.
 */
export async function createOrderFromCart(memberId: number, lines: CartItem[], idempotencyKey: string): Promise<number> {
  const data = await api.post<unknown>(
    '/api/order',
    {
      memberId,
      orderType: 'NEW',
      items: lines.map((l) => ({ itemId: l.itemId, month: l.subscriptionPeriod, quantity: l.count })),
      fromCart: true,
    },
    { fallback: COMMERCE_MESSAGES.orderError, headers: { 'idempotency-key': idempotencyKey } },
  );
  const orderCreatedSchema = await loadSchema(() => import('@store/shared/schemas/commerce').then((m) => m.orderCreatedSchema));
  const created = orderCreatedSchema.safeParse(data);
  if (!created.success) throw new ApiError(200, COMMERCE_MESSAGES.orderError, data);
  return created.data.orderId;
}
