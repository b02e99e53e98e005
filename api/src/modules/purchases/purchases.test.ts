import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { applySheet, buyWithDevCard, createBuyer, createTestItem, placeOrder, send, type Buyer } from '../../../test/commerce.ts';

let ctx: TestContext;
let alice: Buyer;
let bob: Buyer;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createBuyer(ctx);
  bob = await createBuyer(ctx);
  itemId = await createTestItem(ctx, { item_name: '엑셀 정리 도우미', sale_price: 10_000, cost_price: 12_000 });
});
afterAll(() => ctx.close());

describe('GET /api/purchase-list and /api/purchase-detail', () => {
  it("lists the member's orders newest first with lines, keys and payment figures", async () => {
    const { orderId: paid } = await buyWithDevCard(ctx, alice, [{ itemId, month: 1, quantity: 2 }]);
    const waiting = await placeOrder(ctx, alice, [{ itemId, month: 3, quantity: 1 }]);
    expect((await applySheet(ctx, alice, waiting, { paymentMethod: 'BANK_TRANSFER' })).status).toBe(200);
    // A checkout left before choosing a method (a "바로 구매" backed out of) is not listed.
    const left = await placeOrder(ctx, alice, [{ itemId, month: 1, quantity: 1 }]);
    await buyWithDevCard(ctx, bob, [{ itemId, month: 1, quantity: 1 }]);

    const res = await send(ctx, 'GET', '/api/purchase-list', alice.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, size: 5, totalElements: 2, hasMore: false });
    expect(res.body.purchaseData.map((p: { orderId: number }) => p.orderId)).toEqual([waiting, paid]);
    const order = res.body.purchaseData[1];
    expect(order).toMatchObject({ orderStatus: 'COMPLETE', totalCostPrice: 20_000, totalPrice: 20_000, usePoint: 0, cancelable: true, reviewPoint: 600 });
    expect(order.accumulatePoint).toBeGreaterThan(0);
    expect(order.orderItems[0]).toMatchObject({ itemId, itemName: '엑셀 정리 도우미', count: 2, subscriptionPeriod: 1, orderPrice: 20_000, reviewWriteYn: 'N', reviewPoint: 600 });
    expect(order.orderItems[0].subscriptionIds).toHaveLength(2);
    expect(res.body.purchaseData[0]).toMatchObject({ orderStatus: 'WAITING', cancelable: true });
    expect(res.body.purchaseData[0].orderItems[0].subscriptionIds).toEqual([]);

    const detail = await send(ctx, 'GET', `/api/purchase-detail?id=${paid}`, alice.token);
    expect(detail.status).toBe(200);
    expect(detail.body.purchaseData).toMatchObject({ orderId: paid, orderStatus: 'COMPLETE' });
    expect(detail.body.purchaseData.paidAt).toBeTruthy();
    expect((await send(ctx, 'GET', `/api/purchase-detail?id=${left}`, alice.token)).body.purchaseData).toMatchObject({ orderStatus: 'WAITING', paymentMethod: null });
  });

  it('gives the account to pay into while a bank transfer awaits its deposit, and not otherwise', async () => {
    const erin = await createBuyer(ctx);
    const orderId = await placeOrder(ctx, erin, [{ itemId, month: 1, quantity: 1 }]);
    await applySheet(ctx, erin, orderId, { paymentMethod: 'BANK_TRANSFER' });
    expect((await send(ctx, 'GET', `/api/purchase-detail?id=${orderId}`, erin.token)).body.bankAccount).toBeNull(); // not requested yet
    expect((await send(ctx, 'PUT', '/api/order/bank-transfer', erin.token, { orderId, orderEmail: erin.email })).status).toBe(200);
    const waiting = await send(ctx, 'GET', `/api/purchase-detail?id=${orderId}`, erin.token);
    expect(waiting.body.bankAccount).toMatchObject({ bank: expect.any(String), accountNumber: expect.any(String), holder: expect.any(String) });
    const { orderId: paid } = await buyWithDevCard(ctx, erin, [{ itemId, month: 1, quantity: 1 }]);
    expect((await send(ctx, 'GET', `/api/purchase-detail?id=${paid}`, erin.token)).body.bankAccount).toBeNull();
  });

  it('tells what a cancelled paid order gives back, all of it or the part an admin set, and how far it has gone', async () => {
    const frank = await createBuyer(ctx);
    const admin = await createBuyer(ctx, { role: 'ADMIN' });
    const whole = await buyWithDevCard(ctx, frank, [{ itemId, month: 1, quantity: 1 }]);
    expect((await send(ctx, 'GET', `/api/purchase-detail?id=${whole.orderId}`, frank.token)).body.purchaseData.refund).toBeNull();
    expect((await send(ctx, 'GET', `/api/purchase-detail?id=${whole.orderId}`, frank.token)).body.purchaseData.cancelReason).toBeNull();
    expect((await send(ctx, 'POST', `/api/orders/${whole.orderId}/cancel`, frank.token, { reason: '단순 변심' })).status).toBe(200);
    const cancelled = (await send(ctx, 'GET', `/api/purchase-detail?id=${whole.orderId}`, frank.token)).body;
    expect(cancelled.purchaseData.refund).toEqual({ amount: 10_000, state: 'DONE' });
    // Why it ended, in the list and the detail.
    expect(cancelled.purchaseData.cancelReason).toBe('단순 변심');
    const listed = (await send(ctx, 'GET', '/api/purchase-list?page=1&size=50', frank.token)).body.purchaseData.find((p: { orderId: number }) => p.orderId === whole.orderId);
    expect(listed).toMatchObject({ orderStatus: 'CANCEL', cancelReason: '단순 변심', refund: { amount: 10_000, state: 'DONE' } });

    const part = await buyWithDevCard(ctx, frank, [{ itemId, month: 1, quantity: 1 }]);
    expect((await send(ctx, 'POST', `/api/admin/orders/${part.orderId}/cancel`, admin.token, { refundAmount: 4_000 })).status).toBe(200);
    expect((await send(ctx, 'GET', `/api/purchase-detail?id=${part.orderId}`, frank.token)).body.purchaseData.refund).toEqual({ amount: 4_000, state: 'DONE' });
    // The list says the same per order (a partial refund is not the amount paid).
    const page = (await send(ctx, 'GET', '/api/purchase-list?page=1&size=50', frank.token)).body.purchaseData;
    expect(page.find((p: { orderId: number }) => p.orderId === part.orderId)).toMatchObject({ totalPrice: 10_000, refund: { amount: 4_000, state: 'DONE' } });
    expect(page.filter((p: { refund: unknown }) => p.refund !== null)).toHaveLength(2);

    // A deposit goes back by transfer; an order cancelled before it was paid gives nothing back.
    const bank = await placeOrder(ctx, frank, [{ itemId, month: 1, quantity: 1 }]);
    await applySheet(ctx, frank, bank, { paymentMethod: 'BANK_TRANSFER' });
    expect((await send(ctx, 'PUT', '/api/order/bank-transfer', frank.token, { orderId: bank, orderEmail: frank.email })).status).toBe(200);
    expect((await send(ctx, 'PUT', `/api/admin/orders/${bank}/deposit`, admin.token)).status).toBe(200);
    expect((await send(ctx, 'POST', `/api/admin/orders/${bank}/cancel`, admin.token)).status).toBe(200);
    expect((await send(ctx, 'GET', `/api/purchase-detail?id=${bank}`, frank.token)).body.purchaseData.refund).toEqual({ amount: 10_000, state: 'BY_TRANSFER' });
    const unpaid = await placeOrder(ctx, frank, [{ itemId, month: 1, quantity: 1 }]);
    await applySheet(ctx, frank, unpaid, { paymentMethod: 'BANK_TRANSFER' });
    expect((await send(ctx, 'POST', `/api/orders/${unpaid}/cancel`, frank.token)).status).toBe(200);
    expect((await send(ctx, 'GET', `/api/purchase-detail?id=${unpaid}`, frank.token)).body.purchaseData.refund).toBeNull();
  });

  it('marks a reviewed line and a confirmed order (no longer cancelable)', async () => {
    const carol = await createBuyer(ctx);
    const { orderId } = await buyWithDevCard(ctx, carol, [{ itemId, month: 1, quantity: 1 }]);
    expect((await send(ctx, 'PUT', `/api/orders/${orderId}/confirm`, carol.token)).status).toBe(200);
    const line = await ctx.db.selectFrom('order_items').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const written = await send(ctx, 'POST', `/api/review/write?itemId=${itemId}&orderItemId=${line.id}`, carol.token, { itemId, content: '아주 만족스럽게 쓰고 있습니다.', rate: 5 });
    expect(written.status).toBe(201);
    const detail = await send(ctx, 'GET', `/api/purchase-detail?id=${orderId}`, carol.token);
    expect(detail.body.purchaseData).toMatchObject({ orderStatus: 'CONFIRM', cancelable: false });
    expect(detail.body.purchaseData.confirmedAt).toBeTruthy();
    expect(detail.body.purchaseData.orderItems[0].reviewWriteYn).toBe('Y');
  });

  it("answers 404 for another member's order and for a missing one", async () => {
    const { orderId } = await buyWithDevCard(ctx, bob, [{ itemId, month: 1, quantity: 1 }]);
    const res = await send(ctx, 'GET', `/api/purchase-detail?id=${orderId}`, alice.token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('주문 내역을 찾을 수 없습니다.');
    expect((await send(ctx, 'GET', '/api/purchase-detail?id=2147483647', alice.token)).status).toBe(404);
    expect((await send(ctx, 'GET', `/api/purchase-detail?id=${orderId}`, undefined)).status).toBe(401);
  });

  it('pages at the edges and refuses bad parameters in Korean', async () => {
    const dave = await createBuyer(ctx);
    const empty = await send(ctx, 'GET', '/api/purchase-list', dave.token);
    expect(empty.body).toMatchObject({ purchaseData: [], totalElements: 0, hasMore: false });
    for (let i = 0; i < 3; i++) await applySheet(ctx, dave, await placeOrder(ctx, dave, [{ itemId, month: 1, quantity: i + 1 }]), { paymentMethod: 'BANK_TRANSFER' });
    const p1 = await send(ctx, 'GET', '/api/purchase-list?page=1&size=2', dave.token);
    expect(p1.body).toMatchObject({ totalElements: 3, hasMore: true });
    expect(p1.body.purchaseData).toHaveLength(2);
    const p2 = await send(ctx, 'GET', '/api/purchase-list?page=2&size=2', dave.token);
    expect(p2.body).toMatchObject({ hasMore: false });
    expect(p2.body.purchaseData).toHaveLength(1);
    expect((await send(ctx, 'GET', '/api/purchase-list?page=9&size=2', dave.token)).body.purchaseData).toEqual([]);

    for (const path of ['/api/purchase-list?page=0', '/api/purchase-list?size=100', '/api/purchase-list?page=x', '/api/purchase-detail?id=abc', '/api/purchase-detail?id=-3', '/api/purchase-detail']) {
      const res = await send(ctx, 'GET', path, dave.token);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
  });
});

describe('GET /software-downloads/{itemId}/index.html', () => {
  it('renders a Korean download page for a product on sale, escaping its texts', async () => {
    const id = await createTestItem(ctx, { item_name: '블로그 <b>자동</b> 발행기' });
    const res = await ctx.app.request(`/software-downloads/${id}/index.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const text = await res.text();
    expect(text).toContain('<html lang="ko">');
    expect(text).toContain('블로그 &lt;b&gt;자동&lt;/b&gt; 발행기 다운로드');
    expect(text).not.toContain('<b>자동</b>');
  });

  it('keeps the page of a product taken off sale: its buyers may need to install again', async () => {
    const stopped = await createTestItem(ctx, { item_status: 'STOP', item_name: '판매 중지된 프로그램' });
    const res = await ctx.app.request(`/software-downloads/${stopped}/index.html`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('판매 중지된 프로그램 다운로드');
  });

  it('names the store and its phone as an admin keeps them in the site settings', async () => {
    const admin = await createBuyer(ctx, { role: 'ADMIN' });
    const settings = (await send(ctx, 'GET', '/api/admin/settings', admin.token)).body;
    const saved = await send(ctx, 'PUT', '/api/admin/settings', admin.token, { ...settings, business: { ...settings.business, storeName: '새이름상점', phone: '1588-1234' } });
    expect(saved.status).toBe(200);
    const id = await createTestItem(ctx);
    const text = await (await ctx.app.request(`/software-downloads/${id}/index.html`)).text();
    expect(text).toContain('| 새이름상점</title>');
    expect(text).toContain('새이름상점 데스크톱 앱을 설치하고');
    expect(text).toContain('(1588-1234)로 문의해 주세요');
    expect(text).not.toContain(settings.business.phone);
  });

  it('answers 404 in Korean for unknown, never-sold or malformed ids', async () => {
    const pending = await createTestItem(ctx, { item_status: 'PENDING' });
    for (const id of [String(pending), '999999', 'abc', '0']) {
      const res = await ctx.app.request(`/software-downloads/${id}/index.html`);
      expect(res.status, id).toBe(404);
      expect(await res.text()).toContain('다운로드 페이지를 찾을 수 없습니다');
    }
  });
});
