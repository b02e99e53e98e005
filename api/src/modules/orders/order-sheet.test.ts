import { COMMERCE_MESSAGES, subscriptionTotal } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, createBuyer, createCoupon, createTestItem, devPay, keysOf, ledgerOf, memberPoints, orderRow, placeOrder, send, verify, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let ctx: TestContext;
let itemId: number;
const TOTAL = subscriptionTotal(10_000, 3, 1); // 30,000

beforeAll(async () => {
  ctx = await createTestContext();
  itemId = await createTestItem(ctx, { sale_price: 10_000, cost_price: 12_000, thumb_file_name: 'pic.webp' });
});
afterAll(() => ctx.close());

const newOrder = (b: Buyer) => placeOrder(ctx, b, [{ itemId, month: 1, quantity: 3 }]);
const day = 86_400_000;

describe('GET /api/ordersheet', () => {
  it('shows items, points and only the coupons this order can take', async () => {
    const b = await createBuyer(ctx, { points: 1234 });
    const fixed = await createCoupon(ctx, { name: '5,000원 쿠폰', discount_type: 'FIXED', discount_value: 5000, min_purchase_krw: 20_000 }, [b.id]);
    const percent = await createCoupon(ctx, { name: '10% 할인 쿠폰', discount_type: 'PERCENT', discount_value: 10, end_at: new Date(Date.now() + 10 * day) }, [b.id]);
    await createCoupon(ctx, { min_purchase_krw: 50_000 }, [b.id]); // minimum not met
    await createCoupon(ctx, { is_active: false }, [b.id]);
    await createCoupon(ctx, { end_at: new Date(Date.now() - 1000), start_at: new Date(Date.now() - 2 * day) }, [b.id]);
    await createCoupon(ctx, { quantity: 1, issued_count: 1, used_count: 1 }, [b.id]);
    await createCoupon(ctx, {}, []); // not the member's
    const orderId = await newOrder(b);

    const res = await send(ctx, 'GET', `/api/ordersheet?orderId=${orderId}`, b.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      orderId,
      orderStatus: 'WAITING',
      totalSum: TOTAL,
      memberPoint: 1234,
      usePoint: 0,
      couponId: null,
      name: '김구매',
      email: b.email,
      paymentMethod: null,
      finalAmount: TOTAL,
      orderItems: [{ itemId, count: 3, subscriptionPeriod: 1, orderPrice: TOTAL, imageUrl: '/api/files/items/pic.webp' }],
    });
    expect(res.body.coupons.map((c: { couponId: number }) => c.couponId).sort()).toEqual([fixed, percent].sort());
    expect(res.body.coupons.find((c: { couponId: number }) => c.couponId === percent)).toMatchObject({ discountType: 'PERCENT', discountRate: 10, discountAmount: 0 });
  });

  it('names the coupons held by the member\'s other orders waiting for payment, until that order is cancelled', async () => {
    const b = await createBuyer(ctx);
    const coupon = await createCoupon(ctx, { name: '대기 쿠폰', discount_type: 'FIXED', discount_value: 1000 }, [b.id]);
    const holder = await newOrder(b);
    expect((await applySheet(ctx, b, holder, { couponId: coupon, paymentMethod: 'BANK_TRANSFER' })).status).toBe(200);
    const holderNumber = (await orderRow(ctx, holder)).order_number;
    const next = await newOrder(b);
    const sheetOf = async (orderId: number) => (await send(ctx, 'GET', `/api/ordersheet?orderId=${orderId}`, b.token)).body;

    expect(await sheetOf(next)).toMatchObject({ coupons: [], heldCoupons: [{ name: '대기 쿠폰', orderId: holder, orderNumber: holderNumber }] });
    // The order holding it shows it applied, not held elsewhere.
    expect(await sheetOf(holder)).toMatchObject({ couponId: coupon, heldCoupons: [] });

    expect((await send(ctx, 'POST', `/api/orders/${holder}/cancel`, b.token)).status).toBe(200);
    const after = await sheetOf(next);
    expect(after.heldCoupons).toEqual([]);
    expect(after.coupons.map((c: { couponId: number }) => c.couponId)).toEqual([coupon]);
  });

  it('names the points held by the member\'s other orders waiting for payment, until that order is cancelled', async () => {
    const b = await createBuyer(ctx, { points: 2000 });
    const holder = await newOrder(b);
    expect((await applySheet(ctx, b, holder, { usePoint: 1500, paymentMethod: 'BANK_TRANSFER' })).status).toBe(200);
    const holderNumber = (await orderRow(ctx, holder)).order_number;
    const next = await newOrder(b);
    const sheetOf = async (orderId: number) => (await send(ctx, 'GET', `/api/ordersheet?orderId=${orderId}`, b.token)).body;

    expect(await sheetOf(next)).toMatchObject({ memberPoint: 500, heldPoints: [{ points: 1500, orderId: holder, orderNumber: holderNumber }] });
    expect(await sheetOf(holder)).toMatchObject({ usePoint: 1500, heldPoints: [] });
    expect((await send(ctx, 'POST', `/api/orders/${holder}/cancel`, b.token)).status).toBe(200);
    expect(await sheetOf(next)).toMatchObject({ memberPoint: 2000, heldPoints: [] });
  });

  it('hands its owner an unfinished card payment to go on with, until the order is paid or its window closes', async () => {
    const b = await createBuyer(ctx, { points: 1000 });
    const orderId = await newOrder(b);
    const sheetOf = async () => (await send(ctx, 'GET', `/api/ordersheet?orderId=${orderId}`, b.token)).body;
    expect((await sheetOf()).cardPayment).toBeNull();
    const applied = await applySheet(ctx, b, orderId, { usePoint: 1000, paymentMethod: 'SIMPLE_PAY' });
    const { paymentId, finalAmount } = applied.body as { paymentId: string; finalAmount: number };

    // The buyer left the card window without an answer: the same payment, for the same amount.
    const started = await sheetOf();
    expect(started).toMatchObject({ paymentMethod: 'SIMPLE_PAY', usePoint: 1000, finalAmount: TOTAL - 1000 });
    expect(started.cardPayment).toEqual({ paymentId, orderName: applied.body.orderName, payBy: (await orderRow(ctx, orderId)).deposit_deadline.toISOString() });
    // Going on with it pays the order once, and there is nothing left to go on with.
    expect((await devPay(ctx, paymentId, finalAmount)).status).toBe(200);
    expect((await verify(ctx, b, orderId, paymentId, finalAmount)).status).toBe(200);
    expect(await sheetOf()).toMatchObject({ orderStatus: 'COMPLETE', cardPayment: null });
    expect(await keysOf(ctx, orderId)).toHaveLength(3);
  });

  it('hands out no card payment for a bank transfer, a free order, or a card window that has closed', async () => {
    const b = await createBuyer(ctx, { points: TOTAL });
    const sheetOf = async (orderId: number) => (await send(ctx, 'GET', `/api/ordersheet?orderId=${orderId}`, b.token)).body;
    const transfer = await newOrder(b);
    await applySheet(ctx, b, transfer, { paymentMethod: 'BANK_TRANSFER' });
    expect(await sheetOf(transfer)).toMatchObject({ paymentMethod: 'BANK_TRANSFER', cardPayment: null });
    const free = await newOrder(b);
    await applySheet(ctx, b, free, { usePoint: TOTAL, paymentMethod: 'SIMPLE_PAY' });
    expect(await sheetOf(free)).toMatchObject({ orderStatus: 'COMPLETE', cardPayment: null });
    const card = await newOrder(b);
    await applySheet(ctx, b, card, { paymentMethod: 'SIMPLE_PAY' });
    expect((await sheetOf(card)).cardPayment).not.toBeNull();
    // To the card window's end (before the order jobs cancel the order).
    const jump = (await orderRow(ctx, card)).deposit_deadline.getTime() - ctx.clock.now().getTime();
    ctx.clock.advance(jump);
    try {
      expect(await sheetOf(card)).toMatchObject({ orderStatus: 'WAITING', cardPayment: null });
    } finally {
      ctx.clock.advance(-jump);
    }
  });

  it("answers 404 for another member's order and 400 for a bad id", async () => {
    const owner = await createBuyer(ctx);
    const stranger = await createBuyer(ctx);
    const orderId = await newOrder(owner);
    expect(await send(ctx, 'GET', `/api/ordersheet?orderId=${orderId}`, stranger.token)).toMatchObject({ status: 404, body: { message: COMMERCE_MESSAGES.noOrderSheet } });
    expect((await send(ctx, 'GET', '/api/ordersheet?orderId=abc', owner.token)).status).toBe(400);
    expect((await send(ctx, 'GET', '/api/ordersheet', owner.token)).status).toBe(400);
  });
});

