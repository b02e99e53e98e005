import type { OrderCreated, OrderRequest } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseLoaded } from '../../../lib/parse-response.ts';

export interface CreateOrderInput {
  memberId: number;
  items: { itemId: number; month: number; quantity: number }[];
}

/**
 * POST /api/order: result 'available' with the new order's id opens the checkout. The schema
 * loads beside the request, so the product page does not carry zod in its first bundle.
 */
export function createOrder({ memberId, items }: CreateOrderInput): Promise<OrderCreated> {
  const body: OrderRequest = { memberId, orderType: 'NEW', items };
  return parseLoaded(() => import('@store/shared/schemas/commerce').then((m) => m.orderCreatedSchema), api.post<unknown>('/api/order', body));
}
