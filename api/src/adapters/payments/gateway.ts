// The boundary to whoever takes card payments (PortOne V2, or the dev payment window outside
// production). What crosses it: a payment id we issued, the amount in won and a reason for a
// cancellation; back comes the provider's own view of the payment (status, amount, currency).
// Nothing the browser says about a payment is trusted: the sync always asks the provider.

export type GatewayPaymentStatus =
  | 'PAID'
  | 'FAILED'
  | 'CANCELLED'
  | 'PARTIAL_CANCELLED'
  | 'READY'
  | 'PAY_PENDING'
  | 'VIRTUAL_ACCOUNT_ISSUED'
  | 'UNKNOWN';

export interface GatewayPayment {
  paymentId: string;
  status: GatewayPaymentStatus;
  /** Total charged, in won. */
  amount: number;
  currency: string;
  /** PortOne store the payment belongs to (null for the dev window). */
  storeId: string | null;
  /** A whitelisted summary kept in payments.raw: no customer data, no card details. */
  raw: Record<string, unknown>;
}

export interface PaymentGateway {
  readonly kind: 'portone' | 'dev';
  /** The provider's record of the payment, or null when it has none under this id. */
  getPayment(paymentId: string): Promise<GatewayPayment | null>;
  /**
   * Cancels (refunds) `amount` won of the payment, all of it or a part. The store cancels a
   * payment once, so `cancellable` is what it paid: the provider cancels only while that much is
   * still cancellable. A payment already cancelled, or with less left (the same refund's earlier
   * attempt went through before its answer was lost), counts as done: a retried refund, partial
   * or whole, never pays twice.
   */
  cancelPayment(paymentId: string, amount: number, reason: string, cancellable: number): Promise<void>;
}

/** The provider could not be reached or refused the call; the caller answers 502 or retries later. */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
}
