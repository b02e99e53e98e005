// Where the card windows come back to. PortOne (on phones, which redirect instead of opening
// an iframe) appends paymentId, code and message to the redirect URL; the dev window returns
// the same way, so the checkout page handles both returns with one piece of code.

import { CHECKOUT_PATH } from '../../../lib/checkout-return.ts';

const positiveInt = (v: string | null) => (v !== null && /^\d+$/.test(v) ? Number(v) : NaN);

export interface CardPaymentParams {
  orderId: number;
  paymentId: string;
  amount: number;
  orderName: string;
}

/** The return path without the provider's part: `/order/checkout?orderId=…&amount=…`. */
export function paymentReturnPath(orderId: number, amount: number): string {
  return `${CHECKOUT_PATH}?${new URLSearchParams({ orderId: String(orderId), amount: String(amount) })}`;
}

/** The order id a checkout link names (a hand-off or a card window's return), or undefined. */
export function readHandOffOrderId(params: URLSearchParams): number | undefined {
  const orderId = positiveInt(params.get('orderId'));
  return Number.isSafeInteger(orderId) && orderId > 0 ? orderId : undefined;
}

/** The dev card window for this payment. */
export function devPaymentPath({ orderId, paymentId, amount, orderName }: CardPaymentParams): string {
  return `/dev/payment?${new URLSearchParams({ orderId: String(orderId), paymentId, amount: String(amount), orderName })}`;
}

export interface PaymentReturn {
  orderId: number;
  amount: number;
  paymentId: string;
  /** Set when the provider reports a failure or the buyer closed the window. */
  code: string | null;
  message: string | null;
}

/** A provider return in the query string, or null when this is an ordinary visit. */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const paymentId = params.get('paymentId');
  if (!paymentId) return null;
  const orderId = readHandOffOrderId(params);
  const amount = positiveInt(params.get('amount'));
  if (orderId === undefined || !Number.isSafeInteger(amount)) return null;
  return { orderId, amount, paymentId, code: params.get('code'), message: params.get('message') };
}
