import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, createBuyer, createCoupon, createTestItem, devPay, keysOf, ledgerOf, memberPoints, orderRow, placeOrder, verify, type Buyer } from '../commerce.ts';
import { createTestContext, type TestContext } from '../context.ts';
import { onPostgres } from '../postgres.ts';

// The money races of checkout-concurrency.test.ts at higher counts, on a real PostgreSQL server
// only (PGlite serialises everything, so counts there prove nothing more).
// CONCURRENCY (default 120) sets the number of simultaneous requests.

const N = Number(process.env.CONCURRENCY ?? 120);

describe.runIf(onPostgres)(`money races with ${N} requests at once on PostgreSQL`, () => {
  let ctx: TestContext;
  let itemId: number;
  const order = (b: Buyer) => placeOrder(ctx, b, [{ itemId, month: 1, quantity: 1 }]);

  beforeAll(async () => {
    ctx = await createTestContext();
    itemId = await createTestItem(ctx, { sale_price: 10_000, cost_price: 10_000 });
  });
  afterAll(() => ctx.close());

  it(`a coupon of quantity 3 held by ${N} members, applied at once: exactly 3`, async () => {
    const buyers: Buyer[] = [];
    for (let i = 0; i < N; i++) buyers.push(await createBuyer(ctx));
    const coupon = await createCoupon(ctx, { quantity: 3, discount_value: 1000 }, buyers.map((b) => b.id));
    const orders = await Promise.all(buyers.map(order));
    const results = await Promise.all(buyers.map((b, i) => applySheet(ctx, b, orders[i]!, { couponId: coupon })));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const row = await ctx.db.selectFrom('coupons').select('used_count').where('id', '=', coupon).executeTakeFirstOrThrow();
    expect(row.used_count).toBe(3);
  }, 60_000);

  it(`${N} order sheets spending one member's points at once: the balance covers exactly 7`, async () => {
    const b = await createBuyer(ctx, { points: 7000 });
    const orders = await Promise.all(Array.from({ length: N }, () => order(b)));
    const results = await Promise.all(orders.map((id) => applySheet(ctx, b, id, { usePoint: 1000 })));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(7);
    expect(await memberPoints(ctx, b.id)).toBe(0);
    const ledger = await ledgerOf(ctx, b.id);
    expect(ledger).toHaveLength(7);
    expect(ledger.every((l) => l.balance_after >= 0)).toBe(true);
  }, 60_000);

  it(`one payment verified ${N} times at once: paid once, keys and points once`, async () => {
    const b = await createBuyer(ctx, { points: 0 });
    const orderId = await placeOrder(ctx, b, [{ itemId, month: 1, quantity: 3 }]);
    const sheet = await applySheet(ctx, b, orderId);
    const { paymentId, finalAmount } = sheet.body;
    await devPay(ctx, paymentId, finalAmount);
    const results = await Promise.all(Array.from({ length: N }, () => verify(ctx, b, orderId, paymentId, finalAmount)));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    expect((await orderRow(ctx, orderId)).status).toBe('COMPLETE');
    expect(await keysOf(ctx, orderId)).toHaveLength(3);
    const saves = (await ledgerOf(ctx, b.id)).filter((l) => l.type === 'SAVE' && l.order_id === orderId);
    expect(saves.length).toBeLessThanOrEqual(1);
  }, 60_000);
});
