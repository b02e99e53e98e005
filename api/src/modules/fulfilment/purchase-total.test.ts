import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, createBuyer, createTestItem, devPay, keysOf, orderRow, placeOrder, verify } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

// One order may be 10억 won: paying must not fail once a member's purchases pass what an integer
// holds (the column was one until migration 0019), and a cancellation takes back exactly its amount.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('purchase total', () => {
  it('pays an order that takes the total past what an integer holds, and cancels it again', async () => {
    const b = await createBuyer(ctx);
    await ctx.db.updateTable('members').set({ total_purchase_krw: 2_100_000_000 }).where('id', '=', b.id).execute();
    const itemId = await createTestItem(ctx, { sale_price: 100_000_000, cost_price: 100_000_000 });
    const orderId = await placeOrder(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    const sheet = await applySheet(ctx, b, orderId);
    const { paymentId, finalAmount } = sheet.body as { paymentId: string; finalAmount: number };
    await devPay(ctx, paymentId, finalAmount);

    expect(await verify(ctx, b, orderId, paymentId, finalAmount)).toMatchObject({ status: 200, body: { orderStatus: 'COMPLETE' } });
    expect(await keysOf(ctx, orderId)).toHaveLength(1);
    const total = async () => (await ctx.db.selectFrom('members').select('total_purchase_krw').where('id', '=', b.id).executeTakeFirstOrThrow()).total_purchase_krw;
    expect(await total()).toBe(2_200_000_000);

    expect((await ctx.request(`/api/orders/${orderId}/cancel`, { method: 'POST', token: b.token })).status).toBe(200);
    expect((await orderRow(ctx, orderId)).status).toBe('CANCEL');
    expect(await total()).toBe(2_100_000_000);
  });
});
