import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../../../components/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { checkoutReturnPath } from '../../../lib/checkout-return.ts';
import { cancelUnpaidOrder } from '../api/cancel-unpaid-order.ts';
import { verifyPayment } from '../api/verify-payment.ts';
import { CHECKOUT_COPY as C } from '../messages.ts';
import type { OrderFailedState, OrderSuccessState } from '../state/order-result.ts';

export interface FinishInput {
  orderId: number;
  paymentId: string;
  amount: number;
  orderName?: string;
  /** The provider's transaction id, when it gave one. */
  txId?: string;
}

/**
 * After the card window (store.md §4): the server verifies the payment; 200 goes to
 * /order/success, anything else explains itself in an alert and goes to /order/failed.
 * A failure reported by the card window itself (declined, closed) cancels the unpaid order and
 * goes back to the cart, or to the product page a "바로 구매" started from (lib/checkout-return.ts).
 * An order the server refuses to cancel as paid (a retry in the same window paid it) is verified
 * like any paid one instead: no failure is shown for a purchase that went through.
 */
export function useFinishPayment() {
  const navigate = useNavigate();
  const { alert } = useDialogs();

  const verify = useCallback(
    async ({ orderId, paymentId, amount, orderName, txId }: FinishInput) => {
      try {
        await verifyPayment({ orderId, paymentId, amount, ...(txId ? { impUid: txId } : {}) });
      } catch (error) {
        const reason = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : C.paymentFailed;
        await alert(reason, { title: '결제 실패' });
        const state: OrderFailedState = { reason, returnTo: checkoutReturnPath(orderId) };
        navigate('/order/failed', { replace: true, state });
        return;
      }
      const state: OrderSuccessState = { method: 'SIMPLE_PAY', amount, ...(orderName ? { orderName } : {}) };
      navigate('/order/success', { replace: true, state });
    },
    [alert, navigate],
  );

  const providerFailed = useCallback(
    async (payment: FinishInput, message: string | null) => {
      // Awaited before anything is said: the answer decides whether this was a failure at all.
      // Any other refusal (already cancelled, offline) leaves the order as it is.
      if ((await cancelUnpaidOrder(payment.orderId)) === 'paid') return verify(payment);
      await alert(message || C.paymentCanceled, { title: '결제 안내' });
      navigate(checkoutReturnPath(payment.orderId), { replace: true });
    },
    [alert, navigate, verify],
  );

  return { verify, providerFailed };
}
