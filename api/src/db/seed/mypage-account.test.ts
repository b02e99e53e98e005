import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { loginAs } from '../../../test/members.ts';
import { applySeeders, seeders } from './index.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  expect(await applySeeders(ctx.db, seeders, { storage: ctx.adapters.storage })).toContain('20261122-mypage-account-demo');
  token = await loginAs(ctx, 'demo', 'demo1234!');
});
afterAll(() => ctx.close());

describe('demo data of the account screens', () => {
  it('gives demo more than one page of points in a month and more in 6 months, consistent with the balance', async () => {
    const month = await ctx.request('/api/point', { token });
    const half = await ctx.request('/api/point?period=6', { token });
    expect(month.body.pointData.totalPages).toBeGreaterThan(1);
    expect(half.body.pointData.totalElements).toBeGreaterThan(month.body.pointData.totalElements);
    const ledger = await ctx.db
      .selectFrom('point_ledger as l')
      .innerJoin('members as m', 'm.id', 'l.member_id')
      .select(['l.delta', 'l.balance_after', 'l.created_at', 'm.points', 'm.created_at as joined'])
      .where('m.login_id', '=', 'demo')
      .orderBy('l.created_at')
      .orderBy('l.id')
      .execute();
    expect(ledger.reduce((s, l) => s + l.delta, 0)).toBe(ledger[0]!.points);
    // Read in date order, as the member and the admin read it: each row's balance follows from
    // the one before, never below 0, ending at the balance; the history starts when demo joined.
    let running = 0;
    for (const row of ledger) {
      running += row.delta;
      expect(row.balance_after).toBe(running);
      expect(running).toBeGreaterThanOrEqual(0);
    }
    expect(running).toBe(ledger[0]!.points);
    expect(ledger[0]!.created_at.getTime()).toBe(ledger[0]!.joined.getTime());
  });

  it('fills both coupon tabs, the unused one over two pages, and offers a code to register', async () => {
    const unused = await ctx.request('/api/coupon?status=unused&size=4', { token });
    const used = await ctx.request('/api/coupon?status=used&size=4', { token });
    expect(unused.body.totalPages).toBe(2);
    expect(used.body.content.map((c: { status: string }) => c.status).sort()).toEqual(['EXPIRED', 'USED']);
    const registered = await ctx.request('/api/coupon/use/AUTUMN2026', { method: 'POST', token });
    expect(registered.status).toBe(201);
  });
});
