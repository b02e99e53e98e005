import { COMMERCE_MESSAGES, subscriptionTotal } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, buyWithDevCard, createBuyer, createTestItem, orderRow, placeOrder, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let ctx: TestContext;
let buyer: Buyer;
let itemA: number;
let itemB: number;

beforeAll(async () => {
  ctx = await createTestContext();
  buyer = await createBuyer(ctx);
  itemA = await createTestItem(ctx, { item_name: '엑셀 자동화', sale_price: 10_000, cost_price: 10_000 });
  itemB = await createTestItem(ctx, { item_name: '블로그 자동화', sale_price: 33_333, cost_price: 40_000 });
});
afterAll(() => ctx.close());

const order = (b: Buyer, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  send(ctx, 'POST', '/api/order', b.token, { memberId: b.id, orderType: 'NEW', ...body }, headers);

describe('POST /api/order', () => {
  it("prices from the database and the shared rule, ignoring the client's numbers", async () => {
    const res = await order(buyer, {
      items: [
        { itemId: itemA, month: 12, quantity: 2, price: 1, orderPrice: 1 },
        { itemId: itemB, month: 0, quantity: 1 },
      ],
      totalPrice: 10,
      status: 'COMPLETE',
    });
    expect(res).toMatchObject({ status: 200, body: { result: 'available' } });
    const row = await orderRow(ctx, res.body.orderId);
    const expected = subscriptionTotal(10_000, 2, 12) + subscriptionTotal(33_333, 1, 0);
    expect(row).toMatchObject({ status: 'WAITING', member_id: buyer.id, total_krw: expected, final_krw: expected, use_point: 0, payment_method: null, payment_id: null });
    expect(row.order_number).toMatch(/^AW\d{8}-\d{6}$/);
    const lines = await ctx.db.selectFrom('order_items').selectAll().where('order_id', '=', row.id).orderBy('id').execute();
    expect(lines).toMatchObject([
      { item_id: itemA, item_name: '엑셀 자동화', subscription_period: 12, quantity: 2, unit_price_krw: 10_000, order_price_krw: subscriptionTotal(10_000, 2, 12) },
      { item_id: itemB, subscription_period: 0, quantity: 1, order_price_krw: subscriptionTotal(33_333, 1, 0) },
    ]);
  });

  it('orders for the token\'s member only (403), and needs a login (401)', async () => {
    const other = await createBuyer(ctx);
    expect((await send(ctx, 'POST', '/api/order', buyer.token, { memberId: other.id, items: [{ itemId: itemA, month: 1, quantity: 1 }] })).status).toBe(403);
    expect((await send(ctx, 'POST', '/api/order', undefined, { memberId: buyer.id, items: [{ itemId: itemA, month: 1, quantity: 1 }] })).status).toBe(401);
  });

  it('refuses items not on sale, repeated lines and orders above 10억', async () => {
    const pending = await createTestItem(ctx, { item_status: 'PENDING' });
    expect(await order(buyer, { items: [{ itemId: pending, month: 1, quantity: 1 }] })).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.itemNotForSale } });
    expect(await order(buyer, { items: [{ itemId: 424_242, month: 1, quantity: 1 }] })).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.itemNotForSale } });
    const twice = [{ itemId: itemA, month: 1, quantity: 1 }, { itemId: itemA, month: 1, quantity: 2 }];
    expect(await order(buyer, { items: twice })).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.duplicateOrderLine } });
    const pricey = await createTestItem(ctx, { sale_price: 2_000_000, cost_price: 2_000_000 });
    expect(await order(buyer, { items: [{ itemId: pricey, month: 0, quantity: 999 }] })).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.orderTooLarge } });
  });

  it('keeps ordered lines in the cart until the order is paid, then removes exactly those', async () => {
    const member = await createBuyer(ctx);
    await send(ctx, 'GET', `/api/addwishlist?memberId=${member.id}&itemId=${itemA}&count=1&subscriptionPeriod=1`, member.token);
    await send(ctx, 'GET', `/api/addwishlist?memberId=${member.id}&itemId=${itemB}&count=1&subscriptionPeriod=1`, member.token);
    const cartItems = async () => (await send(ctx, 'GET', `/api/wishlist/${member.id}`, member.token)).body.data.map((l: { itemId: number }) => l.itemId).sort();
    await placeOrder(ctx, member, [{ itemId: itemA, month: 1, quantity: 1 }], { fromCart: true });
    expect(await cartItems()).toEqual([itemA, itemB].sort());
    await buyWithDevCard(ctx, member, [{ itemId: itemA, month: 1, quantity: 1 }], {}, { fromCart: true });
    expect(await cartItems()).toEqual([itemB]);
  });

  it('removes a bank-transfer order’s lines from the cart once its account is given, not at the deposit', async () => {
    const member = await createBuyer(ctx);
    for (const id of [itemA, itemB]) await send(ctx, 'GET', `/api/addwishlist?memberId=${member.id}&itemId=${id}&count=1&subscriptionPeriod=1`, member.token);
    const cartItems = async () => (await send(ctx, 'GET', `/api/wishlist/${member.id}`, member.token)).body.data.map((l: { itemId: number }) => l.itemId).sort();
    const orderId = await placeOrder(ctx, member, [{ itemId: itemA, month: 1, quantity: 1 }], { fromCart: true });
    expect((await applySheet(ctx, member, orderId, { paymentMethod: 'BANK_TRANSFER' })).status).toBe(200);
    expect(await cartItems()).toEqual([itemA, itemB].sort()); // choosing the method places nothing yet
    const transfer = await send(ctx, 'PUT', '/api/order/bank-transfer', member.token, { orderId, orderEmail: 'payer@example.com' });
    expect(transfer.status).toBe(200);
    expect(await cartItems()).toEqual([itemB]);
    // A "바로 구매" never touches the cart.
    const direct = await placeOrder(ctx, member, [{ itemId: itemB, month: 1, quantity: 1 }]);
    await applySheet(ctx, member, direct, { paymentMethod: 'BANK_TRANSFER' });
    await send(ctx, 'PUT', '/api/order/bank-transfer', member.token, { orderId: direct, orderEmail: 'payer@example.com' });
    expect(await cartItems()).toEqual([itemB]);
  });

  it('makes one order from a double submission with the same Idempotency-Key', async () => {
    const body = { items: [{ itemId: itemA, month: 3, quantity: 1 }] };
    const key = { 'idempotency-key': 'checkout-0001-abcdef' };
    const before = await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', buyer.id).executeTakeFirstOrThrow();
    const results = await Promise.all([order(buyer, body, key), order(buyer, body, key), order(buyer, body, key)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.orderId)).size).toBe(1);
    const again = await order(buyer, body, key);
    expect(again.body.orderId).toBe(results[0]!.body.orderId);
    const after = await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(1);
    // The same key for a different order is a client bug, not a repeat.
    expect(await order(buyer, { items: [{ itemId: itemB, month: 3, quantity: 1 }] }, key)).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.idempotencyConflict } });
    // Keys are per member.
    const other = await createBuyer(ctx);
    const theirs = await order(other, body, key);
    expect(theirs.status).toBe(200);
    expect(theirs.body.orderId).not.toBe(results[0]!.body.orderId);
    expect((await order(buyer, body, { 'idempotency-key': 'short' })).status).toBe(400);
  });

  it('answers 400 in Korean for bad payloads, never 500', async () => {
    const bad: unknown[] = [
      { items: [] },
      { items: [{ itemId: itemA, month: 1, quantity: 0 }] },
      { items: [{ itemId: itemA, month: 1, quantity: 1.5 }] },
      { items: [{ itemId: itemA, month: 1, quantity: -1 }] },
      { items: [{ itemId: itemA, month: 1, quantity: 1e9 }] },
      { items: [{ itemId: itemA, month: 2, quantity: 1 }] },
      { items: [{ itemId: itemA, month: null, quantity: 1 }] },
      { items: [{ itemId: itemA, month: '1', quantity: 1 }] },
      { items: [{ itemId: 2 ** 33, month: 1, quantity: 1 }] },
      { items: [{ itemId: itemA, month: 1, quantity: 1 }], orderType: 'GIFT' },
      { items: Array.from({ length: 51 }, (_, i) => ({ itemId: i + 1, month: 1, quantity: 1 })) },
      { items: 'all' },
    ];
    for (const body of bad) {
      const res = await order(buyer, body as Record<string, unknown>);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    const proto = await ctx.request('/api/order', {
      method: 'POST',
      token: buyer.token,
      headers: { 'content-type': 'application/json' },
      body: `{"__proto__":{"memberId":${buyer.id}},"constructor":{"prototype":{"x":1}},"items":[{"itemId":${itemA},"month":1,"quantity":1}]}`,
    });
    expect(proto.status).toBe(400);
    const notJson = await ctx.request('/api/order', { method: 'POST', token: buyer.token, headers: { 'content-type': 'application/json' }, body: '{"memberId":' });
    expect(notJson.status).toBe(400);
  });
});

