import { ADMIN_ORDER_MESSAGES, COMMERCE_MESSAGES, ORDER_CANCEL_PAID_RESULT, REFUND_WINDOW_DAYS, formatWon, withParticle, type OrderStatusResponse } from '@store/shared';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { releaseCoupon } from '../coupons/coupons.repository.ts';
import { addItemSales, addPurchaseTotal, findMemberContact } from '../fulfilment/fulfilment.repository.ts';
import { reconcileCancelledPayment, syncPayment } from '../payments/payment-sync.service.ts';
import { findOrderPayment } from '../payments/payments.repository.ts';
import { attemptRefund } from '../payments/refunds.service.ts';
import { changePoints, takeBackPoints } from '../points/points.repository.ts';
import { takeBackReviewRewards } from '../reviews/review-rewards.ts';
import { storeName } from '../site-settings/site-settings.service.ts';
import { DAY_MS, SYSTEM_CANCEL_REASONS } from './order-settings.ts';
import { findOrder, insertAudit, listOrderLines, lockOrder, transitionOrder, type OrderRow } from './orders.repository.ts';

// Cancelling an order, by its member, an admin or the auto-cancel job. One transaction per
// order: lock it, claim it with a conditional status UPDATE, give back everything it took.
// Two concurrent cancels of one order therefore return points, coupon and money once: the
// second waits for the row lock and then finds the order already cancelled.

export type CancelActor =
  /** `unpaidOnly`: the checkout dropping a failed card attempt, never a paid order. */
  | { kind: 'member'; memberId: number; ip: string; unpaidOnly?: boolean }
  | { kind: 'admin'; memberId: number; ip: string }
  | { kind: 'system' }
  /** The payment was refunded in full at the provider, outside the store (PortOne's console, seen by its webhook). */
  | { kind: 'provider' };

interface Reversal {
  refund: { paymentId: string; amount: number } | null;
  refundAmount: number;
  /** The refund was paid back by the provider before the store heard of it (refundedAtProvider). */
  refundDone: boolean;
  /** Points the order earned (purchase, reviews) that the balance could not give back. */
  pointShortfall: number;
  /** Of those, the won kept from the refund instead (1P = 1원). */
  pointsOffRefund: number;
}

/**
 * Everything an order took, given back, in the caller's transaction after the order was claimed
 * (status CANCEL). Lock order as in fulfilment: subscriptions → items → members → coupons.
 * `partialRefund` (an admin's, already checked against the payment) sends back that many won
 * instead of the whole payment; points spent still come back whole. `refundedAtProvider`: the
 * provider has already paid the money back, so the refund is recorded as done, never requested.
 *
 * Points the order earned and the member has already spent cannot be taken back (the balance may
 * not go negative), so a whole refund keeps that many won. Otherwise buy → spend the earned points
 * on a second order → cancel both would pay back both orders in full and leave the member the
 * points for nothing, again on every round. An admin's partial refund is the admin's own figure.
 */