describe('POST /api/ordersheet', () => {
  it('reserves points through the ledger and the coupon, and charges total − points − coupon', async () => {
    const b = await createBuyer(ctx, { points: 5005 });
    const coupon = await createCoupon(ctx, { discount_type: 'PERCENT', discount_value: 10 }, [b.id]);
    const orderId = await newOrder(b);
    const res = await applySheet(ctx, b, orderId, { usePoint: 5000, couponId: coupon });
    // Points first, then 10 % of what is left: (30,000 − 5,000) × 10 % = 2,500.
    expect(res).toMatchObject({ status: 200, body: { orderId, totalSum: TOTAL, usePoint: 5000, couponDiscount: 2500, finalAmount: 22_500, orderStatus: 'WAITING' } });
    expect(res.body.paymentId).toMatch(/^pay-[A-Za-z0-9_-]{24}$/);
    expect(res.body.orderName).toContain('테스트 상품');
    expect(await memberPoints(ctx, b.id)).toBe(5);
    expect(await ledgerOf(ctx, b.id)).toMatchObject([{ type: 'USE', delta: -5000, order_id: orderId, balance_after: 5 }]);
    const mc = await ctx.db.selectFrom('member_coupons').selectAll().where('member_id', '=', b.id).executeTakeFirstOrThrow();
    expect(mc.order_id).toBe(orderId);
    expect(mc.used_at).not.toBeNull();
    expect((await ctx.db.selectFrom('coupons').select('used_count').where('id', '=', coupon).executeTakeFirstOrThrow()).used_count).toBe(1);
    expect(await orderRow(ctx, orderId)).toMatchObject({ payment_method: 'SIMPLE_PAY', use_point: 5000, coupon_discount_krw: 2500, final_krw: 22_500, payment_id: res.body.paymentId });

    // An order sheet already applied is "wrong access" (§8), whatever is sent the second time.
    expect(await applySheet(ctx, b, orderId)).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.wrongAccess } });
    // Wrong access carries no result: nothing the buyer can choose again.
    expect((await applySheet(ctx, b, orderId)).body.result).toBeUndefined();
    const sheet = await send(ctx, 'GET', `/api/ordersheet?orderId=${orderId}`, b.token);
    expect(sheet.body).toMatchObject({ usePoint: 5000, couponId: coupon, paymentMethod: 'SIMPLE_PAY', finalAmount: 22_500 });
  });

  it('refuses more points than the balance, more than the total, and odd units', async () => {
    const b = await createBuyer(ctx, { points: 40_000 });
    const orderId = await newOrder(b);
    expect(await applySheet(ctx, b, orderId, { usePoint: 30_010 })).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.pointsOverTotal } });
    const poor = await createBuyer(ctx, { points: 995 });
    const poorOrder = await newOrder(poor);
    expect(await applySheet(ctx, poor, poorOrder, { usePoint: 1000 })).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.pointsInsufficient, result: 'points' } });
    expect(await applySheet(ctx, poor, poorOrder, { usePoint: 995 })).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.pointsUnit } });
    expect((await applySheet(ctx, poor, poorOrder, { usePoint: 990 })).status).toBe(200);
    expect(await memberPoints(ctx, poor.id)).toBe(5);
  });

  it('refuses coupons that are used, expired, inactive, below minimum, sold out or not held', async () => {
    const b = await createBuyer(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ is_active: false }, COMMERCE_MESSAGES.couponUnavailable],
      [{ start_at: new Date(Date.now() + day) }, COMMERCE_MESSAGES.couponUnavailable],
      [{ min_purchase_krw: 30_001 }, '주문 금액이 30,001원 이상일 때 사용할 수 있는 쿠폰입니다.'],
      [{ quantity: 3, used_count: 3 }, COMMERCE_MESSAGES.couponSoldOut],
    ];
    for (const [values, message] of cases) {
      const coupon = await createCoupon(ctx, values, [b.id]);
      expect(await applySheet(ctx, b, await newOrder(b), { couponId: coupon })).toMatchObject({ status: 409, body: { message, result: 'coupon' } });
    }
    const expired = await createCoupon(ctx, {}, [b.id]);
    await ctx.db.updateTable('member_coupons').set({ expires_at: new Date(Date.now() - 1000) }).where('coupon_id', '=', expired).execute();
    expect((await applySheet(ctx, b, await newOrder(b), { couponId: expired })).status).toBe(409);
    const notMine = await createCoupon(ctx, {}, []);
    expect(await applySheet(ctx, b, await newOrder(b), { couponId: notMine })).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.couponUnavailable, result: 'coupon' } });
    // A failed apply reserved nothing: the order can still be applied.
    const orderId = await newOrder(b);
    const once = await createCoupon(ctx, {}, [b.id]);
    expect((await applySheet(ctx, b, orderId, { couponId: once })).status).toBe(200);
    expect((await applySheet(ctx, b, await newOrder(b), { couponId: once })).status).toBe(409);
  });

  it('refuses a coupon that would take nothing off because points cover the order, and keeps it', async () => {
    const b = await createBuyer(ctx, { points: 30_000 });
    const coupon = await createCoupon(ctx, { discount_type: 'FIXED', discount_value: 3000 }, [b.id]);
    const orderId = await newOrder(b);
    expect(await applySheet(ctx, b, orderId, { usePoint: 30_000, couponId: coupon })).toMatchObject({
      status: 409,
      body: { message: COMMERCE_MESSAGES.couponNothingOff, result: 'coupon' },
    });
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'WAITING', member_coupon_id: null });
    expect(await memberPoints(ctx, b.id)).toBe(30_000);
    // Fewer points: the coupon takes its 3,000 off the rest and is used.
    expect(await applySheet(ctx, b, orderId, { usePoint: 20_000, couponId: coupon })).toMatchObject({ status: 200, body: { couponDiscount: 3000, finalAmount: 7000 } });
  });

  it('completes a free (0 won) order at once: keys, no card, and the free verification succeeds', async () => {
    const b = await createBuyer(ctx, { points: 30_000 });
    const orderId = await newOrder(b);
    const res = await applySheet(ctx, b, orderId, { usePoint: 30_000, paymentMethod: 'SIMPLE_PAY' });
    expect(res).toMatchObject({ status: 200, body: { finalAmount: 0, orderStatus: 'COMPLETE' } });
    expect(await keysOf(ctx, orderId)).toHaveLength(3);
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'COMPLETE', final_krw: 0, earned_point: 0 });
    const payment = await ctx.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ provider: 'free', amount: 0, status: 'PAID' });
    expect(await verify(ctx, b, orderId, res.body.paymentId, 0)).toMatchObject({ status: 200, body: { result: 'success', orderStatus: 'COMPLETE' } });
    expect(await keysOf(ctx, orderId)).toHaveLength(3);
    expect(await memberPoints(ctx, b.id)).toBe(0);
  });

  it('refuses to take payment for a product taken off sale since the order was placed, reserving nothing', async () => {
    const b = await createBuyer(ctx, { points: 1000 });
    const product = await createTestItem(ctx, { sale_price: 10_000 });
    const orderId = await placeOrder(ctx, b, [{ itemId: product, month: 1, quantity: 1 }]);
    for (const status of ['STOP', 'PENDING'] as const) {
      await ctx.db.updateTable('items').set({ item_status: status }).where('id', '=', product).execute();
      expect(await applySheet(ctx, b, orderId, { usePoint: 1000, paymentMethod: 'SIMPLE_PAY' })).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.sheetItemNotForSale } });
      expect(await applySheet(ctx, b, orderId, { paymentMethod: 'BANK_TRANSFER' })).toMatchObject({ status: 409 });
    }
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'WAITING', payment_method: null, use_point: 0 });
    expect(await memberPoints(ctx, b.id)).toBe(1000);
    // Back on sale, the same order is paid as usual.
    await ctx.db.updateTable('items').set({ item_status: 'SALE' }).where('id', '=', product).execute();
    expect((await applySheet(ctx, b, orderId, { usePoint: 1000, paymentMethod: 'SIMPLE_PAY' })).status).toBe(200);
  });

  it('answers 404 for a foreign order and 400 in Korean for bad payloads', async () => {
    const owner = await createBuyer(ctx, { points: 100 });
    const stranger = await createBuyer(ctx, { points: 100 });
    const orderId = await newOrder(owner);
    expect((await applySheet(ctx, stranger, orderId)).status).toBe(404);
    const bad: unknown[] = [
      { orderId, usePoint: -10, couponId: null, paymentMethod: 'SIMPLE_PAY' },
      { orderId, usePoint: 10.5, couponId: null, paymentMethod: 'SIMPLE_PAY' },
      { orderId, usePoint: 1e20, couponId: null, paymentMethod: 'SIMPLE_PAY' },
      { orderId, usePoint: '100', couponId: null, paymentMethod: 'SIMPLE_PAY' },
      { orderId, usePoint: 0, couponId: null, paymentMethod: 'CRYPTO' },
      { orderId, usePoint: 0, couponId: -1, paymentMethod: 'SIMPLE_PAY' },
      { orderId, usePoint: 0, couponId: 2 ** 31, paymentMethod: 'SIMPLE_PAY' },
      { orderId: 2 ** 31, usePoint: 0, couponId: null, paymentMethod: 'SIMPLE_PAY' },
      { usePoint: 0, paymentMethod: 'SIMPLE_PAY' },
      JSON.parse(`{"__proto__":{"usePoint":0},"orderId":${orderId},"paymentMethod":"SIMPLE_PAY"}`),
    ];
    for (const body of bad) {
      const res = await send(ctx, 'POST', '/api/ordersheet', owner.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    expect((await orderRow(ctx, orderId)).payment_method).toBeNull();
    expect(await memberPoints(ctx, owner.id)).toBe(100);
  });
});
