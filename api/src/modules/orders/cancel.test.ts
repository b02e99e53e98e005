import { COMMERCE_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, buyWithDevCard, createBuyer, createCoupon, createTestItem, keysOf, ledgerOf, memberPoints, orderRow, paidAtProvider, placeOrder, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { cancelOrder } from './cancel.service.ts';

let ctx: TestContext;
let admin: Buyer;
let itemId: number;
const DAY = 86_400_000;
const PRICE = 50_000;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createBuyer(ctx, { role: 'ADMIN' });
  itemId = await createTestItem(ctx, { sale_price: PRICE, cost_price: PRICE });
});
afterAll(() => ctx.close());

const cancel = (b: Buyer, orderId: number, body?: unknown) => send(ctx, 'POST', `/api/orders/${orderId}/cancel`, b.token, body);
const totalPurchase = async (memberId: number) =>
  (await ctx.db.selectFrom('members').select('total_purchase_krw').where('id', '=', memberId).executeTakeFirstOrThrow()).total_purchase_krw;

/** A member with 2,000 points and a 10 % coupon who bought 2 units by card using both. */
async function paidOrder() {
  const b = await createBuyer(ctx, { points: 2000 });
  const coupon = await createCoupon(ctx, { discount_type: 'PERCENT', discount_value: 10, quantity: 5 }, [b.id]);
  const bought = await buyWithDevCard(ctx, b, [{ itemId, month: 1, quantity: 2 }], { usePoint: 2000, couponId: coupon });
  return { b, coupon, ...bought };
}

