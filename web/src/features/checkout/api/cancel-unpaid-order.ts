import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/orders/{id}/cancel for an order the card window did not pay (closed, declined, no
 * payment module): its points and coupon go back to the member at once, instead of staying held
 * by an order waiting for a payment that is not coming until its deadline, and a second try
 * starts from a clean cart. The server re-checks a last-moment payment after the cancel.
 */
export async function cancelUnpaidOrder(orderId: number): Promise<void> {
  await api.post<unknown>(`/api/orders/${orderId}/cancel`, { reason: '결제 중단' });
}
