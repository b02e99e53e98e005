import type { CardPaymentParams } from './payment-links.ts';
import { paymentReturnPath } from './payment-links.ts';

export interface PortOneIds {
  storeId: string;
  channelKey: string;
}

export interface Buyer {
  name: string;
  phoneNumber: string;
  email: string;
}

/** What the PortOne window ended with; `redirected` means the page is leaving (phones). */
export type PortOneOutcome =
  | { kind: 'paid'; paymentId: string; txId: string }
  | { kind: 'failed'; code: string; message: string }
  | { kind: 'redirected' };

/**
 * Opens the PortOne V2 card window (@portone/browser-sdk). The SDK is imported on demand so it
 * stays out of every bundle until someone actually pays by card. Only public values go to the
 * browser (store id, channel key); the server verifies the payment by paymentId afterwards.
 */
export async function requestPortOnePayment(ids: PortOneIds, payment: CardPaymentParams, buyer: Buyer): Promise<PortOneOutcome> {
  const { default: PortOne } = await import('@portone/browser-sdk/v2');
  const response = await PortOne.requestPayment({
    storeId: ids.storeId,
    channelKey: ids.channelKey,
    paymentId: payment.paymentId,
    orderName: payment.orderName,
    totalAmount: payment.amount,
    currency: 'CURRENCY_KRW',
    payMethod: 'CARD',
    customer: { fullName: buyer.name, phoneNumber: buyer.phoneNumber, email: buyer.email },
    redirectUrl: new URL(paymentReturnPath(payment.orderId, payment.amount), window.location.origin).href,
  });
  if (!response) return { kind: 'redirected' };
  if (response.code !== undefined) return { kind: 'failed', code: response.code, message: response.message ?? '' };
  return { kind: 'paid', paymentId: response.paymentId, txId: response.txId };
}
