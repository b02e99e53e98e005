import { COMMERCE_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, buyWithDevCard, createBuyer, createCoupon, createTestItem, ledgerOf, memberPoints, placeOrder, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { cancelExpiredOrders } from './order-jobs.ts';

// Limited things under concurrency (SECURITY.md, Money). Run on PGlite and, as the
// api-postgres project, on a real PostgreSQL server where the requests truly overlap.

let ctx: TestContext;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  itemId = await createTestItem(ctx, { sale_price: 10_000, cost_price: 10_000 });
});
afterAll(() => ctx.close());

const order = (b: Buyer) => placeOrder(ctx, b, [{ itemId, month: 1, quantity: 1 }]);

describe('checkout concurrency', () => {
  it('a quantity-1 coupon held by 50 members, applied by 50 order sheets at once: exactly one', async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createBuyer(ctx)));
    const coupon = await createCoupon(ctx, { quantity: 1, discount_value: 3000 }, buyers.map((b) => b.id));
    const orders = await Promise.all(buyers.map(order));
    const results = await Promise.all(buyers.map((b, i) => applySheet(ctx, b, orders[i]!, { couponId: coupon })));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body.couponDiscount).toBe(3000);
    for (const r of results.filter((x) => x.status !== 200)) expect(r).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.couponSoldOut } });
    const row = await ctx.db.selectFrom('coupons').select('used_count').where('id', '=', coupon).executeTakeFirstOrThrow();
    expect(row.used_count).toBe(1);
    const used = await ctx.db.selectFrom('member_coupons').select('id').where('coupon_id', '=', coupon).where('used_at', 'is not', null).execute();
    expect(used).toHaveLength(1);
    // The losers' orders were left untouched and can still be applied without the coupon.
    const loser = results.findIndex((r) => r.status !== 200);
    expect((await applySheet(ctx, buyers[loser]!, orders[loser]!)).status).toBe(200);
  });

  it('one member copy of a coupon applied to 20 of their orders at once: exactly one', async () => {
    const b = await createBuyer(ctx);
    const coupon = await createCoupon(ctx, {}, [b.id]);
    const orders = await Promise.all(Array.from({ length: 20 }, () => order(b)));
    const results = await Promise.all(orders.map((id) => applySheet(ctx, b, id, { couponId: coupon })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });

  it('two (and ten) order sheets spending the same points: one succeeds, never below 0', async () => {
    const b = await createBuyer(ctx, { points: 1000 });
    const [a, c] = [await order(b), await order(b)];
    const pair = await Promise.all([applySheet(ctx, b, a, { usePoint: 1000 }), applySheet(ctx, b, c, { usePoint: 1000 })]);
    expect(pair.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(pair.find((r) => r.status === 409)!.body.message).toBe(COMMERCE_MESSAGES.pointsInsufficient);
    expect(await memberPoints(ctx, b.id)).toBe(0);

    const rich = await createBuyer(ctx, { points: 3000 });
    const orders = await Promise.all(Array.from({ length: 10 }, () => order(rich)));
    const results = await Promise.all(orders.map((id) => applySheet(ctx, rich, id, { usePoint: 1000 })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await memberPoints(ctx, rich.id)).toBe(0);
    const ledger = await ledgerOf(ctx, rich.id);
    expect(ledger).toHaveLength(3);
    expect(ledger.every((l) => l.balance_after >= 0)).toBe(true);
  });

  it('several API processes running the auto-cancel job at once release each order once', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createBuyer(ctx, { points: 500 })));
    for (const b of buyers) {
      const id = await order(b);
      await applySheet(ctx, b, id, { usePoint: 500, paymentMethod: 'BANK_TRANSFER' });
      await ctx.db.updateTable('orders').set({ deposit_deadline: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    }
    const counts = await Promise.all([cancelExpiredOrders(ctx.deps), cancelExpiredOrders(ctx.deps), cancelExpiredOrders(ctx.deps)]);
    expect(counts.reduce((a, n) => a + n, 0)).toBeGreaterThanOrEqual(6);
    for (const b of buyers) {
      expect(await memberPoints(ctx, b.id)).toBe(500);
      expect(await ledgerOf(ctx, b.id)).toHaveLength(2);
    }
  });

  it('an activation racing a cancel: either the key is revoked or the cancel is refused', async () => {
    const b = await createBuyer(ctx);
    const { orderId } = await buyWithDevCard(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    const [key] = await ctx.db.selectFrom('subscriptions').select('id').where('order_id', '=', orderId).execute();
    // The activation contract for the licenses module: a conditional UPDATE that only takes a
    // key that is still live.
    const activate = ctx.db
      .updateTable('subscriptions')
      .set({ use_status: 'GRANTED', mac_address1: 'AA-BB-CC-DD-EE-01', start_at: new Date() })
      .where('id', '=', key!.id)
      .where('revoked_at', 'is', null)
      .where('use_status', '=', 'BEFORE_USE')
      .returning('id')
      .executeTakeFirst();
    const [activated, cancelled] = await Promise.all([activate, send(ctx, 'POST', `/api/orders/${orderId}/cancel`, b.token)]);
    const row = await ctx.db.selectFrom('subscriptions').selectAll().where('id', '=', key!.id).executeTakeFirstOrThrow();
    if (cancelled.status === 200) {
      expect(row.use_status).toBe('UNSUBSCRIPTION');
      expect(activated).toBeUndefined();
    } else {
      expect(cancelled.body.message).toBe(COMMERCE_MESSAGES.cancelKeyActivated);
      expect(row).toMatchObject({ use_status: 'GRANTED', revoked_at: null });
    }
  });
});
