import { ADMIN_ORDER_MESSAGES, COMMERCE_MESSAGES, formatDateTimeWithWeekday, formatWon, orderEmailSchema, type OrderStatusResponse } from '@store/shared';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { completeWaitingOrder, sendOrderConfirmation } from '../fulfilment/fulfilment.service.ts';
import { storeName } from '../site-settings/site-settings.service.ts';
import { commerceSettings, DAY_MS, type CommerceSettings } from './order-settings.ts';
import * as repo from './orders.repository.ts';

// Bank transfer (무통장 입금): the member asks for the account, we e-mail it with the amount and
// deadline (and an order from the cart leaves it); an admin who sees the deposit confirms it,
// which pays the order through the same completeWaitingOrder as a card. Unpaid orders are cancelled by the order jobs at the deadline.

/**
 * Each request e-mails the address it names, any address: without a ceiling, one member could
 * send the store's mail anywhere as often as they liked (and spend its sending reputation).
 */
export const BANK_TRANSFER_MAILS_PER_MEMBER = { limit: 10, windowSeconds: 3600 } as const;

export interface BankTransferAnswer {
  result: 'success';
  message: string;
  bankAccount: CommerceSettings['bankAccount'];
  amount: number;
  depositDeadline: string;
}

/**
 * PUT /api/order/bank-transfer. The deadline starts with the first request (days from the admin
 * settings) and a repeated request keeps it, so asking again cannot stretch it; the e-mail is
 * sent again (to the address given this time).
 */
export async function requestBankTransfer(deps: AppDeps, memberId: number, input: { orderId: number; orderEmail: string }): Promise<BankTransferAnswer> {
  const email = orderEmailSchema.safeParse(input.orderEmail.trim());
  // The spec's client shows this result as the valid-email error.
  if (!email.success) throw new AppError(400, COMMERCE_MESSAGES.invalidEmail, { body: { result: 'no-email' } });

  const now = deps.clock.now();
  await consumeRateLimits(deps.db, [{ key: `bank-transfer-mail:member:${memberId}`, ...BANK_TRANSFER_MAILS_PER_MEMBER }], now, COMMERCE_MESSAGES.bankTransferThrottled);
  const settings = await commerceSettings(deps.db);
  const order = await inTransaction(deps.db, async (tx) => {
    const locked = await repo.lockOrder(tx, input.orderId);
    if (!locked || locked.member_id !== memberId) throw notFound(COMMERCE_MESSAGES.orderNotFound);
    if (locked.status !== 'WAITING' || locked.payment_method === null) throw conflict(COMMERCE_MESSAGES.wrongAccess);
    if (locked.payment_method !== 'BANK_TRANSFER') throw conflict(COMMERCE_MESSAGES.bankTransferOnly);
    // Until the first request the deadline is the checkout's window; once it has passed, a
    // request would give days to an order the jobs are about to cancel.
    if (locked.deposit_deadline <= now) throw conflict(COMMERCE_MESSAGES.orderExpired);
    const firstRequest = locked.order_email === null;
    // The order is placed once the account is given: its lines leave the cart now, not at the
    // deposit days later, or the buyer's next checkout from the cart bought them a second time.
    // (A card order's leave at payment: a window abandoned keeps the cart as it was.)
    if (firstRequest) await repo.removeOrderFromCart(tx, locked);
    return tx
      .updateTable('orders')
      .set({
        order_email: email.data,
        ...(firstRequest ? { deposit_deadline: new Date(now.getTime() + settings.depositDeadlineDays * DAY_MS) } : {}),
        updated_at: now,
      })
      .where('id', '=', locked.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });

  const { bank, accountNumber, holder } = settings.bankAccount;
  const deadline = order.deposit_deadline;
  // As the order screen shows it ("2026.12.02(수) 18:10"): ICU's Korean time style reads "PM 6:10".
  const deadlineText = `${formatDateTimeWithWeekday(deadline)}까지`;
  try {
    await deps.adapters.email.send({
      to: email.data,
      subject: `[${await storeName(deps.db)}] 무통장 입금 안내 (${order.order_number})`,
      text: [
        '주문해 주셔서 감사합니다. 아래 계좌로 입금해 주시면 확인 후 결제가 완료됩니다.',
        '',
        `주문번호: ${order.order_number}`,
        `입금 계좌: ${bank} ${accountNumber} (예금주 ${holder})`,
        `입금 금액: ${formatWon(order.final_krw)}`,
        `입금 기한: ${deadlineText}`,
        '',
        '기한 안에 입금이 확인되지 않으면 주문은 자동으로 취소됩니다.',
      ].join('\n'),
    });
  } catch (err) {
    // The answer carries the same details, so a failed e-mail does not fail the request.
    deps.logger.warn({ err, orderId: order.id }, 'bank transfer e-mail failed');
  }
  return {
    result: 'success',
    message: COMMERCE_MESSAGES.bankTransferRequested,
    bankAccount: settings.bankAccount,
    amount: order.final_krw,
    depositDeadline: deadline.toISOString(),
  };
}

/**
 * PUT /api/admin/orders/{orderId}/deposit: an admin saw the money arrive. Pays the order once
 * (a repeated click answers the same), audit-logged with the admin and their address.
 */
export async function confirmDeposit(deps: AppDeps, admin: { memberId: number; ip: string }, orderId: number): Promise<OrderStatusResponse> {
  const now = deps.clock.now();
  const outcome = await inTransaction(deps.db, async (tx) => {
    const order = await repo.findOrder(tx, orderId);
    if (!order) throw notFound(COMMERCE_MESSAGES.orderNotFound);
    if (order.payment_method !== 'BANK_TRANSFER' || order.payment_id === null) throw conflict(ADMIN_ORDER_MESSAGES.depositNotBankTransfer);
    const result = await completeWaitingOrder(
      tx,
      order.id,
      { paymentId: order.payment_id, provider: 'bank', amount: order.final_krw, currency: 'KRW', raw: { provider: 'bank', confirmedBy: admin.memberId } },
      now,
    );
    if (result.kind === 'cancelled') throw conflict(COMMERCE_MESSAGES.depositOnCancelled);
    if (result.kind === 'not-payable') throw conflict(COMMERCE_MESSAGES.wrongAccess);
    if (result.kind === 'completed') {
      await repo.insertAudit(tx, {
        actorMemberId: admin.memberId,
        action: 'order.deposit.confirm',
        targetType: 'order',
        targetId: String(order.id),
        before: { status: 'WAITING' },
        after: { status: 'COMPLETE', amount: order.final_krw, keysIssued: result.keys },
        ip: admin.ip,
        now,
      });
    }
    return result;
  });
  if (outcome.kind === 'completed') await sendOrderConfirmation(deps, orderId);
  return { orderId, orderStatus: outcome.order!.status, message: outcome.kind === 'completed' ? COMMERCE_MESSAGES.depositConfirmed : ADMIN_ORDER_MESSAGES.depositAlreadyConfirmed };
}
