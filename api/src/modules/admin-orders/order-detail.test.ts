import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWithDevCard, createBuyer, createTestItem, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

// The order detail shows the buyer's name, e-mail and phone: opening it is audit-logged like the
// member detail (SECURITY.md, Privacy), with who, which order and from where, and nothing shown.

let ctx: TestContext;
let admin: Buyer;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createBuyer(ctx, { role: 'ADMIN' });
  itemId = await createTestItem(ctx, { sale_price: 10_000 });
});
afterAll(() => ctx.close());

const detail = (orderId: number, token = admin.token, ip = '203.0.113.21') => send(ctx, 'GET', `/api/admin/orders/${orderId}`, token, undefined, { 'x-forwarded-for': ip });
const lastAuditId = async () => Number((await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
const auditSince = (afterId: number) => ctx.db.selectFrom('audit_log').selectAll().where('id', '>', afterId).orderBy('id').execute();

describe('GET /api/admin/orders/{orderId}, audited', () => {
  it("records one order.view row per opening: the admin, the order, the IP, and none of the buyer's data", async () => {
    const b = await createBuyer(ctx);
    const { orderId } = await buyWithDevCard(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    const buyer = await ctx.db.selectFrom('members').select(['name', 'email', 'phone', 'login_id']).where('id', '=', b.id).executeTakeFirstOrThrow();
    const since = await lastAuditId();

    const res = await detail(orderId);
    expect(res.status).toBe(200);
    expect(res.body.buyer).toMatchObject({ memberId: b.id, email: buyer.email, phoneNumber: buyer.phone });
    const rows = await auditSince(since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'order.view', actor_member_id: admin.id, target_type: 'order', target_id: String(orderId), ip: '203.0.113.21', before: null, after: null });
    const logged = JSON.stringify(rows[0]);
    for (const personal of [buyer.name, buyer.email!, buyer.phone!, buyer.login_id]) expect(logged).not.toContain(personal);

    // The order's history on screen lists what was done to it, not who looked.
    const again = await detail(orderId);
    expect((await auditSince(since)).map((r) => r.action)).toEqual(['order.view', 'order.view']);
    expect(again.body.history.map((h: { action: string }) => h.action)).toContain('subscription.issue');
    expect(again.body.history.map((h: { action: string }) => h.action)).not.toContain('order.view');
  });

  it('records nothing for a member calling, a missing order, or the list', async () => {
    const b = await createBuyer(ctx);
    const { orderId } = await buyWithDevCard(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    const since = await lastAuditId();
    expect((await detail(orderId, b.token)).status).toBe(403);
    expect((await detail(987_654)).status).toBe(404);
    expect((await send(ctx, 'GET', '/api/admin/orders?page=1&size=20', admin.token)).status).toBe(200);
    expect(await auditSince(since)).toEqual([]);
  });
});
