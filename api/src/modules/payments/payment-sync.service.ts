import { COMMERCE_MESSAGES, type OrderStatus } from '@store/shared';
import { PaymentGatewayError, type GatewayPayment } from '../../adapters/payments/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { completeWaitingOrder, sendOrderConfirmation } from '../fulfilment/fulfilment.service.ts';
import { findOrder, findOrderByPaymentId, replaceSpentPaymentId, type OrderRow } from '../orders/orders.repository.ts';
import { cancelOrder } from '../orders/cancel.service.ts';
import { SYSTEM_CANCEL_REASONS } from '../orders/order-settings.ts';
import { markRefundDue } from './payments.repository.ts';
import { attemptRefund } from './refunds.service.ts';

// The ONE payment sync. The browser's verify call and PortOne's signed webhook both end here,
// in any number and any order: the payment is fetched from the provider (never taken from the
// caller), checked against the order, and the order is claimed WAITING → COMPLETE by a
// conditional UPDATE, so it becomes paid once, points move once and keys are issued once.

export interface SyncResult {
  orderId: number;
  orderStatus: OrderStatus;
}

const mismatch = () => badRequest(COMMERCE_MESSAGES.paymentMismatch);

/**
 * POST /api/payment/verify: the caller's own order, the payment id issued for it and the amount
 * the order sheet charged. Then the sync decides from the provider's record.
 */
export async function verifyPayment(deps: AppDeps, memberId: number, input: { orderId: number; paymentId: string; amount: number }): Promise<SyncResult> {
  const order = await findOrder(deps.db, input.orderId);
  // Someone else's order looks exactly like a missing one.
  if (!order || order.member_id !== memberId) throw notFound(COMMERCE_MESSAGES.orderNotFound);
  // A payment id issued for another order (or made up) never pays this one.
  if (order.payment_id === null || order.payment_id !== input.paymentId) throw mismatch();
  // The client's amount decides nothing: the provider's record is checked against the order. A
  // wrong one (a tampered card window) still goes through the sync, which refunds money that
  // does not pay the order, rather than leaving it taken and the order stuck on a spent id.
  const result = await syncPayment(deps, input.paymentId, { releaseDeclined: true });
  if (input.amount !== order.final_krw) deps.logger.warn({ orderId: order.id, sent: input.amount, charged: order.final_krw }, 'verify sent another amount than the order charges');
  return result;
}

/**
 * `releaseDeclined`: the caller knows the buyer is done with the card window (the browser's
 * verify), so a declined payment cancels its order. A webhook's FAILED does not: the window may
 * still be open, and the buyer may try another card under the same id.
 * `followRefunds` (the webhook): a paid order's payment is fetched again, so a refund made at the
 * provider, outside the store, cancels the order (`followProviderRefund`).
 */
export async function syncPayment(deps: AppDeps, paymentId: string, options: { releaseDeclined?: boolean; followRefunds?: boolean } = {}): Promise<SyncResult> {
  const order = await findOrderByPaymentId(deps.db, paymentId);
  if (!order) throw mismatch();
  // Already paid (by an earlier verify, the webhook, or as a free order): the same success.
  if (order.status === 'COMPLETE' || order.status === 'CONFIRM') {
    if (options.followRefunds && order.payment_method === 'SIMPLE_PAY') return followProviderRefund(deps, order, paymentId);
    return { orderId: order.id, orderStatus: order.status };
  }
  // Bank transfers are confirmed by an admin, never by a card payment under their id.
  if (order.payment_method !== 'SIMPLE_PAY') throw mismatch();

  const payment = await fetchPayment(deps, paymentId);
  if (payment?.status === 'FAILED' && order.status === 'WAITING' && options.releaseDeclined) {
    // The buyer's window has closed on a declined payment. The store cannot take that order to
    // the card again (its sheet is spent), so it is cancelled and its coupon and points are free
    // for the next try from the cart, which still holds its lines. A payment that still arrives
    // under this id is refunded by the sync (the order is cancelled).
    const refused = await cancelOrder(deps, order.id, { kind: 'system' }, SYSTEM_CANCEL_REASONS.cardDeclined).then(
      () => false,
      (error: unknown) => {
        // Cancelled meanwhile (by its member or the jobs), or paid meanwhile (a retry's webhook).
        if (!(error instanceof AppError && error.status === 409)) throw error;
        return true;
      },
    );
    if (refused) {
      // A retry in the same window paid it after our read of the decline: that is the answer.
      const current = await findOrder(deps.db, order.id);
      if (current?.status === 'COMPLETE' || current?.status === 'CONFIRM') return { orderId: current.id, orderStatus: current.status };
    }
    throw badRequest(COMMERCE_MESSAGES.paymentFailed);
  }
  if (!payment || payment.status === 'FAILED' || payment.status === 'CANCELLED' || payment.status === 'PARTIAL_CANCELLED') {
    throw badRequest(COMMERCE_MESSAGES.paymentFailed);
  }
  if (payment.status !== 'PAID') throw badRequest(COMMERCE_MESSAGES.paymentNotPaid);

  // Status PAID, the same id, exactly the order's final amount, in won, in our PortOne store.
  const config = deps.config.payments;
  const matches =
    payment.paymentId === paymentId &&
    payment.amount === order.final_krw &&
    payment.currency === 'KRW' &&
    (config.kind !== 'portone' || payment.storeId === null || payment.storeId === config.storeId);
  if (!matches) {
    // Money arrived that does not pay this order (a tampered amount): it fulfils nothing and
    // goes back to the payer, and the order's next card attempt (결제 계속하기) gets a new id.
    await refundStray(deps, order, payment);
    await replaceSpentPaymentId(deps.db, order.id, paymentId, deps.clock.now());
    throw mismatch();
  }
  if (order.status === 'CANCEL') {
    await refundStray(deps, order, payment);
    throw conflict(COMMERCE_MESSAGES.paymentOrderCancelled);
  }

  const now = deps.clock.now();
  const outcome = await inTransaction(deps.db, (tx) =>
    completeWaitingOrder(tx, order.id, { paymentId, provider: deps.adapters.payments.kind, amount: payment.amount, currency: payment.currency, raw: payment.raw }, now),
  );
  switch (outcome.kind) {
    case 'completed':
      deps.logger.info({ orderId: order.id, paymentId, keys: outcome.keys }, 'order paid and fulfilled');
      await sendOrderConfirmation(deps, order.id);
      return { orderId: order.id, orderStatus: 'COMPLETE' };
    case 'already-paid':
      return { orderId: order.id, orderStatus: outcome.order.status };
    case 'cancelled':
      // Cancelled (by its member or the deadline job) between our read and the claim.
      await refundStray(deps, outcome.order, payment);
      throw conflict(COMMERCE_MESSAGES.paymentOrderCancelled);
    default:
      throw mismatch();
  }
}