describe('member cancellation', () => {
  it('within 7 days: revokes the keys, returns points and coupon, takes back earned points, refunds the card', async () => {
    const { b, coupon, orderId, paymentId, finalAmount } = await paidOrder();
    // (100,000 − 2,000) × 90 % = 88,200 paid; 1 % = 882 points earned.
    expect(finalAmount).toBe(88_200);
    expect(await memberPoints(ctx, b.id)).toBe(882);
    expect(await totalPurchase(b.id)).toBe(88_200);

    const res = await cancel(b, orderId, { reason: '단순 변심' });
    // The dev provider confirms the refund at once: said as done, not as to be processed.
    expect(res).toMatchObject({ status: 200, body: { orderId, orderStatus: 'CANCEL', refundAmount: 88_200, message: COMMERCE_MESSAGES.refunded(88_200) } });
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'CANCEL', cancel_reason: '단순 변심' });
    const keys = await keysOf(ctx, orderId);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key.use_status).toBe('UNSUBSCRIPTION');
      expect(key.revoked_at).not.toBeNull();
    }
    // 0 + 2,000 returned − 882 taken back = the 2,000 the member had before, minus nothing.
    expect(await memberPoints(ctx, b.id)).toBe(2000);
    expect((await ledgerOf(ctx, b.id)).map((l) => l.delta)).toEqual([-2000, 882, 2000, -882]);
    const mc = await ctx.db.selectFrom('member_coupons').selectAll().where('coupon_id', '=', coupon).executeTakeFirstOrThrow();
    expect(mc).toMatchObject({ used_at: null, order_id: null });
    expect((await ctx.db.selectFrom('coupons').select('used_count').where('id', '=', coupon).executeTakeFirstOrThrow()).used_count).toBe(0);
    expect(await totalPurchase(b.id)).toBe(0);
    expect(await ctx.db.selectFrom('payments').select('status').where('payment_id', '=', paymentId).executeTakeFirstOrThrow()).toEqual({ status: 'CANCELLED' });
    expect(await ctx.db.selectFrom('dev_payments').select('status').where('payment_id', '=', paymentId).executeTakeFirstOrThrow()).toEqual({ status: 'CANCELLED' });
    expect((await ctx.db.selectFrom('items').select('sale_quantity').where('id', '=', itemId).executeTakeFirstOrThrow()).sale_quantity).toBe(0);
    expect(await cancel(b, orderId)).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.cancelNotAllowed } });
    // The audit log names the member who asked and what went back, beside the keys' revoke.
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'order').where('target_id', '=', String(orderId)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['subscription.issue', 'subscription.revoke', 'order.cancel']);
    expect(audit[2]).toMatchObject({ actor_member_id: b.id, before: { status: 'COMPLETE' }, after: { status: 'CANCEL', reason: '단순 변심', refundAmount: 88_200 } });
    expect(audit[2]!.ip).not.toBeNull();
  });

  it('takes back only what the balance holds when earned points were already spent', async () => {
    const { b, orderId } = await paidOrder();
    // Spend the 882 earned points on another (free) order... of the 882, 880 usable.
    const other = await placeOrder(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    await applySheet(ctx, b, other, { usePoint: 880 });
    expect(await memberPoints(ctx, b.id)).toBe(2);
    await cancel(b, orderId);
    // 2 + 2,000 returned = 2,002, of which all 882 can be taken back: 1,120.
    expect(await memberPoints(ctx, b.id)).toBe(1120);


    // Without points returned to cover it, the shortfall is recorded instead of a negative balance.
    const c = await createBuyer(ctx);
    const bought = await buyWithDevCard(ctx, c, [{ itemId, month: 1, quantity: 1 }]);
    expect(await memberPoints(ctx, c.id)).toBe(500);
    await applySheet(ctx, c, await placeOrder(ctx, c, [{ itemId, month: 1, quantity: 1 }]), { usePoint: 490 });
    expect((await cancel(c, bought.orderId)).status).toBe(200);
    expect(await memberPoints(ctx, c.id)).toBe(0);
    expect((await ledgerOf(ctx, c.id)).at(-1)).toMatchObject({ delta: -10, balance_after: 0, order_id: bought.orderId });
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'order.cancel').where('target_id', '=', String(bought.orderId)).executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ pointShortfall: 490, pointsOffRefund: 490 });
    // The 490 points already spent are kept from the refund, and the member is told so.
    const refunded = await ctx.db.selectFrom('payments').select(['amount', 'refund_amount']).where('payment_id', '=', bought.paymentId).executeTakeFirstOrThrow();
    expect(refunded.refund_amount).toBe(refunded.amount - 490);
    const mail = await ctx.db.selectFrom('outbox').select('body').where('recipient', '=', c.email).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(mail.body).toContain(COMMERCE_MESSAGES.pointsOffRefund(490));
    // The grade's total keeps the 490 won the store kept: it drops by the refund, not the payment.
    const total = await ctx.db.selectFrom('members').select('total_purchase_krw').where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(total.total_purchase_krw).toBe(490);
  });

  it('buy, spend the earned points on a second order, cancel both: no points or money for nothing', async () => {
    const b = await createBuyer(ctx);
    const first = await buyWithDevCard(ctx, b, [{ itemId, month: 1, quantity: 2 }]);
    const earned = await memberPoints(ctx, b.id);
    expect(earned).toBeGreaterThan(0);
    const second = await buyWithDevCard(ctx, b, [{ itemId, month: 1, quantity: 1 }], { usePoint: earned - (earned % 10) });
    // The second order earned points too: the balance covers that much of the first's.
    const uncovered = earned - (await memberPoints(ctx, b.id));
    expect(uncovered).toBeGreaterThan(0);
    const firstCancel = await cancel(b, first.orderId);
    expect(firstCancel.status).toBe(200);
    expect(firstCancel.body.refundAmount).toBe(first.finalAmount - uncovered);
    expect(firstCancel.body.message).toContain(COMMERCE_MESSAGES.pointsOffRefund(uncovered));
    const secondCancel = await cancel(b, second.orderId);
    expect(secondCancel.status).toBe(200);
    const paid = first.finalAmount + second.finalAmount;
    const back = firstCancel.body.refundAmount + secondCancel.body.refundAmount;
    // What the store kept is exactly what the member still holds as points: nothing was minted.
    expect(paid - back).toBe(await memberPoints(ctx, b.id));
  });

  it('is refused after 7 days, or once a key was activated', async () => {
    const late = await paidOrder();
    // Paid 7 days and a minute ago (moved in the database: sessions would expire with the clock).
    const paidAt = new Date(Date.now() - 7 * DAY - 60_000);
    await ctx.db.updateTable('orders').set({ paid_at: paidAt, created_at: paidAt }).where('id', '=', late.orderId).execute();
    expect(await cancel(late.b, late.orderId)).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.cancelWindowPassed } });
    await ctx.db.updateTable('orders').set({ paid_at: new Date(Date.now() - 7 * DAY + 60_000) }).where('id', '=', late.orderId).execute();
    expect((await cancel(late.b, late.orderId)).status).toBe(200);
    const used = await paidOrder();
    const [key] = await keysOf(ctx, used.orderId);
    await ctx.db.updateTable('subscriptions').set({ use_status: 'GRANTED', mac_address1: 'AA-BB-CC-DD-EE-FF', start_at: new Date() }).where('id', '=', key!.id).execute();
    expect(await cancel(used.b, used.orderId)).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.cancelKeyActivated } });
    expect((await orderRow(ctx, used.orderId)).status).toBe('COMPLETE');
    expect(await memberPoints(ctx, used.b.id)).toBe(882);

    // An admin cancels regardless of time and keys, audit-logged.
    expect((await send(ctx, 'POST', `/api/admin/orders/${used.orderId}/cancel`, used.b.token)).status).toBe(403);
    const res = await send(ctx, 'POST', `/api/admin/orders/${used.orderId}/cancel`, admin.token, { reason: '오류로 인한 환불' });
    expect(res).toMatchObject({ status: 200, body: { orderStatus: 'CANCEL', refundAmount: 88_200 } });
    expect((await keysOf(ctx, used.orderId)).every((k) => k.use_status === 'UNSUBSCRIPTION')).toBe(true);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'order.cancel.admin').where('target_id', '=', String(used.orderId)).executeTakeFirstOrThrow();
    expect(audit.actor_member_id).toBe(admin.id);
  });

  it('cancels a confirmed purchase only by an admin', async () => {
    const { b, orderId } = await paidOrder();
    await send(ctx, 'PUT', `/api/orders/${orderId}/confirm`, b.token);
    expect((await cancel(b, orderId)).status).toBe(409);
    expect((await send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token)).status).toBe(200);
  });

  it('releases the reservations of a WAITING order', async () => {
    const b = await createBuyer(ctx, { points: 500 });
    const coupon = await createCoupon(ctx, {}, [b.id]);
    const orderId = await placeOrder(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    await applySheet(ctx, b, orderId, { usePoint: 500, couponId: coupon });
    expect(await memberPoints(ctx, b.id)).toBe(0);
    expect(await cancel(b, orderId)).toMatchObject({ status: 200, body: { refundAmount: 0, message: COMMERCE_MESSAGES.cancelled } });
    expect(await memberPoints(ctx, b.id)).toBe(500);
    expect((await ctx.db.selectFrom('member_coupons').select('used_at').where('coupon_id', '=', coupon).executeTakeFirstOrThrow()).used_at).toBeNull();
    // No money moved: nothing for the audit log.
    expect(await ctx.db.selectFrom('audit_log').select('id').where('target_type', '=', 'order').where('target_id', '=', String(orderId)).execute()).toEqual([]);
  });

  it('returns things once when two cancels race', async () => {
    const { b, coupon, orderId } = await paidOrder();
    const results = await Promise.all([cancel(b, orderId), cancel(b, orderId), send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await memberPoints(ctx, b.id)).toBe(2000);
    expect((await ledgerOf(ctx, b.id)).filter((l) => l.order_id === orderId)).toHaveLength(4);
    expect((await ctx.db.selectFrom('coupons').select('used_count').where('id', '=', coupon).executeTakeFirstOrThrow()).used_count).toBe(0);
  });

  it("answers 404 for another member's order and 400 for bad input", async () => {
    const { orderId } = await paidOrder();
    const stranger = await createBuyer(ctx);
    expect((await cancel(stranger, orderId)).status).toBe(404);
    expect((await orderRow(ctx, orderId)).status).toBe('COMPLETE');
    const { b, orderId: mine } = await paidOrder();
    expect((await cancel(b, mine, { reason: 'x'.repeat(201) })).status).toBe(400);
    expect((await send(ctx, 'POST', '/api/orders/abc/cancel', b.token)).status).toBe(400);
    const broken = await ctx.request(`/api/orders/${mine}/cancel`, { method: 'POST', token: b.token, headers: { 'content-type': 'application/json' }, body: '{"reason":' });
    expect(broken.status).toBe(400);
    // The body is optional but documented as JSON: a reason sent as plain text is refused, not read.
    const asText = await ctx.request(`/api/orders/${mine}/cancel`, { method: 'POST', token: b.token, headers: { 'content-type': 'text/plain' }, body: '{"reason":"변심"}' });
    expect(asText).toMatchObject({ status: 415, body: { message: expect.stringMatching(/[가-힣]/) } });
    expect((await orderRow(ctx, mine)).status).toBe('COMPLETE');
    // No body at all is a cancel with the default reason.
    const bare = await ctx.request(`/api/orders/${mine}/cancel`, { method: 'POST', token: b.token });
    expect(bare.status).toBe(200);
    expect(await orderRow(ctx, mine)).toMatchObject({ status: 'CANCEL', cancel_reason: '구매자 취소' });
  });
});

