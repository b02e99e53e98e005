import type { PaymentVerify } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { CHECKOUT_COPY } from '../messages.ts';

/**
 * POST /api/payment/verify: the server fetches the payment from the provider by paymentId and
 * checks status, amount, currency and order before completing it. Only a 200 is success; any
 * other answer throws an ApiError carrying the server's Korean reason.
 */
export async function verifyPayment(input: PaymentVerify): Promise<void> {
  await api.post<unknown>('/api/payment/verify', input, { fallback: CHECKOUT_COPY.paymentFailed });
}
