import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { loginAs } from '../../../test/members.ts';
import { applySeeders, seeders } from './index.ts';

let ctx: TestContext;
let demoId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  expect(await applySeeders(ctx.db, seeders, { storage: ctx.adapters.storage })).toContain('20261122-commerce-demo-orders');
  demoId = (await ctx.db.selectFrom('members').select('id').where('login_id', '=', 'demo').executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());

describe('demo commerce seed', () => {
  it('gives demo a paid order with keys, a confirmed one and a waiting bank transfer', async () => {
    const orders = await ctx.db.selectFrom('orders').selectAll().where('member_id', '=', demoId).orderBy('id').execute();
    expect(orders.map((o) => [o.status, o.payment_method])).toEqual([
      ['CONFIRM', 'SIMPLE_PAY'],
      ['COMPLETE', 'SIMPLE_PAY'],
      ['WAITING', 'BANK_TRANSFER'],
    ]);
    const keys = await ctx.db.selectFrom('subscriptions').selectAll().where('member_id', '=', demoId).where('source', '=', 'ORDER').orderBy('id').execute();
    expect(keys.map((k) => k.use_status)).toEqual(['GRANTED', 'BEFORE_USE', 'BEFORE_USE']);
    expect(orders[1]!.use_point).toBe(1000);
  });

  it('keeps the points history consistent with the balance', async () => {
    const member = await ctx.db.selectFrom('members').select(['points', 'total_purchase_krw']).where('id', '=', demoId).executeTakeFirstOrThrow();
    const ledger = await ctx.db.selectFrom('point_ledger').selectAll().where('member_id', '=', demoId).orderBy('created_at').orderBy('id').execute();
    expect(ledger.reduce((sum, l) => sum + l.delta, 0)).toBe(member.points);
    expect(ledger.at(-1)!.balance_after).toBe(member.points);
    expect(new Set(ledger.map((l) => l.type))).toEqual(new Set(['SAVE', 'USE']));
    expect(member.total_purchase_krw).toBeGreaterThan(0);
  });

  it('lets demo use the seeded data through the API: coupons on the sheet, a refundable order', async () => {
    const token = await loginAs(ctx, 'demo', 'demo1234!');
    const waiting = await ctx.db.selectFrom('orders').select('id').where('member_id', '=', demoId).where('status', '=', 'WAITING').executeTakeFirstOrThrow();
    const sheet = await ctx.request(`/api/ordersheet?orderId=${waiting.id}`, { token });
    expect(sheet.status).toBe(200);
    const coupons = await ctx.db.selectFrom('member_coupons as mc').innerJoin('coupons as c', 'c.id', 'mc.coupon_id').select('c.name').where('mc.member_id', '=', demoId).execute();
    expect(coupons.map((c) => c.name)).toEqual(expect.arrayContaining(['10% 할인 쿠폰', '5,000원 쿠폰']));
    const paid = await ctx.db.selectFrom('orders').select('id').where('member_id', '=', demoId).where('status', '=', 'COMPLETE').executeTakeFirstOrThrow();
    const cancelled = await ctx.request(`/api/orders/${paid.id}/cancel`, { method: 'POST', token });
    expect(cancelled.status).toBe(200);
  });
});