export async function reverseOrder(tx: Tx, order: OrderRow, now: Date, options: { partialRefund?: number; refundedAtProvider?: boolean } = {}): Promise<Reversal> {
  const { partialRefund, refundedAtProvider = false } = options;
  const wasPaid = order.status === 'COMPLETE' || order.status === 'CONFIRM';
  let pointShortfall = 0;
  let pointsOffRefund = 0;
  let refund: Reversal['refund'] = null;
  let refundAmount = 0;

  if (wasPaid) {
    // Keys stop working at once; the row stays for the audit trail and the member's history.
    const revoked = await tx
      .updateTable('subscriptions')
      .set({ use_status: 'UNSUBSCRIPTION', revoked_at: now, updated_at: now })
      .where('order_id', '=', order.id)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    if (revoked.length) {
      await insertAudit(tx, { actorMemberId: null, action: 'subscription.revoke', targetType: 'order', targetId: String(order.id), after: { subscriptionIds: revoked.map((r) => r.id) }, now });
    }
    const lines = await listOrderLines(tx, order.id);
    const sales = new Map<number, number>();
    for (const l of lines) sales.set(l.item_id, (sales.get(l.item_id) ?? 0) - l.quantity);
    await addItemSales(tx, sales);
  }

  // Points spent on the order come back in full.
  if (order.use_point > 0) {
    await changePoints(tx, { memberId: order.member_id, delta: order.use_point, description: `주문 취소로 사용 포인트 반환 (${order.order_number})`, orderId: order.id }, now);
  }
  if (wasPaid && order.earned_point > 0) {
    // Points earned by the order go away with it; what the balance cannot cover (CHECK points
    // >= 0) is the shortfall, kept from the refund below.
    const { shortfall } = await takeBackPoints(
      tx,
      { memberId: order.member_id, wanted: order.earned_point, description: `주문 취소로 적립 포인트 회수 (${order.order_number})`, orderId: order.id },
      now,
    );
    pointShortfall = shortfall;
  }
  // Review rewards on this order's lines go back too (reviews module).
  if (wasPaid) pointShortfall += (await takeBackReviewRewards(tx, order, now)).shortfall;
  const payment = wasPaid ? await findOrderPayment(tx, order.id) : undefined;
  // An admin's part was checked against this payment before the order was claimed.
  const whole = payment?.amount ?? 0;
  if (wasPaid && partialRefund === undefined && !refundedAtProvider) pointsOffRefund = Math.min(pointShortfall, whole);
  const back = partialRefund ?? whole - pointsOffRefund;
  // The grade counts the money the member paid and kept paying: less only what goes back (after a
  // partial refund, the part; after a whole one, all but the won kept for points already spent).
  if (wasPaid) await addPurchaseTotal(tx, order.member_id, -(payment ? back : order.final_krw));
  if (order.member_coupon_id !== null) await releaseCoupon(tx, order.member_coupon_id, order.id);

  if (wasPaid) {
    if (payment && back > 0 && refundedAtProvider && (payment.provider === 'portone' || payment.provider === 'dev')) {
      // Refunded at the provider already: recorded as done (DONE on the purchase detail); asking
      // again would be refused at best, so no refund is queued.
      await tx.updateTable('payments').set({ status: 'CANCELLED', refund_amount: back, updated_at: now }).where('payment_id', '=', payment.payment_id).execute();
      refundAmount = back;
    } else if (payment && back > 0 && (payment.provider === 'portone' || payment.provider === 'dev')) {
      // The refund is decided here, in the same transaction; the provider is called after commit.
      await tx.updateTable('payments').set({ status: 'CANCEL_PENDING', refund_amount: back, updated_at: now }).where('payment_id', '=', payment.payment_id).execute();
      refund = { paymentId: payment.payment_id, amount: back };
      refundAmount = back;
    } else if (payment && back > 0 && payment.provider === 'bank') {
      // A deposit goes back by bank transfer, which an admin makes by hand.
      await tx.updateTable('payments').set({ status: 'MANUAL_REFUND', refund_amount: back, updated_at: now }).where('payment_id', '=', payment.payment_id).execute();
      refundAmount = back;
    } else if (payment) {
      // Nothing goes back: a free order, or an admin's refund of 0 (every day used).
      await tx.updateTable('payments').set({ status: 'CANCELLED', refund_amount: 0, updated_at: now }).where('payment_id', '=', payment.payment_id).execute();
    }
  }
  return { refund, refundAmount, refundDone: refundedAtProvider && refundAmount > 0, pointShortfall, pointsOffRefund };
}

/** Why a member may not cancel this paid order, or null when they may. */
async function memberRefusal(tx: Tx, order: OrderRow, now: Date): Promise<string | null> {
  if (order.status !== 'COMPLETE') return COMMERCE_MESSAGES.cancelNotAllowed;
  if (!order.paid_at || now.getTime() - order.paid_at.getTime() > REFUND_WINDOW_DAYS * DAY_MS) return COMMERCE_MESSAGES.cancelWindowPassed;
  // Every key of the order is locked (FOR UPDATE, no status filter: a filter would lock only
  // the rows that already look used) and then checked. An activation racing this cancel either
  // committed first (we wait for it and read its slot: refused) or waits for our commit and then
  // finds the key revoked. No read-then-write gap.
  const keys = await tx
    .selectFrom('subscriptions')
    .select(['use_status', 'mac_address1', 'mac_address2'])
    .where('order_id', '=', order.id)
    .forUpdate()
    .execute();
  const used = keys.some((k) => k.use_status !== 'BEFORE_USE' || k.mac_address1 !== null || k.mac_address2 !== null);
  return used ? COMMERCE_MESSAGES.cancelKeyActivated : null;
}

