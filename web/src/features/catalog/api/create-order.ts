import { orderCreatedSchema, type OrderRequest } from '@store/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

export interface CreateOrderInput {
  memberId: number;
  items: { itemId: number; month: number; quantity: number }[];
}

export type CreateOrderResult = z.infer<typeof orderCreatedSchema>;

/** POST /api/order: result 'available' opens the checkout with this result as its state. */
export async function createOrder({ memberId, items }: CreateOrderInput): Promise<CreateOrderResult> {
  const body: OrderRequest = { memberId, orderType: 'NEW', items };
  return parseResponse(orderCreatedSchema, await api.post<unknown>('/api/order', body));
}
