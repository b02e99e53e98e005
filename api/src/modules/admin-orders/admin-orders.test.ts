import { ADMIN_LIST_MESSAGES, ADMIN_ORDER_MESSAGES, COMMERCE_MESSAGES } from '@store/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, buyWithDevCard, createBuyer, createCoupon, createTestItem, keysOf, placeOrder, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let ctx: TestContext;
let admin: Buyer;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createBuyer(ctx, { role: 'ADMIN' });
  itemId = await createTestItem(ctx, { sale_price: 10_000, cost_price: 12_000 });
});
afterAll(() => ctx.close());

const get = (path: string, token = admin.token) => send(ctx, 'GET', path, token);

async function bankOrder(b: Buyer, quantity = 1) {
  const orderId = await placeOrder(ctx, b, [{ itemId, month: 1, quantity }]);
  expect((await applySheet(ctx, b, orderId, { paymentMethod: 'BANK_TRANSFER' })).status).toBe(200);
  return orderId;
}

describe('GET /api/admin/orders/new', () => {
  it('shows paid and awaiting-deposit orders placed since the admin last looked, until acknowledged', async () => {
    const other = await createBuyer(ctx, { role: 'ADMIN' });
    const b = await createBuyer(ctx);
    const first = await get('/api/admin/orders/new');
    expect(first.status).toBe(200);
    const before = first.body.count as number;

    const bank = await bankOrder(b, 2);
    const card = await buyWithDevCard(ctx, b, [{ itemId, month: 3, quantity: 1 }]);
    // Neither an unpaid card order nor an order without a chosen payment method is news.
    const unpaid = await placeOrder(ctx, b, [{ itemId, month: 6, quantity: 1 }]);
    await applySheet(ctx, b, unpaid, { paymentMethod: 'SIMPLE_PAY' });
    await placeOrder(ctx, b, [{ itemId, month: 12, quantity: 1 }]);

    const res = await get('/api/admin/orders/new');
    expect(res.body.count).toBe(before + 2);
    const ids = res.body.orders.map((o: { orderId: number }) => o.orderId);
    expect(ids.slice(0, 2).sort()).toEqual([bank, card.orderId].sort());
    expect(res.body.orders.find((o: { orderId: number }) => o.orderId === bank)).toMatchObject({
      buyerName: '김구매',
      productName: expect.any(String),
      orderQuantity: 2,
      totalPrice: 20_000,
      paymentMethod: 'BANK_TRANSFER',
      orderStatus: 'WAITING',
      orderDate: expect.any(String),
    });

    // Acknowledging with the answer's checkedAt clears them for this admin only.
    const seen = await send(ctx, 'PUT', '/api/admin/orders/new/seen', admin.token, { seenAt: res.body.checkedAt });
    expect(seen.status).toBe(200);
    expect((await get('/api/admin/orders/new')).body.count).toBe(0);
    expect((await get('/api/admin/orders/new', other.token)).body.count).toBeGreaterThanOrEqual(2);

    // The mark never moves back (an old tab), nor into the future.
    expect((await send(ctx, 'PUT', '/api/admin/orders/new/seen', admin.token, { seenAt: '2020-01-01T00:00:00Z' })).body.seenAt).toBe(seen.body.seenAt);
    expect((await send(ctx, 'PUT', '/api/admin/orders/new/seen', admin.token, { seenAt: '2999-01-01T00:00:00Z' })).status).toBe(400);
    expect((await send(ctx, 'PUT', '/api/admin/orders/new/seen', admin.token, { seenAt: 'yesterday' })).status).toBe(400);

    // Confirming the deposit later does not make the bank order new again; a new order does.
    expect((await send(ctx, 'PUT', `/api/admin/orders/${bank}/deposit`, admin.token)).status).toBe(200);
    expect((await get('/api/admin/orders/new')).body.count).toBe(0);
    const next = await bankOrder(b);
    expect((await get('/api/admin/orders/new')).body.orders.map((o: { orderId: number }) => o.orderId)).toEqual([next]);
  });
});