/** An admin's partial refund checked against what the order's payment took (400 otherwise). */
async function checkPartialRefund(tx: Tx, order: OrderRow, amount: number): Promise<void> {
  const paid = order.status === 'COMPLETE' || order.status === 'CONFIRM' ? ((await findOrderPayment(tx, order.id))?.amount ?? 0) : 0;
  if (paid === 0) throw badRequest(ADMIN_ORDER_MESSAGES.refundNotPaid);
  if (amount > paid) throw badRequest(ADMIN_ORDER_MESSAGES.refundOverPaid(paid));
}

/**
 * Members cancel their own WAITING orders (reservations released) and COMPLETE ones within
 * REFUND_WINDOW_DAYS of payment while no key was activated. Admins cancel any order that is not
 * already cancelled, without those limits, refunding all of it or `refundAmount` won (a program
 * error's refund minus the days used). Every cancel by an admin, and every cancel of a paid order,
 * is audit-logged with who asked and what went back.
 */
export async function cancelOrder(
  deps: AppDeps,
  orderId: number,
  actor: CancelActor,
  reason: string | undefined,
  refundAmount?: number,
): Promise<OrderStatusResponse> {
  if (actor.kind === 'member' || actor.kind === 'system') await settleCardPayment(deps, orderId);
  const now = deps.clock.now();
  const partialRefund = actor.kind === 'admin' ? refundAmount : undefined;
  const outcome = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    // Someone else's order looks exactly like a missing one.
    if (!order || (actor.kind === 'member' && order.member_id !== actor.memberId)) throw notFound(COMMERCE_MESSAGES.orderNotFound);
    if (order.status === 'CANCEL') throw conflict(COMMERCE_MESSAGES.cancelNotAllowed);
    // Dropping an unpaid attempt never takes back a purchase: the store's own cancel (a declined
    // card, while a retry in the same card window may have paid) and the checkout's after a failure
    // its card window reported (which the 7-day rule below would otherwise allow). The order is
    // locked, so a payment claim cannot slip in between this check and the claim below; a payment
    // arriving after our commit is refunded by afterCancel's sync.
    const unpaidOnly = actor.kind === 'system' || (actor.kind === 'member' && actor.unpaidOnly === true);
    if (unpaidOnly && order.status !== 'WAITING') throw conflict(COMMERCE_MESSAGES.cancelAlreadyPaid, { result: ORDER_CANCEL_PAID_RESULT });
    // The provider's refund only ever follows a paid order; an unpaid one is the jobs' to cancel.
    if (actor.kind === 'provider' && order.status !== 'COMPLETE' && order.status !== 'CONFIRM') throw conflict(COMMERCE_MESSAGES.cancelNotAllowed);
    if (actor.kind === 'member' && order.status !== 'WAITING') {
      const refusal = await memberRefusal(tx, order, now);
      if (refusal) throw conflict(refusal);
    }
    if (partialRefund !== undefined) await checkPartialRefund(tx, order, partialRefund);
    const defaultReason = {
      system: SYSTEM_CANCEL_REASONS.depositExpired,
      provider: SYSTEM_CANCEL_REASONS.refundedAtProvider,
      admin: '관리자 취소',
      member: '구매자 취소',
    }[actor.kind];
    const claimed = await transitionOrder(tx, order.id, order.status, { status: 'CANCEL', cancelled_at: now, cancel_reason: reason || defaultReason }, now);
    if (!claimed) throw conflict(COMMERCE_MESSAGES.cancelNotAllowed);
    const reversal = await reverseOrder(tx, order, now, { partialRefund, refundedAtProvider: actor.kind === 'provider' });
    // Money moving back is on the record with who asked for it: a member's own cancel of a paid
    // order too (the keys' revoke beside it names no one). An unpaid order's cancel moves no money.
    const refunds = order.status === 'COMPLETE' || order.status === 'CONFIRM';
    if (actor.kind === 'admin' || actor.kind === 'provider' || refunds || reversal.pointShortfall > 0) {
      await insertAudit(tx, {
        actorMemberId: actor.kind === 'admin' || actor.kind === 'member' ? actor.memberId : null,
        action: actor.kind === 'admin' ? 'order.cancel.admin' : actor.kind === 'provider' ? 'order.cancel.provider' : 'order.cancel',
        targetType: 'order',
        targetId: String(order.id),
        before: { status: order.status },
        after: { status: 'CANCEL', reason: claimed.cancel_reason, refundAmount: reversal.refundAmount, pointShortfall: reversal.pointShortfall, pointsOffRefund: reversal.pointsOffRefund },
        ip: actor.kind === 'admin' || actor.kind === 'member' ? actor.ip : null,
        now,
      });
    }
    return { order, reversal };
  });
  const refunded = await afterCancel(deps, outcome.order, outcome.reversal);
  const { refundAmount: back, pointsOffRefund } = outcome.reversal;
  // Said as it stands: a card refund the provider confirmed at once is done, not "to be processed".
  const message = back === 0 ? COMMERCE_MESSAGES.cancelled : refunded ? COMMERCE_MESSAGES.refunded(back) : COMMERCE_MESSAGES.refundPending;
  return {
    orderId,
    orderStatus: 'CANCEL',
    message: pointsOffRefund > 0 ? `${message} ${COMMERCE_MESSAGES.pointsOffRefund(pointsOffRefund)}` : message,
    refundAmount: outcome.reversal.refundAmount,
  };
}

