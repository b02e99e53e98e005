import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderStatusResponseSchema, type OrderStatusResponse } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { ROOT } from './keys.ts';

/** PUT /api/orders/{id}/confirm (commerce): COMPLETE → CONFIRM. */
export async function confirmPurchase(orderId: number): Promise<OrderStatusResponse> {
  return parseResponse(orderStatusResponseSchema, await api.put<unknown>(`/api/orders/${orderId}/confirm`));
}

/** POST /api/orders/{id}/cancel (commerce): the server re-checks the 7-day and unused-key rule. */
export async function cancelPurchase(orderId: number): Promise<OrderStatusResponse> {
  return parseResponse(orderStatusResponseSchema, await api.post<unknown>(`/api/orders/${orderId}/cancel`, {}));
}

export function useOrderAction(kind: 'confirm' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kind === 'confirm' ? confirmPurchase : cancelPurchase,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
