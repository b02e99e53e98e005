import { ORDER_CANCEL_PAID_RESULT, type MemberOrderCancelRequest } from '@store/shared';
import { ApiError, api, resultOf } from '../../../lib/api-client.ts';

/** `cancelled`; `paid` when the order was paid meanwhile; `refused` for any other failure. */
export type UnpaidCancelOutcome = 'cancelled' | 'paid' | 'refused';

/**
 * POST /api/orders/{id}/cancel for an order the card window did not pay (closed, declined, no
 * payment module): its points and coupon go back to the member at once, instead of staying held
 * by an order waiting for a payment that is not coming until its deadline, and a second try
 * starts from a clean cart. The server re-checks a last-moment payment after the cancel.
 * `unpaidOnly`: a member may also cancel a paid order (my page, within 7 days), so without the
 * flag an order paid at the last moment (the webhook of a retry in the same window) would be
 * cancelled and refunded here; with it the server refuses that order as paid (409, result 'paid').
 */
export async function cancelUnpaidOrder(orderId: number): Promise<UnpaidCancelOutcome> {
  const body: MemberOrderCancelRequest = { reason: '결제 중단', unpaidOnly: true };
  try {
    await api.post<unknown>(`/api/orders/${orderId}/cancel`, body);
    return 'cancelled';
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && resultOf(error) === ORDER_CANCEL_PAID_RESULT) return 'paid';
    // Already cancelled, offline, …: the order is left as it is (the deadline job ends it).
    return 'refused';
  }
}
