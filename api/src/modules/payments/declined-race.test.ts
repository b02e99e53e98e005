import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevGateway } from '../../adapters/payments/dev.ts';
import type { GatewayPayment, PaymentGateway } from '../../adapters/payments/index.ts';
import { applySheet, createBuyer, createTestItem, devPay, keysOf, orderRow, placeOrder, verify, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { syncPayment } from './payment-sync.service.ts';

// A declined card payment cancels its order (the browser's verify), but only an order that is
// still unpaid: when another sync (the webhook of a retry in the same card window) paid the order
// between the verify's read of the decline and its cancel, the paid order must stay paid.

let ctx: TestContext;
let buyer: Buyer;
let itemId: number;
/** Runs once, after the gateway read a payment and before the caller sees it. */
let afterRead: ((payment: GatewayPayment | null) => Promise<void>) | null = null;

beforeAll(async () => {
  let dev: PaymentGateway | null = null;
  const gateway: PaymentGateway = {
    kind: 'dev',
    async getPayment(paymentId) {
      const payment = await dev!.getPayment(paymentId);
      const hook = afterRead;
      afterRead = null;
      if (hook) await hook(payment);
      return payment;
    },
    cancelPayment: (...args) => dev!.cancelPayment(...args),
  };
  ctx = await createTestContext({}, { adapters: { payments: gateway } });
  dev = createDevGateway(ctx.db);
  buyer = await createBuyer(ctx);
  itemId = await createTestItem(ctx, { sale_price: 10_000, cost_price: 12_000 });
});
afterAll(() => ctx.close());

describe('a declined payment racing a paid retry', () => {
  it('does not cancel an order paid between reading the decline and cancelling', async () => {
    const orderId = await placeOrder(ctx, buyer, [{ itemId, month: 1, quantity: 1 }]);
    const sheet = await applySheet(ctx, buyer, orderId);
    const { paymentId, finalAmount } = sheet.body as { paymentId: string; finalAmount: number };
    await devPay(ctx, paymentId, finalAmount, 'FAILED');

    // The verify reads FAILED; meanwhile the retry is paid and its webhook completes the order.
    afterRead = async () => {
      await devPay(ctx, paymentId, finalAmount, 'PAID');
      await syncPayment(ctx.deps, paymentId);
    };
    const res = await verify(ctx, buyer, orderId, paymentId, finalAmount);

    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'COMPLETE', cancel_reason: null });
    expect((await keysOf(ctx, orderId)).filter((k) => k.revoked_at === null)).toHaveLength(1);
    const payment = await ctx.db.selectFrom('payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
    expect(payment.status).toBe('PAID');
    // The buyer is told what happened: the order is paid.
    expect(res).toMatchObject({ status: 200, body: { orderId, orderStatus: 'COMPLETE' } });
  });
});