/**
 * An unpaid card order may be paid at the provider with the store never told (the buyer's verify
 * lost to the network, no webhook yet): before a member or the jobs drop it, the sync asks the
 * provider and completes it if so. Its refusals (not paid, declined, provider down) leave the
 * order to the cancel, whose own sync after the commit refunds a payment that arrives later.
 * Without this the cancel of a paid order refunded it, and a buyer charged for it had no other
 * way out of the checkout.
 */
async function settleCardPayment(deps: AppDeps, orderId: number): Promise<void> {
  const order = await findOrder(deps.db, orderId);
  if (order?.status !== 'WAITING' || order.payment_method !== 'SIMPLE_PAY' || !order.payment_id) return;
  await syncPayment(deps, order.payment_id).catch((err: unknown) => {
    if (!(err instanceof AppError)) throw err;
  });
}

/**
 * After the commit: ask the provider for the refund, and for an unpaid card order check that the
 * payer did not pay at the last moment (a late payment for a cancelled order is refunded by the
 * same sync the webhook runs). Failures are logged; the order jobs retry refunds.
 */
/** After the cancel's commit: the refund's first try, the provider check, the buyer's mail. True when the money is back. */
export async function afterCancel(deps: AppDeps, order: OrderRow, reversal: Reversal): Promise<boolean> {
  const refunded = reversal.refund ? await attemptRefund(deps, reversal.refund.paymentId, '구매 취소') : false;
  if (order.status === 'WAITING' && order.payment_method === 'SIMPLE_PAY' && order.payment_id) {
    await reconcileCancelledPayment(deps, order.payment_id);
  }
  const done = { ...reversal, refundDone: reversal.refundDone || refunded };
  await sendCancelNotice(deps, order, done);
  return done.refundDone;
}

async function sendCancelNotice(deps: AppDeps, order: OrderRow, { refundAmount, refundDone, pointsOffRefund }: Reversal): Promise<void> {
  try {
    const member = await findMemberContact(deps.db, order.member_id);
    const to = order.order_email ?? member.email;
    // Of unpaid orders only one whose buyer was given an account to pay into is told (its deposit
    // guide went to order_email): money sent after the cancel would pay no order. A card
    // checkout left unpaid needs no mail.
    const askedToDeposit = order.status === 'WAITING' && order.payment_method === 'BANK_TRANSFER' && order.order_email !== null;
    if (!to || (order.status === 'WAITING' && !askedToDeposit)) return;
    const text = [
      `${member.name}님, 주문 ${withParticle(order.order_number, '이/가')} 취소되었습니다.`,
      askedToDeposit ? COMMERCE_MESSAGES.cancelledBeforeDeposit : '',
      refundAmount > 0 ? `${refundDone ? '환불 금액' : '환불 예정 금액'}: ${formatWon(refundAmount)}` : '',
      pointsOffRefund > 0 ? COMMERCE_MESSAGES.pointsOffRefund(pointsOffRefund) : '',
    ]
      .filter(Boolean)
      .join('\n');
    await deps.adapters.email.send({ to, subject: `[${await storeName(deps.db)}] 주문이 취소되었습니다 (${order.order_number})`, text });
  } catch (err) {
    deps.logger.warn({ err, orderId: order.id }, 'cancel notice e-mail failed');
  }
}
