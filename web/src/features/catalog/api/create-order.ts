import { api } from '../../../lib/api-client.ts';

export interface CreateOrderInput {
  memberId: number;
  items: { itemId: number; month: number; quantity: number }[];
}

export interface CreateOrderResult {
  result: string;
  [key: string]: unknown;
}

/** POST /api/order: result 'available' opens the checkout with this result as its state. */
export function createOrder({ memberId, items }: CreateOrderInput): Promise<CreateOrderResult> {
  return api.post<CreateOrderResult>('/api/order', { memberId, orderType: 'NEW', items });
}
