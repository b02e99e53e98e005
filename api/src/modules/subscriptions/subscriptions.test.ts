import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWithDevCard, createBuyer, createTestItem, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { newLicenseKey } from '../fulfilment/license-keys.ts';

let ctx: TestContext;
let itemId: number;
let owner: Buyer;
let other: Buyer;

beforeAll(async () => {
  ctx = await createTestContext();
  itemId = await createTestItem(ctx, { item_name: '블로그 자동화' });
  owner = await createBuyer(ctx);
  other = await createBuyer(ctx);
});
afterAll(() => ctx.close());

async function key(memberId: number, values: Record<string, unknown> = {}) {
  const hashKey = newLicenseKey();
  const row = await ctx.db
    .insertInto('subscriptions')
    .values({ hash_key: hashKey, member_id: memberId, item_id: itemId, buyer_name: '김구매', subscription_period: 1, source: 'ADMIN', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, hashKey };
}

describe('member subscriptions', () => {
  it('lists cards with counts per status, treating a past expiry as expired', async () => {
    await key(owner.id);
    await key(owner.id, { use_status: 'GRANTED', start_at: new Date(), expire_at: new Date(Date.now() + 86_400_000) });
    await key(owner.id, { use_status: 'GRANTED', expire_at: new Date(Date.now() - 1000) });
    const res = await send(ctx, 'GET', '/api/subscription-list', owner.token);
    expect(res.status).toBe(200);
    expect(res.body.subscriptionData).toHaveLength(1);
    expect(res.body.subscriptionData[0]).toMatchObject({ itemName: '블로그 자동화', count: 3, grantedCount: 1, beforeUseCount: 1, expiredCount: 1, allExpired: false });
    expect((await send(ctx, 'GET', '/api/subscription-list', other.token)).body.subscriptionData).toEqual([]);
    expect((await send(ctx, 'GET', '/api/subscription-list', undefined)).status).toBe(401);
  });

  it('marks a product all expired when none of its keys can be used any more, refunded ones included', async () => {
    const member = await createBuyer(ctx);
    const refunded = await createTestItem(ctx, { item_name: '환불한 상품' });
    const mixed = await createTestItem(ctx, { item_name: '만료와 환불' });
    const running = await createTestItem(ctx, { item_name: '해지 후 남은 기간' });
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 86_400_000);
    await key(member.id, { item_id: refunded, use_status: 'UNSUBSCRIPTION', revoked_at: past });
    await key(member.id, { item_id: mixed, use_status: 'GRANTED', start_at: past, expire_at: past });
    await key(member.id, { item_id: mixed, use_status: 'UNSUBSCRIPTION', revoked_at: past });
    await key(member.id, { item_id: mixed, use_status: 'DENIED' });
    // A subscription cancelled without a refund runs on to its end.
    await key(member.id, { item_id: running, use_status: 'UNSUBSCRIPTION', start_at: past, expire_at: future });
    const cards = (await send(ctx, 'GET', '/api/subscription-list', member.token)).body.subscriptionData as { itemName: string; allExpired: boolean }[];
    expect(Object.fromEntries(cards.map((c) => [c.itemName, c.allExpired]))).toEqual({ '환불한 상품': true, '만료와 환불': true, '해지 후 남은 기간': false });
  });

  it('says which keys an admin took back by cancelling and refunding their order, apart from the counts', async () => {
    const buyer = await createBuyer(ctx);
    const admin = await createBuyer(ctx, { role: 'ADMIN' });
    const refundedItem = await createTestItem(ctx, { item_name: '환불된 주문의 상품' });
    const { orderId } = await buyWithDevCard(ctx, buyer, [{ itemId: refundedItem, month: 12, quantity: 2 }]);
    const [first] = await ctx.db.selectFrom('subscriptions').select('id').where('order_id', '=', orderId).orderBy('id').execute();
    // One key was in use when the order was cancelled: its period end is one it will never reach.
    expect((await send(ctx, 'PUT', `/api/subscription/update/${first!.id}`, buyer.token)).status).toBe(200);
    expect((await send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token)).status).toBe(200);

    const [card] = (await send(ctx, 'GET', '/api/subscription-list', buyer.token)).body.subscriptionData;
    expect(card).toMatchObject({ itemName: '환불된 주문의 상품', count: 2, grantedCount: 0, beforeUseCount: 0, expiredCount: 0, revokedCount: 2, allExpired: true });
    for (const k of card.subscriptions) expect(k).toMatchObject({ useStatus: 'UNSUBSCRIPTION', revokedDate: expect.any(String) });
    const detail = (await send(ctx, 'GET', `/api/subscription/detail/${first!.id}`, buyer.token)).body.subscriptionDetail;
    expect(detail).toMatchObject({ useStatus: 'UNSUBSCRIPTION', revokedDate: card.subscriptions[0].revokedDate });

    // A key that stands says so with a null.
    const standing = await key(buyer.id);
    const list = (await send(ctx, 'GET', '/api/subscription-list', buyer.token)).body.subscriptionData;
    const standingKey = list.flatMap((c: { subscriptions: { subscriptionListId: number }[] }) => c.subscriptions).find((k: { subscriptionListId: number }) => k.subscriptionListId === standing.id);
    expect(standingKey).toMatchObject({ revokedDate: null });
    expect(list.find((c: { itemName: string }) => c.itemName === '블로그 자동화')).toMatchObject({ revokedCount: 0, beforeUseCount: 1 });
  });

  it('keeps an older product on the list after an order of a thousand keys of another', async () => {
    const buyer = await createBuyer(ctx);
    const older = await key(buyer.id);
    const bulkItem = await createTestItem(ctx, { item_name: '주문 수집기' });
    const rows = Array.from({ length: 1001 }, () => ({ hash_key: newLicenseKey(), member_id: buyer.id, item_id: bulkItem, buyer_name: '김구매', subscription_period: 1, source: 'ADMIN' as const }));
    await ctx.db.insertInto('subscriptions').values(rows).execute();
    const cards = (await send(ctx, 'GET', '/api/subscription-list', buyer.token)).body.subscriptionData;
    expect(cards.map((c: { itemName: string; count: number }) => [c.itemName, c.count])).toEqual([
      ['주문 수집기', 1001],
      ['블로그 자동화', 1],
    ]);
    expect(cards[1].subscriptions[0].subscriptionListId).toBe(older.id);
  });

  it('masks a key before use; the reveal starts the period once; others get 404', async () => {
    const k = await key(owner.id, { subscription_period: 3 });
    const before = await send(ctx, 'GET', `/api/subscription/detail/${k.id}`, owner.token);
    expect(before.body.subscriptionDetail).toMatchObject({ revealed: false, useStatus: 'BEFORE_USE', startDate: null });
    expect(before.body.subscriptionDetail.hashKey).not.toBe(k.hashKey);
    expect(before.body.subscriptionDetail.hashKey).toContain('****');
    expect(before.body.itemName).toBe('블로그 자동화');

    expect((await send(ctx, 'GET', `/api/subscription/detail/${k.id}`, other.token)).status).toBe(404);
    expect((await send(ctx, 'PUT', `/api/subscription/update/${k.id}`, other.token)).status).toBe(404);

    const [a, b] = await Promise.all([send(ctx, 'PUT', `/api/subscription/update/${k.id}`, owner.token), send(ctx, 'PUT', `/api/subscription/update/${k.id}`, owner.token)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.subscriptionDetail).toMatchObject({ revealed: true, hashKey: k.hashKey, useStatus: 'GRANTED' });
    const { startDate, expireDate } = a.body.subscriptionDetail;
    expect(Date.parse(expireDate) - Date.parse(startDate)).toBe(90 * 86_400_000);
    const audits = await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'subscription.reveal').where('target_id', '=', String(k.id)).execute();
    expect(audits).toHaveLength(1);
  });

  it('keeps a key refunded before it was shown masked, and will not reveal it', async () => {
    const k = await key(owner.id, { use_status: 'UNSUBSCRIPTION', revoked_at: new Date() });
    const detail = await send(ctx, 'GET', `/api/subscription/detail/${k.id}`, owner.token);
    expect(detail.body.subscriptionDetail).toMatchObject({ revealed: false, useStatus: 'UNSUBSCRIPTION', startDate: null });
    expect(detail.body.subscriptionDetail.hashKey).not.toBe(k.hashKey);
    const reveal = await send(ctx, 'PUT', `/api/subscription/update/${k.id}`, owner.token);
    expect(reveal.status).toBeGreaterThanOrEqual(400);
    expect(reveal.status).toBeLessThan(500);
    expect(JSON.stringify(reveal.body)).not.toContain(k.hashKey);
  });

  it('still shows a key refunded after it was shown: the member has seen it', async () => {
    const k = await key(owner.id, { use_status: 'UNSUBSCRIPTION', start_at: new Date(Date.now() - 86_400_000), expire_at: new Date(Date.now() + 86_400_000), revoked_at: new Date() });
    const detail = await send(ctx, 'GET', `/api/subscription/detail/${k.id}`, owner.token);
    expect(detail.body.subscriptionDetail).toMatchObject({ revealed: true, hashKey: k.hashKey, useStatus: 'UNSUBSCRIPTION' });
  });

  it("says how a key was issued: a bought key's unit price, an admin's key no price", async () => {
    const buyer = await createBuyer(ctx);
    await buyWithDevCard(ctx, buyer, [{ itemId, month: 1, quantity: 2 }]);
    const bought = await ctx.db.selectFrom('subscriptions').select('id').where('member_id', '=', buyer.id).orderBy('id').executeTakeFirstOrThrow();
    const { sale_price } = await ctx.db.selectFrom('items').select('sale_price').where('id', '=', itemId).executeTakeFirstOrThrow();
    expect((await send(ctx, 'GET', `/api/subscription/detail/${bought.id}`, buyer.token)).body.subscriptionDetail).toMatchObject({ source: 'ORDER', orderPrice: sale_price });
    const given = await key(buyer.id);
    expect((await send(ctx, 'GET', `/api/subscription/detail/${given.id}`, buyer.token)).body.subscriptionDetail).toMatchObject({ source: 'ADMIN', orderPrice: 0 });
  });

  it('refuses to start a key whose period ran out, before the expiry job has written it as after', async () => {
    const ran = await key(owner.id, { use_status: 'GRANTED', start_at: new Date(Date.now() - 31 * 86_400_000), expire_at: new Date(Date.now() - 1000) });
    const before = await send(ctx, 'PUT', `/api/subscription/update/${ran.id}`, owner.token);
    expect(before).toMatchObject({ status: 409, body: { useStatus: 'EXPIRED' } });
    await ctx.db.updateTable('subscriptions').set({ use_status: 'EXPIRED' }).where('id', '=', ran.id).execute();
    expect(await send(ctx, 'PUT', `/api/subscription/update/${ran.id}`, owner.token)).toMatchObject({ status: 409, body: { useStatus: 'EXPIRED' } });
  });

  it('refuses to start a cancelled key and shows unknown statuses as they are', async () => {
    const k = await key(owner.id, { use_status: 'UNSUBSCRIPTION', revoked_at: new Date() });
    expect((await send(ctx, 'PUT', `/api/subscription/update/${k.id}`, owner.token)).status).toBe(409);
    expect((await send(ctx, 'GET', '/api/subscription/detail/abc', owner.token)).status).toBe(400);
    expect((await send(ctx, 'GET', '/api/subscription/detail/999999', owner.token)).status).toBe(404);
  });
});
