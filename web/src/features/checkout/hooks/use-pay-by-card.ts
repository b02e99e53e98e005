import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../../../components/index.ts';
import { paymentConfigQueryOptions } from '../api/get-payment-config.ts';
import { CHECKOUT_COPY as C } from '../messages.ts';
import { devPaymentPath, type CardPaymentParams } from '../payment/payment-links.ts';
import { requestPortOnePayment, type PortOneOutcome } from '../payment/portone.ts';
import { useFinishPayment } from './use-finish-payment.ts';

export interface CardBuyer {
  name: string;
  phoneNumber: string;
  email: string;
}

/**
 * Opens the card window for a payment the server gave an id to (applying the sheet, or the
 * sheet's unfinished card payment), then finishes it: the dev window is a page of its own; PortOne
 * answers here (an iframe) or comes back by redirect (phones) to the checkout page.
 */
export function usePayByCard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const { verify, providerFailed } = useFinishPayment();

  return useCallback(
    async (payment: CardPaymentParams, buyer: CardBuyer) => {
      let config;
      try {
        config = await queryClient.fetchQuery(paymentConfigQueryOptions);
      } catch {
        return alert(C.paymentModuleMissing);
      }
      if (config.provider === 'dev') return navigate(devPaymentPath(payment));

      let outcome: PortOneOutcome;
      try {
        outcome = await requestPortOnePayment(config, payment, buyer);
      } catch {
        return providerFailed(payment, C.paymentModuleMissing);
      }
      if (outcome.kind === 'redirected') return;
      if (outcome.kind === 'failed') return providerFailed(payment, outcome.message || C.paymentFailed);
      await verify({ orderId: payment.orderId, paymentId: outcome.paymentId, amount: payment.amount, orderName: payment.orderName, txId: outcome.txId });
    },
    [queryClient, navigate, alert, verify, providerFailed],
  );
}
