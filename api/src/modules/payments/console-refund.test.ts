import { formatWon } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applySheet, createBuyer, createCoupon, createTestItem, keysOf, ledgerOf, orderRow, placeOrder, send, verify, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { cancelledEvent, FakePortOne, portoneConfig, signWebhook } from '../../../test/fakes/portone.ts';
import { SYSTEM_CANCEL_REASONS } from '../orders/order-settings.ts';

// A refund made in PortOne's console, outside the store, reaches the store through PortOne's
// signed webhook: the order is cancelled as an admin's cancel would (keys revoked, points and
// coupon given back, purchase total lowered) without asking PortOne to refund a second time.

let fake: FakePortOne;
let ctx: TestContext;
let admin: Buyer;
let itemId: number;

beforeAll(async () => {
  fake = await FakePortOne.start();
  ctx = await createTestContext({ payments: portoneConfig(fake) });
  admin = await createBuyer(ctx, { role: 'ADMIN' });
  itemId = await createTestItem(ctx, { sale_price: 20_000, cost_price: 20_000 });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const webhook = (body: string) => ctx.request('/api/payment/webhook', { method: 'POST', headers: { 'content-type': 'application/json', ...signWebhook(body) }, body });
const validate = (hashKey: string, macAddress: string) =>
  ctx.request('/api/licenses/validate', { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.7' }, json: { hashKey, macAddress } });

/** A buyer with 1,000 points who pays a 2-key card order with 500 points and a 1,000-won coupon. */
async function paidCardOrder() {
  const buyer = await createBuyer(ctx, { points: 1_000 });
  const couponId = await createCoupon(ctx, {}, [buyer.id]);
  const orderId = await placeOrder(ctx, buyer, [{ itemId, month: 1, quantity: 2 }]);
  const sheet = await applySheet(ctx, buyer, orderId, { usePoint: 500, couponId });
  expect(sheet.status).toBe(200);
  const paymentId = sheet.body.paymentId as string;
  const amount = sheet.body.finalAmount as number;
  fake.pay(paymentId, amount);
  expect((await verify(ctx, buyer, orderId, paymentId, amount)).status).toBe(200);
  return { buyer, couponId, orderId, paymentId, amount };
}

/** Everything a cancel moves, to compare before and after a delivery. */
async function snapshot(orderId: number, buyerId: number) {
  const [order, keys, ledger, member, payment, audits, coupons, sales, mails] = await Promise.all([
    orderRow(ctx, orderId),
    keysOf(ctx, orderId),
    ledgerOf(ctx, buyerId),
    ctx.db.selectFrom('members').select(['points', 'total_purchase_krw']).where('id', '=', buyerId).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('payments').select(['status', 'amount', 'refund_amount', 'refund_error']).where('order_id', '=', orderId).execute(),
    ctx.db.selectFrom('audit_log').select(['action', 'actor_member_id']).where('target_id', '=', String(orderId)).where('action', 'like', 'order.cancel%').execute(),
    ctx.db.selectFrom('member_coupons').select(['used_at', 'order_id']).where('member_id', '=', buyerId).execute(),
    ctx.db.selectFrom('item_sales_days').select((eb) => eb.fn.sum<number>('quantity').as('quantity')).where('item_id', '=', itemId).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('outbox').select('id').execute(),
  ]);
  return { order, keys, ledger, member, payment, audits, coupons, sales: Number(sales.quantity ?? 0), mails: mails.length };
}

describe('a refund made in the PortOne console', () => {
  it('cancels the paid order once, revokes its keys and gives back points and coupon, without a second refund', async () => {
    const { buyer, orderId, paymentId, amount } = await paidCardOrder();
    const [key] = await keysOf(ctx, orderId);
    const mac = '02:00:00:00:AA:01';
    expect((await ctx.request('/api/licenses/activate', { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.7' }, json: { hashKey: key!.hash_key, macAddress: mac } })).status).toBe(200);
    expect((await validate(key!.hash_key, mac)).body.result).toBe('VALID');
    const paid = await snapshot(orderId, buyer.id);

    fake.refundInConsole(paymentId);
    const body = cancelledEvent(paymentId);
    expect(await webhook(body)).toMatchObject({ status: 200, body: { result: 'synced' } });

    const after = await snapshot(orderId, buyer.id);
    expect(after.order).toMatchObject({ status: 'CANCEL', cancel_reason: SYSTEM_CANCEL_REASONS.refundedAtProvider });
    expect(after.keys.every((k) => k.revoked_at !== null && k.use_status === 'UNSUBSCRIPTION')).toBe(true);
    expect((await validate(key!.hash_key, mac)).body).toMatchObject({ result: 'REVOKED', valid: false });
    // Points spent came back and points earned went away: the balance is the 1,000 it started with.
    expect(after.member).toEqual({ points: 1_000, total_purchase_krw: 0 });
    expect(after.ledger.slice(paid.ledger.length).map((r) => r.delta).sort((a, b) => a - b)).toEqual([-Math.floor(amount / 100), 500]);
    expect(after.coupons).toEqual([{ used_at: null, order_id: null }]);
    expect(after.sales).toBe(paid.sales - 2);
    // Recorded as refunded at PortOne, which was never asked to refund.
    expect(after.payment).toEqual([{ status: 'CANCELLED', amount, refund_amount: amount, refund_error: null }]);
    expect(fake.cancelCalls(paymentId)).toHaveLength(0);
    expect(after.audits).toEqual([{ action: 'order.cancel.provider', actor_member_id: null }]);
    const detail = await send(ctx, 'GET', `/api/purchase-detail?id=${orderId}`, buyer.token);
    expect(detail.body.purchaseData.refund).toEqual({ amount, state: 'DONE' });
    // The buyer's notice says refunded, not "to be refunded": the card has the money back already.
    const notice = await ctx.db.selectFrom('outbox').select('body').where('subject', 'like', '%주문이 취소되었습니다%').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.body).toContain(`환불 금액: ${formatWon(amount)}`);
    expect(notice.body).not.toContain('환불 예정');

    // PortOne delivers again: the same answer, nothing moves.
    expect((await webhook(cancelledEvent(paymentId))).status).toBe(200);
    expect(await snapshot(orderId, buyer.id)).toEqual(after);
  });

  it('cancels once when PortOne delivers five times at once', async () => {
    const { buyer, orderId, paymentId } = await paidCardOrder();
    const paid = await snapshot(orderId, buyer.id);
    fake.refundInConsole(paymentId);
    const results = await Promise.all(Array.from({ length: 5 }, () => webhook(cancelledEvent(paymentId))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await snapshot(orderId, buyer.id);
    expect(after.order.status).toBe('CANCEL');
    expect(after.member).toEqual({ points: 1_000, total_purchase_krw: 0 });
    expect(after.ledger).toHaveLength(paid.ledger.length + 2);
    expect(after.audits).toHaveLength(1);
    expect(after.sales).toBe(paid.sales - 2);
    const revokes = await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'subscription.revoke').where('target_id', '=', String(orderId)).execute();
    expect(revokes).toHaveLength(1);
    expect(fake.cancelCalls(paymentId)).toHaveLength(0);
  });

  it('leaves a partly refunded order as it is and warns with the order id, for an admin to decide', async () => {
    const { buyer, orderId, paymentId, amount } = await paidCardOrder();
    const paid = await snapshot(orderId, buyer.id);
    const warn = vi.spyOn(ctx.deps.logger, 'warn');
    try {
      fake.refundInConsole(paymentId, Math.floor(amount / 2));
      expect((await webhook(cancelledEvent(paymentId, true))).status).toBe(200);
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ orderId, paymentId }), expect.stringContaining('partly refunded'));
    } finally {
      warn.mockRestore();
    }
    expect(await snapshot(orderId, buyer.id)).toEqual(paid);
    expect(fake.cancelCalls(paymentId)).toHaveLength(0);
    // The admin's way out: cancel with the part PortOne gave back. PortOne finds less cancellable
    // than the payment (currentCancellableAmount), so nothing more is paid out.
    const part = Math.floor(amount / 2);
    const res = await send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token, { refundAmount: part });
    expect(res).toMatchObject({ status: 200, body: { refundAmount: part } });
    expect(fake.payments.get(paymentId)).toMatchObject({ status: 'PARTIAL_CANCELLED', cancelled: part });
    expect((await snapshot(orderId, buyer.id)).payment).toEqual([{ status: 'CANCELLED', amount, refund_amount: part, refund_error: null }]);
  });
});

describe("the store's own refund, followed by PortOne's webhook", () => {
  it('stays one cancel and one refund, whole or partial, with no warning', async () => {
    for (const refundAmount of [undefined, 5_000]) {
      const { buyer, orderId, paymentId } = await paidCardOrder();
      const res = await send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token, { reason: '테스트 취소', ...(refundAmount !== undefined ? { refundAmount } : {}) });
      expect(res.status).toBe(200);
      expect(fake.cancelCalls(paymentId)).toHaveLength(1);
      const cancelled = await snapshot(orderId, buyer.id);
      expect(cancelled.audits).toEqual([{ action: 'order.cancel.admin', actor_member_id: admin.id }]);
      const warn = vi.spyOn(ctx.deps.logger, 'warn');
      try {
        expect((await webhook(cancelledEvent(paymentId, refundAmount !== undefined))).status).toBe(200);
        expect(warn).not.toHaveBeenCalled();
      } finally {
        warn.mockRestore();
      }
      expect(await snapshot(orderId, buyer.id)).toEqual(cancelled);
      expect(cancelled.order.cancel_reason).toBe('테스트 취소');
      expect(fake.cancelCalls(paymentId)).toHaveLength(1);
    }
  });
});
