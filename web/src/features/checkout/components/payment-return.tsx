import { useEffect, useRef } from 'react';
import { LoadingState } from '../../../components/index.ts';
import { useFinishPayment } from '../hooks/use-finish-payment.ts';
import { CHECKOUT_COPY as C } from '../messages.ts';
import type { PaymentReturn } from '../payment/payment-links.ts';

/**
 * The card window came back by redirect (PortOne on phones, or the dev window): a reported
 * failure goes back (to the cart, or a direct purchase's product) with the provider's message;
 * otherwise the server verifies.
 */
export function PaymentReturnView({ result }: { result: PaymentReturn }) {
  const { verify, providerFailed } = useFinishPayment();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even when StrictMode runs effects twice.
    if (started.current) return;
    started.current = true;
    const payment = { orderId: result.orderId, paymentId: result.paymentId, amount: result.amount };
    if (result.code) void providerFailed(payment, result.message);
    else void verify(payment);
  }, [result, verify, providerFailed]);

  return (
    <div className="py-24">
      <LoadingState message={C.verifying} />
    </div>
  );
}
