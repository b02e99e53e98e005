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
    async (orderId: number, message: string | null) => {
      // A refusal (already cancelled, or paid at the last moment) leaves the order as it is.
      const cancelled = cancelUnpaidOrder(orderId).catch(() => {});
      await alert(message || C.paymentCanceled, { title: '결제 안내' });
      await cancelled;
      navigate(checkoutReturnPath(orderId), { replace: true });
    },
    [alert, navigate],
  );

  return { verify, providerFailed };
}
