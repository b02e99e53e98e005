import { COMMERCE_MESSAGES, subscriptionTotal } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, buyWithDevCard, createBuyer, createCoupon, createTestItem, devPay, keysOf, ledgerOf, memberPoints, orderRow, placeOrder, send, verify, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { LICENSE_KEY_PATTERN } from '../fulfilment/license-keys.ts';
import { syncPayment } from './payment-sync.service.ts';

// Card payment through the dev payment window (the stand-in for PortOne outside production):
// the verify call reads the payment back through the gateway interface and fulfils once.

let ctx: TestContext;
let buyer: Buyer;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  buyer = await createBuyer(ctx, { points: 0 });
  itemId = await createTestItem(ctx, { sale_price: 10_000, cost_price: 12_000 });
});
afterAll(() => ctx.close());

async function sheetFor(b: Buyer, quantity = 2, month = 3) {
  const orderId = await placeOrder(ctx, b, [{ itemId, month, quantity }]);
  const sheet = await applySheet(ctx, b, orderId);
  expect(sheet.status).toBe(200);
  return { orderId, paymentId: sheet.body.paymentId as string, amount: sheet.body.finalAmount as number };
}

describe('payment verification with the dev window', () => {
  it('tells the web which card window to open', async () => {
    const res = await send(ctx, 'GET', '/api/payment/config', undefined);
    expect(res).toMatchObject({ status: 200, body: { provider: 'dev' } });
  });

  it('pays a verified order once: one key per unit, earned points in the ledger, purchase total', async () => {
    const { orderId, paymentId, amount } = await sheetFor(buyer, 2, 3);
    expect(amount).toBe(subscriptionTotal(10_000, 2, 3));
    expect((await devPay(ctx, paymentId, amount)).status).toBe(200);

    const first = await verify(ctx, buyer, orderId, paymentId, amount);
    expect(first).toMatchObject({ status: 200, body: { result: 'success', orderId, orderStatus: 'COMPLETE', message: COMMERCE_MESSAGES.paymentSuccess } });
    const again = await verify(ctx, buyer, orderId, paymentId, amount);
    expect(again).toMatchObject({ status: 200, body: { result: 'success', orderStatus: 'COMPLETE' } });

    const keys = await keysOf(ctx, orderId);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key.hash_key).toMatch(LICENSE_KEY_PATTERN);
      expect(key).toMatchObject({ use_status: 'BEFORE_USE', subscription_period: 3, member_id: buyer.id, source: 'ORDER', start_at: null, expire_at: null });
    }
    expect(new Set(keys.map((k) => k.hash_key)).size).toBe(2);

    const order = await orderRow(ctx, orderId);
    expect(order).toMatchObject({ status: 'COMPLETE', earned_point: Math.floor(amount / 100) });
    expect(order.paid_at).not.toBeNull();
    expect(await ledgerOf(ctx, buyer.id)).toMatchObject([{ type: 'SAVE', delta: Math.floor(amount / 100), order_id: orderId }]);
    expect(await memberPoints(ctx, buyer.id)).toBe(Math.floor(amount / 100));
    const member = await ctx.db.selectFrom('members').select('total_purchase_krw').where('id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(member.total_purchase_krw).toBe(amount);
    const payment = await ctx.db.selectFrom('payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ provider: 'dev', status: 'PAID', amount, order_id: orderId });

    const mail = await ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', buyer.email).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(order.order_number);
    expect(mail[0]!.body).not.toContain(keys[0]!.hash_key);
  });

  it('fulfils nothing for a payment of a tampered amount, and refunds it', async () => {
    const { orderId, paymentId, amount } = await sheetFor(buyer, 1, 1);
    await devPay(ctx, paymentId, 100);
    const res = await verify(ctx, buyer, orderId, paymentId, amount);
    expect(res).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.paymentMismatch } });
    expect((await orderRow(ctx, orderId)).status).toBe('WAITING');
    expect(await keysOf(ctx, orderId)).toHaveLength(0);
    const refund = await ctx.db.selectFrom('payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ status: 'CANCELLED', amount: 100 });
    const dev = await ctx.db.selectFrom('dev_payments').select('status').where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
    expect(dev.status).toBe('CANCELLED');

    // The spent id cannot be paid again, so the order's next attempt (결제 계속하기) has a new one.
    const sheet = await send(ctx, 'GET', `/api/ordersheet?orderId=${orderId}`, buyer.token);
    const next = sheet.body.cardPayment.paymentId as string;
    expect(next).toMatch(/^pay-/);
    expect(next).not.toBe(paymentId);
    expect((await devPay(ctx, next, amount)).status).toBe(200);
    expect(await verify(ctx, buyer, orderId, next, amount)).toMatchObject({ status: 200, body: { result: 'success', orderStatus: 'COMPLETE' } });
    expect(await keysOf(ctx, orderId)).toHaveLength(1);
  });

  it('decides by the provider\'s record, not the amount the request names', async () => {
    // A tampered window sends its own amount back too: the money it took is still refunded, and
    // the order not left waiting on a spent id with its points and coupon held.
    const tampered = await sheetFor(buyer, 1, 1);
    await devPay(ctx, tampered.paymentId, 100);
    expect(await verify(ctx, buyer, tampered.orderId, tampered.paymentId, 100)).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.paymentMismatch } });
    const dev = await ctx.db.selectFrom('dev_payments').select('status').where('payment_id', '=', tampered.paymentId).executeTakeFirstOrThrow();
    expect(dev.status).toBe('CANCELLED');
    expect((await orderRow(ctx, tampered.orderId)).payment_id).not.toBe(tampered.paymentId);
    // The whole amount paid at the provider pays the order, whatever the request says.
    const { orderId, paymentId, amount } = await sheetFor(buyer, 1, 1);
    await devPay(ctx, paymentId, amount);
    expect(await verify(ctx, buyer, orderId, paymentId, amount - 1000)).toMatchObject({ status: 200, body: { orderStatus: 'COMPLETE' } });
  });

  it('refuses a payment id that is not the order\'s own, even a paid one', async () => {
    const a = await sheetFor(buyer, 1, 1);
    const b = await sheetFor(buyer, 1, 1);
    await devPay(ctx, b.paymentId, b.amount);
    const crossed = await verify(ctx, buyer, a.orderId, b.paymentId, a.amount);
    expect(crossed).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.paymentMismatch } });
    const invented = await verify(ctx, buyer, a.orderId, 'pay-made-up', a.amount);
    expect(invented.status).toBe(400);
    expect((await orderRow(ctx, a.orderId)).status).toBe('WAITING');
    expect(await keysOf(ctx, a.orderId)).toHaveLength(0);
  });

  it('answers paymentFailed for no payment yet and keeps the order; a paid retry under the same id pays it', async () => {
    const { orderId, paymentId, amount } = await sheetFor(buyer, 1, 1);
    expect(await verify(ctx, buyer, orderId, paymentId, amount)).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.paymentFailed } });
    expect((await orderRow(ctx, orderId)).status).toBe('WAITING');
    // A decline the webhook reports (the window may still be open) leaves the order payable too.
    await devPay(ctx, paymentId, amount, 'FAILED');
    await expect(syncPayment(ctx.deps, paymentId)).rejects.toMatchObject({ status: 400 });
    expect((await orderRow(ctx, orderId)).status).toBe('WAITING');
    expect((await devPay(ctx, paymentId, amount)).status).toBe(200);
    expect((await devPay(ctx, paymentId, 1, 'FAILED')).status).toBe(409);
    expect((await verify(ctx, buyer, orderId, paymentId, amount)).status).toBe(200);
    expect(await keysOf(ctx, orderId)).toHaveLength(1);
  });

  it('takes the paid lines out of the cart for an order from the cart, and leaves the cart alone for a buy-now', async () => {
    const member = await createBuyer(ctx);
    const cartItems = () => ctx.db.selectFrom('cart_items').select(['item_id', 'subscription_period']).where('member_id', '=', member.id).execute();
    await ctx.db.insertInto('cart_items').values({ member_id: member.id, item_id: itemId, subscription_period: 1, count: 1 }).execute();

    await buyWithDevCard(ctx, member, [{ itemId, month: 1, quantity: 1 }]);
    expect(await cartItems()).toEqual([{ item_id: itemId, subscription_period: 1 }]);

    await buyWithDevCard(ctx, member, [{ itemId, month: 1, quantity: 1 }], {}, { fromCart: true });
    expect(await cartItems()).toEqual([]);
  });

  it('cancels a declined order when the buyer is back from the card window: coupon and points are free again, the cart keeps its lines', async () => {
    const member = await createBuyer(ctx, { points: 5_000 });
    const couponId = await createCoupon(ctx, { discount_type: 'FIXED', discount_value: 1_000 }, [member.id]);
    const memberCoupon = await ctx.db.selectFrom('member_coupons').select('id').where('member_id', '=', member.id).where('coupon_id', '=', couponId).executeTakeFirstOrThrow();
    await ctx.db.insertInto('cart_items').values({ member_id: member.id, item_id: itemId, subscription_period: 1, count: 1 }).execute();
    const orderId = await placeOrder(ctx, member, [{ itemId, month: 1, quantity: 1 }]);
    const sheet = await applySheet(ctx, member, orderId, { usePoint: 2_000, couponId });
    expect(sheet.status).toBe(200);
    expect(await memberPoints(ctx, member.id)).toBe(3_000);
    const { paymentId, finalAmount } = sheet.body;

    await devPay(ctx, paymentId, finalAmount, 'FAILED');
    expect(await verify(ctx, member, orderId, paymentId, finalAmount)).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.paymentFailed } });
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'CANCEL', cancel_reason: '카드 결제 실패' });
    expect(await memberPoints(ctx, member.id)).toBe(5_000);
    const coupon = await ctx.db.selectFrom('member_coupons').selectAll().where('id', '=', memberCoupon.id).executeTakeFirstOrThrow();
    expect(coupon.order_id ?? null).toBeNull();
    expect((await ctx.db.selectFrom('cart_items').select('item_id').where('member_id', '=', member.id).execute()).map((r) => r.item_id)).toEqual([itemId]);

    // The next try from the cart may use the same coupon and points.
    const retry = await placeOrder(ctx, member, [{ itemId, month: 1, quantity: 1 }]);
    expect((await applySheet(ctx, member, retry, { usePoint: 2_000, couponId })).status).toBe(200);
    // A payment that still arrives under the declined order's id is refunded, not fulfilled.
    expect((await devPay(ctx, paymentId, finalAmount)).status).toBe(200);
    expect((await verify(ctx, member, orderId, paymentId, finalAmount)).status).toBe(409);
    expect(await keysOf(ctx, orderId)).toHaveLength(0);
  });

  it("hides another member's order (404) and needs a login (401)", async () => {
    const other = await createBuyer(ctx);
    const { orderId, paymentId, amount } = await sheetFor(other, 1, 1);
    await devPay(ctx, paymentId, amount);
    expect((await verify(ctx, buyer, orderId, paymentId, amount)).status).toBe(404);
    expect((await send(ctx, 'POST', '/api/payment/verify', undefined, { paymentId, amount, orderId })).status).toBe(401);
    expect((await orderRow(ctx, orderId)).status).toBe('WAITING');
  });

  it('refuses a card payment under a bank-transfer order\'s id', async () => {
    const orderId = await placeOrder(ctx, buyer, [{ itemId, month: 1, quantity: 1 }]);
    const sheet = await applySheet(ctx, buyer, orderId, { paymentMethod: 'BANK_TRANSFER' });
    // The sheet hands out no id for a bank transfer; one read from the database stands for a leaked one.
    const paymentId = (await orderRow(ctx, orderId)).payment_id!;
    await devPay(ctx, paymentId, sheet.body.finalAmount);
    expect((await verify(ctx, buyer, orderId, paymentId, sheet.body.finalAmount)).status).toBe(400);
    expect((await orderRow(ctx, orderId)).status).toBe('WAITING');
  });

  it('answers 400 in Korean for bad payloads, never 500', async () => {
    const bad = [
      { paymentId: 'p', amount: 1.5, orderId: 1 },
      { paymentId: 'p', amount: -1, orderId: 1 },
      { paymentId: 'p', amount: 1e30, orderId: 1 },
      { paymentId: '', amount: 1, orderId: 1 },
      { paymentId: 'p', amount: 1, orderId: 9_999_999_999 },
      { paymentId: 'p', amount: '1000', orderId: 1 },
      JSON.parse('{"__proto__": {"admin": true}, "paymentId": 5}'),
    ];
    for (const body of bad) {
      const res = await send(ctx, 'POST', '/api/payment/verify', buyer.token, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    for (const body of [{ paymentId: 'p', amount: 1, status: 'CANCELLED' }, { paymentId: 'p', amount: 2 ** 40, status: 'PAID' }]) {
      expect((await send(ctx, 'POST', '/api/dev/payments', undefined, body)).status).toBe(400);
    }
  });

  it('has no dev payment window and no webhook without PortOne in production-like routing', async () => {
    // Without PortOne configuration nobody may post payment events.
    const res = await send(ctx, 'POST', '/api/payment/webhook', undefined, { type: 'Transaction.Paid' });
    expect(res.status).toBe(404);
  });
});