/**
 * After an unpaid card order is cancelled: if the payer paid at the last moment, the sync
 * finds the order cancelled and refunds the payment. Never throws.
 */
export async function reconcileCancelledPayment(deps: AppDeps, paymentId: string): Promise<void> {
  try {
    await syncPayment(deps, paymentId);
  } catch (err) {
    if (!(err instanceof AppError && err.status < 500)) deps.logger.warn({ err, paymentId }, 'payment reconcile after cancel failed');
  }
}

/**
 * A paid card order whose payment was refunded at the provider, outside the store (PortOne's
 * console). The payment is fetched from the provider, never taken from the webhook's body. Fully
 * CANCELLED: the order is cancelled as an admin's cancel would, with the refund recorded as done
 * and never requested again. cancelOrder locks the order and claims it with a conditional UPDATE,
 * so of concurrent deliveries (or a racing cancel by the store, whose own refund also ends in
 * CANCELLED) exactly one cancels; the others find it cancelled (409) and answer its status.
 * PARTIAL_CANCELLED: which keys the part paid for is not ours to guess, so an admin is warned.
 */
async function followProviderRefund(deps: AppDeps, order: OrderRow, paymentId: string): Promise<SyncResult> {
  const payment = await fetchPayment(deps, paymentId);
  if (payment?.paymentId === paymentId && payment.status === 'CANCELLED') {
    try {
      await cancelOrder(deps, order.id, { kind: 'provider' }, SYSTEM_CANCEL_REASONS.refundedAtProvider);
      deps.logger.info({ orderId: order.id, paymentId }, 'payment refunded at the provider outside the store; order cancelled');
      return { orderId: order.id, orderStatus: 'CANCEL' };
    } catch (error) {
      if (!(error instanceof AppError && error.status === 409)) throw error;
      const current = await findOrder(deps.db, order.id);
      return { orderId: order.id, orderStatus: current?.status ?? order.status };
    }
  }
  if (payment?.paymentId === paymentId && payment.status === 'PARTIAL_CANCELLED') {
    deps.logger.warn(
      { orderId: order.id, orderNumber: order.order_number, paymentId, amount: payment.raw.amount },
      'payment partly refunded at the provider outside the store; order left paid, an admin must cancel it or revoke keys',
    );
  }
  return { orderId: order.id, orderStatus: order.status };
}

async function fetchPayment(deps: AppDeps, paymentId: string): Promise<GatewayPayment | null> {
  try {
    return await deps.adapters.payments.getPayment(paymentId);
  } catch (err) {
    if (err instanceof PaymentGatewayError) {
      deps.logger.error({ err, paymentId }, 'payment provider lookup failed');
      throw new AppError(502, COMMERCE_MESSAGES.paymentProviderError);
    }
    throw err;
  }
}

async function refundStray(deps: AppDeps, order: OrderRow, payment: GatewayPayment): Promise<void> {
  const amount = Number.isSafeInteger(payment.amount) && payment.amount > 0 ? payment.amount : 0;
  if (amount === 0) return;
  await markRefundDue(
    deps.db,
    { paymentId: payment.paymentId, orderId: order.id, provider: deps.adapters.payments.kind, amount, currency: payment.currency || 'KRW', raw: payment.raw },
    deps.clock.now(),
  );
  deps.logger.warn({ orderId: order.id, paymentId: payment.paymentId, amount, orderStatus: order.status }, 'payment does not pay its order; refunding');
  await attemptRefund(deps, payment.paymentId, '주문과 일치하지 않는 결제');
}
