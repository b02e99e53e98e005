import { earnedPoints, formatWon, periodLabel, type SubscriptionPeriod } from '@store/shared';
import type { Tx } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { changePoints } from '../points/points.repository.ts';
import { commerceSettings } from '../orders/order-settings.ts';
import { findOrder, insertAudit, listOrderLines, removeOrderFromCart, type OrderRow } from '../orders/orders.repository.ts';
import { storeName } from '../site-settings/site-settings.service.ts';
import * as repo from './fulfilment.repository.ts';

// Paying an order: the WAITING → COMPLETE claim and what the winner of that claim does, in ONE
// transaction, exactly once. Every way an order gets paid (card verify, PortOne webhook, free
// order, admin-confirmed deposit) goes through completeWaitingOrder.
//
// Row-lock order shared by every money transaction, so none of them can deadlock another:
// orders → subscriptions → items → members → member_coupons → coupons.

export type CompleteOutcome =
  | { kind: 'completed'; order: OrderRow; keys: number; earnedPoint: number }
  | { kind: 'already-paid'; order: OrderRow }
  | { kind: 'cancelled'; order: OrderRow }
  | { kind: 'not-payable'; order: OrderRow | undefined };

/**
 * Claims the order with a conditional UPDATE (status WAITING → COMPLETE, only once the order
 * sheet is applied). Only the caller that gets the row back records the payment and fulfils;
 * every later or concurrent caller sees 'already-paid' and fulfils nothing. Call inside a
 * transaction: a failure anywhere rolls the claim back with everything else.
 */
export async function completeWaitingOrder(tx: Tx, orderId: number, payment: repo.PaymentRecord, now: Date): Promise<CompleteOutcome> {
  const claimed = await tx
    .updateTable('orders')
    .set({ status: 'COMPLETE', paid_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'WAITING')
    .where('payment_method', 'is not', null)
    // The payment must be the one issued for this order (free and deposit use the same id).
    .where('payment_id', '=', payment.paymentId)
    .returningAll()
    .executeTakeFirst();
  if (!claimed) {
    const order = await findOrder(tx, orderId);
    if (order?.status === 'COMPLETE' || order?.status === 'CONFIRM') return { kind: 'already-paid', order };
    if (order?.status === 'CANCEL') return { kind: 'cancelled', order };
    return { kind: 'not-payable', order };
  }
  await repo.upsertPaidPayment(tx, claimed.id, payment, now);
  const { keys, earnedPoint } = await fulfilOrder(tx, claimed, now);
  return { kind: 'completed', order: { ...claimed, earned_point: earnedPoint }, keys, earnedPoint };
}

/**
 * What a paid order gives: one license key per unit bought (BEFORE_USE, the line's period; the
 * period starts at activation), points earned on what was actually paid (through the ledger),
 * the member's purchase total (their grade follows from it) and the items' sales counts. The
 * coupon was marked used when the order sheet reserved it and stays used.
 */
async function fulfilOrder(tx: Tx, order: OrderRow, now: Date): Promise<{ keys: number; earnedPoint: number }> {
  const lines = await listOrderLines(tx, order.id);
  const buyer = await repo.findMemberContact(tx, order.member_id);

  const keys: repo.UnkeyedSubscription[] = [];
  const sales = new Map<number, number>();
  for (const line of lines) {
    sales.set(line.item_id, (sales.get(line.item_id) ?? 0) + line.quantity);
    for (let unit = 0; unit < line.quantity; unit++) {
      keys.push({
        member_id: order.member_id,
        order_id: order.id,
        order_item_id: line.id,
        // (order_item_id, unit_index) is unique: a second fulfilment could not add keys anyway.
        unit_index: unit,
        item_id: line.item_id,
        buyer_name: buyer.name,
        use_status: 'BEFORE_USE',
        subscription_period: line.subscription_period,
        source: 'ORDER',
        created_at: now,
        updated_at: now,
      });
    }
  }
  await repo.insertWithFreshKeys(tx, keys);
  await repo.addItemSales(tx, sales);
  // A card order's lines leave the cart only now: a failed or abandoned payment keeps the cart as
  // it was. (A bank transfer's left when its account was given: bank-transfer.service.ts.)
  await removeOrderFromCart(tx, order);

  // Points are earned on the amount paid in money (after points and coupon), at the rate the
  // admin set when the order was paid; the rate is kept implicitly in orders.earned_point.
  const { pointEarnRatePercent } = await commerceSettings(tx);
  const earnedPoint = earnedPoints(order.final_krw, pointEarnRatePercent);
  if (earnedPoint > 0) {
    await changePoints(tx, { memberId: order.member_id, delta: earnedPoint, description: `구매 적립 (${order.order_number})`, orderId: order.id }, now);
    await tx.updateTable('orders').set({ earned_point: earnedPoint }).where('id', '=', order.id).execute();
  }
  await repo.addPurchaseTotal(tx, order.member_id, order.final_krw);
  await insertAudit(tx, {
    actorMemberId: null,
    action: 'subscription.issue',
    targetType: 'order',
    targetId: String(order.id),
    after: { orderNumber: order.order_number, keysIssued: keys.length, earnedPoint },
    now,
  });
  return { keys: keys.length, earnedPoint };
}

/**
 * The order confirmation e-mail, sent after the commit (a failed send never undoes a payment).
 * It names the order and what was bought, never the keys themselves: they are shown on my page.
 */
export async function sendOrderConfirmation(deps: AppDeps, orderId: number): Promise<void> {
  try {
    const order = await findOrder(deps.db, orderId);
    if (!order) return;
    const member = await repo.findMemberContact(deps.db, order.member_id);
    const to = order.order_email ?? member.email;
    if (!to) return;
    const lines = await listOrderLines(deps.db, orderId);
    const text = [
      `${member.name}님, 주문해 주셔서 감사합니다.`,
      '',
      `주문번호: ${order.order_number}`,
      ...lines.map((l) => `- ${l.item_name} (${periodLabel(l.subscription_period as SubscriptionPeriod)}) × ${l.quantity}: ${formatWon(l.order_price_krw)}`),
      `결제 금액: ${formatWon(order.final_krw)}`,
      order.earned_point > 0 ? `적립 포인트: ${order.earned_point.toLocaleString('ko-KR')}P` : '',
      '',
      '라이선스 키는 마이페이지 > 구독 관리에서 확인하실 수 있습니다.',
    ].filter((line, i, all) => line !== '' || all[i - 1] !== '');
    await deps.adapters.email.send({ to, subject: `[${await storeName(deps.db)}] 주문이 완료되었습니다 (${order.order_number})`, text: text.join('\n') });
  } catch (err) {
    deps.logger.warn({ err, orderId }, 'order confirmation e-mail failed');
  }
}
