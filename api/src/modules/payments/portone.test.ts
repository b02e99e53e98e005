import { COMMERCE_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortOneGateway } from '../../adapters/payments/portone.ts';
import { PaymentGatewayError } from '../../adapters/payments/gateway.ts';
import { applySheet, createBuyer, createTestItem, keysOf, ledgerOf, orderRow, placeOrder, send, verify, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { FAKE_PORTONE, FakePortOne, paidEvent, portoneConfig, signWebhook } from '../../../test/fakes/portone.ts';

// The PortOne gateway and webhook against a local fake of PortOne's REST API: the code that
// talks to PortOne is exercised, including the server SDK's requests and signature checks.

let fake: FakePortOne;
let ctx: TestContext;
let buyer: Buyer;
let itemId: number;

beforeAll(async () => {
  fake = await FakePortOne.start();
  ctx = await createTestContext({ payments: portoneConfig(fake) });
  buyer = await createBuyer(ctx);
  itemId = await createTestItem(ctx, { sale_price: 9_900, cost_price: 9_900 });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

async function cardSheet(b: Buyer = buyer) {
  const orderId = await placeOrder(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
  const sheet = await applySheet(ctx, b, orderId);
  return { orderId, paymentId: sheet.body.paymentId as string, amount: sheet.body.finalAmount as number };
}

const webhook = (body: string, headers: Record<string, string>) =>
  ctx.request('/api/payment/webhook', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('PortOne gateway', () => {
  it('reads a payment with the API secret and maps it, without customer data', async () => {
    fake.pay('gw-1', 12_345);
    const gateway = createPortOneGateway(portoneConfig(fake));
    const payment = await gateway.getPayment('gw-1');
    expect(payment).toMatchObject({ paymentId: 'gw-1', status: 'PAID', amount: 12_345, currency: 'KRW', storeId: FAKE_PORTONE.storeId });
    expect(JSON.stringify(payment!.raw)).not.toContain('01012345678');
    expect(JSON.stringify(payment!.raw)).not.toContain('1234567');
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', path: '/payments/gw-1', authorization: `PortOne ${FAKE_PORTONE.apiSecret}` });
    expect(await gateway.getPayment('unknown')).toBeNull();
  });

  it('cancels the given amount once; a second cancel counts as done', async () => {
    fake.pay('gw-2', 5000);
    const gateway = createPortOneGateway(portoneConfig(fake));
    await gateway.cancelPayment('gw-2', 5000, '테스트 환불', 5000);
    expect(fake.cancelCalls('gw-2').at(-1)?.body).toMatchObject({ amount: 5000, reason: '테스트 환불', storeId: FAKE_PORTONE.storeId, currentCancellableAmount: 5000 });
    await gateway.cancelPayment('gw-2', 5000, '다시', 5000);
    expect(fake.payments.get('gw-2')?.status).toBe('CANCELLED');
  });

  it('cancels a part once: a retry of the same partial refund finds less left and pays nothing more', async () => {
    fake.pay('gw-5', 9000);
    const gateway = createPortOneGateway(portoneConfig(fake));
    await gateway.cancelPayment('gw-5', 6000, '사용 기간 제외 환불', 9000);
    expect(fake.payments.get('gw-5')).toMatchObject({ status: 'PARTIAL_CANCELLED', cancelled: 6000 });
    expect((await gateway.getPayment('gw-5'))?.status).toBe('PARTIAL_CANCELLED');
    await gateway.cancelPayment('gw-5', 6000, '다시', 9000);
    expect(fake.payments.get('gw-5')?.cancelled).toBe(6000);
    await expect(gateway.cancelPayment('gw-5', 4000, '남은 금액보다 많이', 3000)).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('reports a wrong secret or an outage as a gateway error', async () => {
    fake.pay('gw-3', 1000);
    const wrong = createPortOneGateway({ ...portoneConfig(fake), apiSecret: 'nope' });
    await expect(wrong.getPayment('gw-3')).rejects.toBeInstanceOf(PaymentGatewayError);
    fake.failing = true;
    try {
      await expect(createPortOneGateway(portoneConfig(fake)).getPayment('gw-3')).rejects.toBeInstanceOf(PaymentGatewayError);
    } finally {
      fake.failing = false;
    }
  });
});

describe('verification through PortOne', () => {
  it('publishes the store id and channel key, never the secrets', async () => {
    const res = await send(ctx, 'GET', '/api/payment/config', undefined);
    expect(res.body).toEqual({ provider: 'portone', storeId: FAKE_PORTONE.storeId, channelKey: FAKE_PORTONE.channelKey });
  });

  it('completes a PAID payment of the right amount, and answers 502 when PortOne is down', async () => {
    const { orderId, paymentId, amount } = await cardSheet();
    fake.pay(paymentId, amount);
    fake.failing = true;
    try {
      expect(await verify(ctx, buyer, orderId, paymentId, amount)).toMatchObject({ status: 502, body: { message: COMMERCE_MESSAGES.paymentProviderError } });
    } finally {
      fake.failing = false;
    }
    expect((await verify(ctx, buyer, orderId, paymentId, amount)).status).toBe(200);
    expect(await keysOf(ctx, orderId)).toHaveLength(1);
    const payment = await ctx.db.selectFrom('payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ provider: 'portone', status: 'PAID', amount });
  });

  it('refuses another currency or a smaller amount and refunds them through PortOne; another store\'s payment is not ours', async () => {
    for (const options of [{ currency: 'USD' }, { total: 100 }]) {
      const { orderId, paymentId, amount } = await cardSheet();
      fake.pay(paymentId, options.total ?? amount, options);
      const res = await verify(ctx, buyer, orderId, paymentId, amount);
      expect(res).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.paymentMismatch } });
      expect(await keysOf(ctx, orderId)).toHaveLength(0);
      expect((await orderRow(ctx, orderId)).status).toBe('WAITING');
      expect(fake.payments.get(paymentId)?.status).toBe('CANCELLED');
    }
    const { orderId, paymentId, amount } = await cardSheet();
    fake.pay(paymentId, amount, { storeId: 'store-other' });
    expect(await verify(ctx, buyer, orderId, paymentId, amount)).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.paymentFailed } });
    expect(await keysOf(ctx, orderId)).toHaveLength(0);
  });

  it('refunds a payment that arrives for an order cancelled meanwhile', async () => {
    const { orderId, paymentId, amount } = await cardSheet();
    expect((await send(ctx, 'POST', `/api/orders/${orderId}/cancel`, buyer.token)).status).toBe(200);
    fake.pay(paymentId, amount);
    const res = await verify(ctx, buyer, orderId, paymentId, amount);
    expect(res).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.paymentOrderCancelled } });
    expect(fake.payments.get(paymentId)?.status).toBe('CANCELLED');
    expect(await keysOf(ctx, orderId)).toHaveLength(0);
  });

  it('refunds through PortOne when a paid order is cancelled', async () => {
    const { orderId, paymentId, amount } = await cardSheet();
    fake.pay(paymentId, amount);
    await verify(ctx, buyer, orderId, paymentId, amount);
    const res = await send(ctx, 'POST', `/api/orders/${orderId}/cancel`, buyer.token);
    expect(res).toMatchObject({ status: 200, body: { refundAmount: amount } });
    expect(fake.cancelCalls(paymentId)).toHaveLength(1);
    expect(fake.payments.get(paymentId)?.status).toBe('CANCELLED');
  });
});

