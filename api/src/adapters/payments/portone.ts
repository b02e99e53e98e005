// PortOne V2 through @portone/server-sdk. What crosses the boundary: our payment id, a cancel
// amount and reason, and the API secret in the Authorization header ("PortOne <secret>") over
// https (config refuses a plain-http base URL in production). What comes back is reduced to
// status, amount, currency and store id, plus a whitelisted summary: customer details and card
// data are never stored.
import { PortOneClient, RestError } from '@portone/server-sdk';
import type { PaymentsConfig } from '../../config.ts';
import { PaymentGatewayError, type GatewayPayment, type GatewayPaymentStatus, type PaymentGateway } from './gateway.ts';

type PortOneConfig = Extract<PaymentsConfig, { kind: 'portone' }>;

const KNOWN_STATUSES: readonly GatewayPaymentStatus[] = ['PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED', 'READY', 'PAY_PENDING', 'VIRTUAL_ACCOUNT_ISSUED'];

/** The error type PortOne answered with (e.g. PAYMENT_NOT_FOUND), if the SDK parsed one. */
function errorType(error: unknown): string | undefined {
  if (!(error instanceof RestError)) return undefined;
  const data = (error as { data?: { type?: unknown } }).data;
  return typeof data?.type === 'string' ? data.type : undefined;
}

function toGatewayPayment(paymentId: string, payment: Record<string, unknown>): GatewayPayment {
  const status = String(payment.status ?? '');
  const amount = (payment.amount ?? {}) as { total?: unknown };
  const method = (payment.method ?? {}) as { type?: unknown };
  const channel = (payment.channel ?? {}) as { pgProvider?: unknown };
  return {
    paymentId: typeof payment.id === 'string' ? payment.id : paymentId,
    status: (KNOWN_STATUSES as readonly string[]).includes(status) ? (status as GatewayPaymentStatus) : 'UNKNOWN',
    amount: typeof amount.total === 'number' ? amount.total : Number.NaN,
    currency: typeof payment.currency === 'string' ? payment.currency : '',
    storeId: typeof payment.storeId === 'string' ? payment.storeId : null,
    raw: {
      provider: 'portone',
      status,
      amount: payment.amount,
      currency: payment.currency,
      orderName: payment.orderName,
      method: method.type,
      pgProvider: channel.pgProvider,
      transactionId: payment.transactionId,
      pgTxId: payment.pgTxId,
      paidAt: payment.paidAt,
      cancelledAt: payment.cancelledAt,
      receiptUrl: payment.receiptUrl,
    },
  };
}

export function createPortOneGateway(config: PortOneConfig): PaymentGateway {
  const client = PortOneClient({ secret: config.apiSecret, baseUrl: config.baseUrl, storeId: config.storeId });
  return {
    kind: 'portone',
    async getPayment(paymentId) {
      try {
        const payment = await client.payment.getPayment({ paymentId, storeId: config.storeId });
        return toGatewayPayment(paymentId, payment as unknown as Record<string, unknown>);
      } catch (error) {
        if (errorType(error) === 'PAYMENT_NOT_FOUND') return null;
        throw new PaymentGatewayError(`PortOne getPayment failed: ${errorType(error) ?? (error as Error).message}`, { cause: error });
      }
    },
    async cancelPayment(paymentId, amount, reason, cancellable) {
      try {
        // The amount is sent explicitly (never "cancel everything") and checked by PortOne
        // against what is still cancellable, so a wrong amount fails loudly instead of silently.
        await client.payment.cancelPayment({ paymentId, storeId: config.storeId, amount, reason, currentCancellableAmount: cancellable });
      } catch (error) {
        const type = errorType(error);
        if (type === 'PAYMENT_ALREADY_CANCELLED' || type === 'CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN') return;
        throw new PaymentGatewayError(`PortOne cancelPayment failed: ${errorType(error) ?? (error as Error).message}`, { cause: error });
      }
    },
  };
}
