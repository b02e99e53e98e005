import type { OrderRequest } from '@store/shared';
import { api } from '../../../lib/api-client.ts';

export interface CreateOrderInput {
  memberId: number;
  items: { itemId: number; month: number; quantity: number }[];
}

// Checked by hand, not by the shared zod schema: the product page would otherwise carry the whole
// schema chunk (30 KB gzip), over the storefront's 130 KB budget.
export interface CreateOrderResult {
  result: string;
  orderId?: unknown;
}

/** POST /api/order: result 'available' with the new order's id opens the checkout. */
export function createOrder({ memberId, items }: CreateOrderInput): Promise<CreateOrderResult> {
  const body: OrderRequest = { memberId, orderType: 'NEW', items };
  return api.post<CreateOrderResult>('/api/order', body);
}
