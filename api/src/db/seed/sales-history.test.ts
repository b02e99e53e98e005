import { adminDashboardSchema, DASHBOARD_DAYS } from '@store/shared';
import { isoDateInSeoul } from '@store/shared/rules/format';
import { plusDays } from '@store/shared/rules/seoul-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { loginAs } from '../../../test/members.ts';
import { applySeeders, seeders } from './index.ts';

let ctx: TestContext;
const HISTORY = ['kimsh', 'leejw', 'ohhn', 'hanjy'];

beforeAll(async () => {
  ctx = await createTestContext();
  expect(await applySeeders(ctx.db, seeders, { storage: ctx.adapters.storage })).toContain('20261126-sales-history-demo');
});
afterAll(() => ctx.close());

describe('demo sales history seed', () => {
  it('pays a month of orders before today, each with its keys, points and payment', async () => {
    const orders = await ctx.db
      .selectFrom('orders as o')
      .innerJoin('members as m', 'm.id', 'o.member_id')
      .select(['o.id', 'o.status', 'o.paid_at', 'o.created_at', 'o.final_krw', 'o.earned_point', 'o.payment_method'])
      .where('m.login_id', 'in', HISTORY)
      .execute();
    expect(orders.length).toBeGreaterThanOrEqual(20);
    const today = isoDateInSeoul(new Date());
    for (const o of orders) {
      expect(o.status).toBe('COMPLETE');
      const day = isoDateInSeoul(o.paid_at!);
      expect(day < today && day >= plusDays(today, -29), day).toBe(true);
      expect(o.paid_at!.getTime()).toBeGreaterThan(o.created_at.getTime());
      expect(o.earned_point).toBeGreaterThan(0);
    }
    expect(new Set(orders.map((o) => o.payment_method))).toEqual(new Set(['SIMPLE_PAY', 'BANK_TRANSFER']));
    const keys = await ctx.db.selectFrom('subscriptions').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', 'in', orders.map((o) => o.id)).executeTakeFirstOrThrow();
    expect(Number(keys.n)).toBe(orders.length);
    const payments = await ctx.db.selectFrom('payments').select(['order_id', 'amount', 'status']).where('order_id', 'in', orders.map((o) => o.id)).execute();
    expect(payments).toHaveLength(orders.length);
    for (const p of payments) expect(p).toMatchObject({ status: 'PAID', amount: orders.find((o) => o.id === p.order_id)!.final_krw });
  });

  it('gives the admin dashboard a chart and best sellers', async () => {
    const admin = await loginAs(ctx, 'admin', 'admin1234!');
    const res = await send(ctx, 'GET', '/api/admin/dashboard', admin);
    expect(res.status).toBe(200);
    const view = adminDashboardSchema.parse(res.body);
    expect(view.days).toHaveLength(DASHBOARD_DAYS);
    expect(view.days.filter((d) => d.paidKrw > 0).length).toBeGreaterThanOrEqual(8);
    expect(view.topItems.length).toBe(5);
    const sales = view.topItems.map((t) => t.salesKrw);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });
});