describe('cancel of an unpaid attempt (unpaidOnly, the checkout after a failed card window)', () => {
  it('refuses an order paid at the last moment: 409, nothing refunded, keys kept', async () => {
    // Paid by a retry in the same card window; the window then reported the first failure.
    const { b, coupon, orderId, paymentId } = await paidOrder();
    const paymentBefore = await ctx.db.selectFrom('payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
    const ledgerBefore = await ledgerOf(ctx, b.id);

    const res = await cancel(b, orderId, { reason: '결제 중단', unpaidOnly: true });
    expect(res).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.cancelAlreadyPaid, result: 'paid' } });

    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'COMPLETE', cancelled_at: null, cancel_reason: null });
    const keys = await keysOf(ctx, orderId);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatchObject({ use_status: 'BEFORE_USE', revoked_at: null });
    expect(await ctx.db.selectFrom('payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirstOrThrow()).toEqual(paymentBefore);
    expect(await ctx.db.selectFrom('dev_payments').select('status').where('payment_id', '=', paymentId).executeTakeFirstOrThrow()).toEqual({ status: 'PAID' });
    expect(await ledgerOf(ctx, b.id)).toEqual(ledgerBefore);
    expect(await memberPoints(ctx, b.id)).toBe(882);
    expect(await totalPurchase(b.id)).toBe(88_200);
    expect(await ctx.db.selectFrom('member_coupons').select('order_id').where('coupon_id', '=', coupon).executeTakeFirstOrThrow()).toEqual({ order_id: orderId });

    // The member's own cancel (my page, no flag) still takes back a paid order within 7 days.
    expect(await cancel(b, orderId, { unpaidOnly: false })).toMatchObject({ status: 200, body: { orderStatus: 'CANCEL', refundAmount: 88_200 } });
  });

  it('completes an order paid at the provider that the store was never told of, instead of cancelling and refunding it', async () => {
    // The buyer's verify was lost to the network and no webhook came: the order still waits.
    const b = await createBuyer(ctx);
    const { orderId, paymentId } = await paidAtProvider(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    expect((await orderRow(ctx, orderId)).status).toBe('WAITING');
    // The checkout's cancel after the window: told it was paid, so the page verifies instead.
    expect(await cancel(b, orderId, { reason: '결제 중단', unpaidOnly: true })).toMatchObject({ status: 409, body: { result: 'paid' } });
    expect((await orderRow(ctx, orderId)).status).toBe('COMPLETE');
    expect(await keysOf(ctx, orderId)).toHaveLength(1);
    expect(await ctx.db.selectFrom('dev_payments').select('status').where('payment_id', '=', paymentId).executeTakeFirstOrThrow()).toEqual({ status: 'PAID' });

    // The jobs' cancel of an expired payment window completes one the same way.
    const late = await paidAtProvider(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    await expect(cancelOrder(ctx.deps, late.orderId, { kind: 'system' }, undefined)).rejects.toMatchObject({ status: 409 });
    expect((await orderRow(ctx, late.orderId)).status).toBe('COMPLETE');
  });

  it('still cancels a WAITING order and releases its reservations', async () => {
    const b = await createBuyer(ctx, { points: 500 });
    const coupon = await createCoupon(ctx, {}, [b.id]);
    const orderId = await placeOrder(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    await applySheet(ctx, b, orderId, { usePoint: 500, couponId: coupon, paymentMethod: 'SIMPLE_PAY' });
    expect(await memberPoints(ctx, b.id)).toBe(0);

    const res = await cancel(b, orderId, { reason: '결제 중단', unpaidOnly: true });
    expect(res).toMatchObject({ status: 200, body: { orderStatus: 'CANCEL', refundAmount: 0, message: COMMERCE_MESSAGES.cancelled } });
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'CANCEL', cancel_reason: '결제 중단' });
    expect(await memberPoints(ctx, b.id)).toBe(500);
    expect((await ctx.db.selectFrom('member_coupons').select('used_at').where('coupon_id', '=', coupon).executeTakeFirstOrThrow()).used_at).toBeNull();
    // Cancelled already (say, by the declined-payment sync): refused as before, not taken for paid.
    const again = await cancel(b, orderId, { unpaidOnly: true });
    expect(again).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.cancelNotAllowed } });
    expect((again.body as { result?: unknown }).result).toBeUndefined();
    expect((await cancel(b, orderId, { unpaidOnly: 'yes' })).status).toBe(400);
  });
});