describe('PUT /api/orders/{orderId}/confirm', () => {
  it('confirms a paid purchase once, and refuses unpaid or foreign orders', async () => {
    const { orderId } = await buyWithDevCard(ctx, buyer, [{ itemId: itemA, month: 1, quantity: 1 }]);
    const first = await send(ctx, 'PUT', `/api/orders/${orderId}/confirm`, buyer.token);
    expect(first).toMatchObject({ status: 200, body: { orderId, orderStatus: 'CONFIRM', message: COMMERCE_MESSAGES.confirmed } });
    expect((await send(ctx, 'PUT', `/api/orders/${orderId}/confirm`, buyer.token)).status).toBe(200);
    const row = await orderRow(ctx, orderId);
    expect(row.status).toBe('CONFIRM');
    expect(row.confirmed_at).not.toBeNull();

    const waiting = await placeOrder(ctx, buyer, [{ itemId: itemA, month: 1, quantity: 1 }]);
    expect(await send(ctx, 'PUT', `/api/orders/${waiting}/confirm`, buyer.token)).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.confirmNotAllowed } });
    const other = await createBuyer(ctx);
    expect((await send(ctx, 'PUT', `/api/orders/${orderId}/confirm`, other.token)).status).toBe(404);
    expect((await send(ctx, 'PUT', '/api/orders/0/confirm', buyer.token)).status).toBe(400);
  });
});