describe('GET /api/admin/orders', () => {
  it('filters by status, payment method, buyer and order number, and pages', async () => {
    const b = await createBuyer(ctx);
    await ctx.db.updateTable('members').set({ name: '필터_구매자' }).where('id', '=', b.id).execute();
    const waiting = await bankOrder(b);
    const paid = await buyWithDevCard(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    const mine = await get('/api/admin/orders?q=필터_구매자');
    expect(mine.body.totalElements).toBe(2);
    expect(mine.body.content.map((o: { orderId: number }) => o.orderId)).toEqual([paid.orderId, waiting]);
    expect(mine.body.content[0]).toMatchObject({ buyerLoginId: expect.any(String), memberId: b.id, orderStatus: 'COMPLETE', paidAt: expect.any(String) });
    expect((await get('/api/admin/orders?q=필터_구매자&status=WAITING')).body.content.map((o: { orderId: number }) => o.orderId)).toEqual([waiting]);
    expect((await get('/api/admin/orders?q=필터_구매자&paymentMethod=SIMPLE_PAY')).body.content.map((o: { orderId: number }) => o.orderId)).toEqual([paid.orderId]);
    const number = mine.body.content[1].orderNumber as string;
    expect((await get(`/api/admin/orders?q=${number.toLowerCase()}`)).body.content.map((o: { orderId: number }) => o.orderId)).toEqual([waiting]);
    // "_" is a character, not a wildcard.
    expect((await get('/api/admin/orders?q=필터X구매자')).body.totalElements).toBe(0);

    const page2 = await get('/api/admin/orders?q=필터_구매자&size=1&page=2');
    expect(page2.body).toMatchObject({ page: 2, size: 1, totalElements: 2, totalPages: 2 });
    expect(page2.body.content.map((o: { orderId: number }) => o.orderId)).toEqual([waiting]);
    expect((await get('/api/admin/orders?q=필터_구매자&size=1&page=3')).body.content).toEqual([]);
  });

  it('finds a buyer typed in decomposed Hangul (NFD, as a macOS keyboard may send it)', async () => {
    const b = await createBuyer(ctx);
    await ctx.db.updateTable('members').set({ name: '김데모주문' }).where('id', '=', b.id).execute();
    const orderId = await bankOrder(b);
    const res = await get(`/api/admin/orders?q=${encodeURIComponent('김데모주문'.normalize('NFD'))}`);
    expect(res.status).toBe(200);
    expect(res.body.content.map((o: { orderId: number }) => o.orderId)).toEqual([orderId]);
  });

  it('finds a broad word\'s orders (more buyers than it looks up one by one) newest first, with the filters', async () => {
    // 1,002 buyers named alike, each with one unpaid order; one order more for the last buyer.
    await sql`
      insert into members (login_id, name, email, phone, created_at)
      select 'broadbuyer' || g, '넓은검색' || g, 'broadbuyer' || g || '@example.com', '0108' || lpad(g::text, 7, '0'), timestamptz '2024-01-01'
      from generate_series(1, 1002) g`.execute(ctx.db);
    await sql`
      insert into orders (order_number, member_id, total_krw, final_krw, deposit_deadline, created_at)
      select 'BROAD' || lpad(g::text, 6, '0'), m.id, 1000, 1000, timestamptz '2099-01-01', timestamptz '2025-01-01' + g * interval '1 minute'
      from generate_series(1, 1002) g join members m on m.login_id = 'broadbuyer' || g`.execute(ctx.db);
    const last = await ctx.db.selectFrom('members').select('id').where('login_id', '=', 'broadbuyer1002').executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('orders')
      .values({ order_number: 'BROAD-LATEST', member_id: last.id, total_krw: 1000, final_krw: 1000, deposit_deadline: new Date('2099-01-01'), created_at: new Date('2026-01-01') })
      .execute();

    const numbers = (res: { body: { content: { orderNumber: string }[] } }) => res.body.content.map((o) => o.orderNumber);
    const broad = await get('/api/admin/orders?q=broadbuyer&size=3');
    expect(broad.body).toMatchObject({ totalElements: 1003, totalCapped: false });
    expect(numbers(broad)).toEqual(['BROAD-LATEST', 'BROAD001002', 'BROAD001001']);
    expect(numbers(await get('/api/admin/orders?q=넓은검색&size=2&page=2'))).toEqual(['BROAD001001', 'BROAD001000']);
    expect((await get('/api/admin/orders?q=broadbuyer&status=COMPLETE')).body.totalElements).toBe(0);
    // Narrowed to a few buyers, looked up by their ids: the same orders, the same order.
    const narrow = await get('/api/admin/orders?q=broadbuyer100');
    expect(narrow.body.totalElements).toBe(5);
    expect(numbers(narrow)).toEqual(['BROAD-LATEST', 'BROAD001002', 'BROAD001001', 'BROAD001000', 'BROAD000100']);
  });

  it('filters by Seoul calendar days, both ends inclusive', async () => {
    const b = await createBuyer(ctx);
    const orderId = await bankOrder(b);
    // 2026-03-01 00:30 in Seoul is 2026-02-28 15:30 UTC.
    await ctx.db.updateTable('orders').set({ created_at: new Date('2026-02-28T15:30:00Z') }).where('id', '=', orderId).execute();
    const ids = async (q: string) => (await get(`/api/admin/orders?size=100${q}`)).body.content.map((o: { orderId: number }) => o.orderId);
    expect(await ids('&from=2026-03-01&to=2026-03-01')).toEqual([orderId]);
    expect(await ids('&to=2026-02-28')).not.toContain(orderId);
    expect(await ids('&from=2026-03-02')).not.toContain(orderId);
  });

  it('refuses bad filters with Korean 400s', async () => {
    const bad: [string, string][] = [
      ['?status=PAID', '주문 상태가 올바르지 않습니다.'],
      ['?paymentMethod=CASH', '결제 수단이 올바르지 않습니다.'],
      ['?from=2026-02-30', ADMIN_LIST_MESSAGES.badDate],
      ['?from=20260201', ADMIN_LIST_MESSAGES.badDate],
      ['?from=2026-03-02&to=2026-03-01', ADMIN_LIST_MESSAGES.badRange],
      ['?size=0', ADMIN_LIST_MESSAGES.badSize],
      ['?size=1000', ADMIN_LIST_MESSAGES.badSize],
      ['?page=-1', ADMIN_LIST_MESSAGES.badPage],
      ['?page=abc', ADMIN_LIST_MESSAGES.badPage],
    ];
    for (const [query, message] of bad) expect(await get(`/api/admin/orders${query}`), query).toMatchObject({ status: 400, body: { message } });
  });
});

describe('GET /api/admin/orders/{orderId}', () => {
  it('shows items, payments, points, coupon, issued keys and the audit history', async () => {
    const b = await createBuyer(ctx, { points: 1000 });
    const coupon = await createCoupon(ctx, { discount_value: 500 }, [b.id]);
    const { orderId } = await buyWithDevCard(ctx, b, [{ itemId, month: 1, quantity: 2 }], { usePoint: 1000, couponId: coupon });
    expect((await send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token, { reason: '고객 요청' })).status).toBe(200);
    const res = await get(`/api/admin/orders/${orderId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      orderId,
      orderStatus: 'CANCEL',
      cancelReason: '고객 요청',
      totalPrice: 20_000,
      usePoint: 1000,
      couponDiscount: 500,
      finalAmount: 18_500,
      buyer: { memberId: b.id, name: '김구매' },
      items: [{ itemId, count: 2, subscriptionPeriod: 1, orderPrice: 20_000 }],
      coupon: { couponId: coupon, discountType: 'FIXED', discountValue: 500 },
    });
    expect(res.body.payments[0]).toMatchObject({ provider: 'dev', amount: 18_500 });
    expect(res.body.points.map((p: { delta: number }) => p.delta)).toContain(-1000);
    expect(res.body.keys).toHaveLength(2);
    expect(res.body.keys.every((k: { revoked: boolean }) => k.revoked)).toBe(true);
    expect(res.body.history.map((h: { action: string }) => h.action)).toEqual(expect.arrayContaining(['subscription.issue', 'order.cancel.admin']));
    expect(res.body.history.find((h: { action: string }) => h.action === 'order.cancel.admin')).toMatchObject({ actorLoginId: expect.any(String), before: { status: 'COMPLETE' } });
    expect(await get('/api/admin/orders/987654')).toMatchObject({ status: 404, body: { message: COMMERCE_MESSAGES.orderNotFound } });
    expect((await get('/api/admin/orders/0')).status).toBe(400);
    expect((await get(`/api/admin/orders/${orderId}`, b.token)).status).toBe(403);
  });
});

describe('partial refund: a program error refunded minus the days used (store.md §9)', () => {
  const DAY_MS = 86_400_000;
  const purchaseTotal = async (memberId: number) =>
    (await ctx.db.selectFrom('members').select('total_purchase_krw').where('id', '=', memberId).executeTakeFirstOrThrow()).total_purchase_krw;
  const paymentRow = (paymentId: string) => ctx.db.selectFrom('payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
  const devRow = (paymentId: string) => ctx.db.selectFrom('dev_payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirstOrThrow();

  /** Two one-month keys for 20,000 won; the first activated 9 days and 23 hours ago (its 10th day). */
  async function paidOrderWithOneKeyInUse() {
    const b = await createBuyer(ctx);
    const bought = await buyWithDevCard(ctx, b, [{ itemId, month: 1, quantity: 2 }]);
    const [first] = await keysOf(ctx, bought.orderId);
    const start = new Date(ctx.clock.now().getTime() - 10 * DAY_MS + 3_600_000);
    await ctx.db
      .updateTable('subscriptions')
      .set({ use_status: 'GRANTED', start_at: start, expire_at: new Date(start.getTime() + 30 * DAY_MS), mac_address1: 'AA-BB-CC-DD-EE-01' })
      .where('id', '=', first!.id)
      .execute();
    return { b, ...bought };
  }

  it('suggests the unused days, refunds exactly the amount the admin sets, and counts the rest as spent', async () => {
    const { b, orderId, paymentId } = await paidOrderWithOneKeyInUse();
    // 10,000 × 20/30 for the key in use + 10,000 for the one never activated, rounded down.
    expect((await get(`/api/admin/orders/${orderId}`)).body.unusedDaysRefund).toBe(16_666);
    const before = await purchaseTotal(b.id);

    const res = await send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token, { reason: '프로그램 오류', refundAmount: 16_666 });
    expect(res).toMatchObject({ status: 200, body: { orderStatus: 'CANCEL', refundAmount: 16_666 } });
    // The provider was asked for the part, once; the payment records what went back.
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'CANCELLED', amount: 20_000, refund_amount: 16_666 });
    expect(await devRow(paymentId)).toMatchObject({ status: 'PARTIAL_CANCELLED', cancelled_amount: 16_666 });
    expect(await purchaseTotal(b.id)).toBe(before - 16_666);
    const detail = (await get(`/api/admin/orders/${orderId}`)).body;
    expect(detail.payments[0]).toMatchObject({ amount: 20_000, refundAmount: 16_666 });
    expect(detail.unusedDaysRefund).toBeNull();
    expect(detail.history.find((h: { action: string }) => h.action === 'order.cancel.admin').after).toMatchObject({ refundAmount: 16_666, reason: '프로그램 오류' });
  });

  it('refuses more than was paid, a bad amount, and an unpaid order with Korean 400s, and changes nothing', async () => {
    const { orderId, paymentId } = await paidOrderWithOneKeyInUse();
    const cancel = (body: unknown) => send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token, body);
    expect(await cancel({ refundAmount: 20_001 })).toMatchObject({ status: 400, body: { message: ADMIN_ORDER_MESSAGES.refundOverPaid(20_000) } });
    expect(await cancel({ refundAmount: -1 })).toMatchObject({ status: 400, body: { message: ADMIN_ORDER_MESSAGES.refundAmountNegative } });
    expect(await cancel({ refundAmount: 1.5 })).toMatchObject({ status: 400, body: { message: ADMIN_ORDER_MESSAGES.refundAmountNumber } });
    expect(await cancel({ refundAmount: '10000' })).toMatchObject({ status: 400, body: { message: ADMIN_ORDER_MESSAGES.refundAmountNumber } });
    expect((await get(`/api/admin/orders/${orderId}`)).body.orderStatus).toBe('COMPLETE');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'PAID', refund_amount: null });
    expect((await keysOf(ctx, orderId)).every((k) => k.revoked_at === null)).toBe(true);

    const waiting = await bankOrder(await createBuyer(ctx));
    expect(await send(ctx, 'POST', `/api/admin/orders/${waiting}/cancel`, admin.token, { refundAmount: 0 })).toMatchObject({
      status: 400,
      body: { message: ADMIN_ORDER_MESSAGES.refundNotPaid },
    });
    expect((await get(`/api/admin/orders/${waiting}`)).body.orderStatus).toBe('WAITING');
  });

  it('refunds nothing when every day was used, without calling the provider; a member cannot choose an amount', async () => {
    const { orderId, paymentId } = await paidOrderWithOneKeyInUse();
    expect(await send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token, { refundAmount: 0 })).toMatchObject({ status: 200, body: { refundAmount: 0 } });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'CANCELLED', refund_amount: 0 });
    expect(await devRow(paymentId)).toMatchObject({ status: 'PAID', cancelled_amount: 0 });

    const b = await createBuyer(ctx, { points: 20_000 });
    const own = await buyWithDevCard(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    expect(await send(ctx, 'POST', `/api/orders/${own.orderId}/cancel`, b.token, { refundAmount: 1 })).toMatchObject({ status: 200, body: { refundAmount: 10_000 } });

    // Paid with points alone: no money, so no partial amount is offered or taken.
    const free = await buyWithDevCard(ctx, b, [{ itemId, month: 1, quantity: 1 }], { usePoint: 10_000 });
    expect((await get(`/api/admin/orders/${free.orderId}`)).body).toMatchObject({ orderStatus: 'COMPLETE', unusedDaysRefund: null });
    expect(await send(ctx, 'POST', `/api/admin/orders/${free.orderId}/cancel`, admin.token, { refundAmount: 0 })).toMatchObject({
      status: 400,
      body: { message: ADMIN_ORDER_MESSAGES.refundNotPaid },
    });
  });
});

describe('deposit confirmation', () => {
  it('confirms once under concurrent clicks by several admins: one payment, one key set, one audit row', async () => {
    const admins = [admin, await createBuyer(ctx, { role: 'ADMIN' }), await createBuyer(ctx, { role: 'ADMIN' })];
    const b = await createBuyer(ctx);
    const orderId = await bankOrder(b, 3);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => send(ctx, 'PUT', `/api/admin/orders/${orderId}/deposit`, admins[i % 3]!.token)));
    for (const r of results) expect(r).toMatchObject({ status: 200, body: { orderStatus: 'COMPLETE' } });
    // The click that paid says so; the others that the order was already paid.
    expect(results.map((r) => r.body.message).sort()).toEqual([COMMERCE_MESSAGES.depositConfirmed, ...Array(7).fill(ADMIN_ORDER_MESSAGES.depositAlreadyConfirmed)].sort());
    expect(await keysOf(ctx, orderId)).toHaveLength(3);
    const payments = await ctx.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).execute();
    expect(payments).toHaveLength(1);
    const audit = await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'order.deposit.confirm').where('target_id', '=', String(orderId)).execute();
    expect(audit).toHaveLength(1);
    const member = await ctx.db.selectFrom('members').select(['total_purchase_krw', 'points']).where('id', '=', b.id).executeTakeFirstOrThrow();
    expect(member.total_purchase_krw).toBe(30_000);
  });

  it('refuses a cancelled order and a card order', async () => {
    const b = await createBuyer(ctx);
    const orderId = await bankOrder(b);
    expect((await send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token)).status).toBe(200);
    expect(await send(ctx, 'PUT', `/api/admin/orders/${orderId}/deposit`, admin.token)).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.depositOnCancelled } });
    expect((await send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token)).status).toBe(409);
    const { orderId: card } = await buyWithDevCard(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    expect(await send(ctx, 'PUT', `/api/admin/orders/${card}/deposit`, admin.token)).toMatchObject({ status: 409, body: { message: ADMIN_ORDER_MESSAGES.depositNotBankTransfer } });
  });
});