describe('PortOne webhook', () => {
  it('refuses missing (400), wrong, stale and future signatures (401), fulfilling nothing', async () => {
    const { orderId, paymentId, amount } = await cardSheet();
    fake.pay(paymentId, amount);
    const body = paidEvent(paymentId);
    const good = signWebhook(body);
    expect((await webhook(body, {})).status).toBe(400);
    expect((await webhook(body, { 'webhook-id': good['webhook-id']!, 'webhook-timestamp': good['webhook-timestamp']! })).status).toBe(400);
    expect((await webhook(body, signWebhook(body, { secret: `whsec_${Buffer.from('another-secret').toString('base64')}` }))).status).toBe(401);
    expect((await webhook(body, { ...good, 'webhook-signature': 'v1,AAAA' })).status).toBe(401);
    expect((await webhook(body.replace('Transaction.Paid', 'Transaction.Ready'), good)).status).toBe(401);
    expect((await webhook(body, signWebhook(body, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }))).status).toBe(401);
    expect((await webhook(body, signWebhook(body, { timestamp: Math.floor(Date.now() / 1000) + 6 * 60 }))).status).toBe(401);
    expect((await orderRow(ctx, orderId)).status).toBe('WAITING');
    expect(await keysOf(ctx, orderId)).toHaveLength(0);
    // A signed body that is not JSON is refused too.
    expect((await webhook('not json', signWebhook('not json'))).status).toBe(400);
  });

  it('completes the order from a signed webhook alone, and ignores events of other stores or payments', async () => {
    const { orderId, paymentId, amount } = await cardSheet();
    fake.pay(paymentId, amount);
    const body = paidEvent(paymentId);
    expect(await webhook(body, signWebhook(body))).toMatchObject({ status: 200, body: { result: 'synced' } });
    expect((await orderRow(ctx, orderId)).status).toBe('COMPLETE');
    expect(await keysOf(ctx, orderId)).toHaveLength(1);
    const other = paidEvent('pay-unknown');
    expect(await webhook(other, signWebhook(other))).toMatchObject({ status: 200, body: { result: 'ignored' } });
    const foreign = paidEvent(paymentId, 'store-other');
    expect(await webhook(foreign, signWebhook(foreign))).toMatchObject({ status: 200, body: { result: 'ignored' } });
    const billing = JSON.stringify({ type: 'BillingKey.Issued', timestamp: new Date().toISOString(), data: { billingKey: 'b' } });
    expect(await webhook(billing, signWebhook(billing))).toMatchObject({ status: 200, body: { result: 'ignored' } });
  });

  it('asks PortOne to deliver again (5xx) when PortOne cannot be reached', async () => {
    const { paymentId, amount } = await cardSheet();
    fake.pay(paymentId, amount);
    const body = paidEvent(paymentId);
    fake.failing = true;
    try {
      expect((await webhook(body, signWebhook(body))).status).toBe(502);
    } finally {
      fake.failing = false;
    }
  });

  it('fulfils once when five webhooks race the verify call', async () => {
    const b = await createBuyer(ctx);
    const { orderId, paymentId, amount } = await cardSheet(b);
    fake.pay(paymentId, amount);
    const body = paidEvent(paymentId);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(body, signWebhook(body))),
      verify(ctx, b, orderId, paymentId, amount),
      verify(ctx, b, orderId, paymentId, amount),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(await keysOf(ctx, orderId)).toHaveLength(1);
    expect(await ledgerOf(ctx, b.id)).toHaveLength(1);
    const member = await ctx.db.selectFrom('members').select(['points', 'total_purchase_krw']).where('id', '=', b.id).executeTakeFirstOrThrow();
    expect(member).toEqual({ points: Math.floor(amount / 100), total_purchase_krw: amount });
    const audits = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'subscription.issue').where('target_id', '=', String(orderId)).execute();
    expect(audits).toHaveLength(1);
    const mails = await ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', b.email).execute();
    expect(mails).toHaveLength(1);
  });
});
