import { adminDashboardSchema, DASHBOARD_DAYS, type AdminDashboard } from '@store/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestQuestion } from '../../../test/catalog.ts';
import { applySheet, buyWithDevCard, createBuyer, createTestItem, keysOf, orderRow, placeOrder, send } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { randomIp } from '../../../test/members.ts';
import { newLicenseKey } from '../fulfilment/license-keys.ts';

let ctx: TestContext;
let first: number;
let second: number;
const DAY = 86_400_000;

/** Moves the test clock forward to an instant (it runs on real time, so only forward). */
function moveTo(iso: string) {
  const target = Date.parse(iso);
  const now = ctx.clock.now().getTime();
  if (target < now) throw new Error(`clock is already past ${iso}`);
  ctx.clock.advance(target - now);
}

const dashboard = async (): Promise<AdminDashboard> => {
  // Sessions expire as the clock moves on by days: an admin signs in for each look.
  const admin = await createBuyer(ctx, { role: 'ADMIN' });
  const res = await send(ctx, 'GET', '/api/admin/dashboard', admin.token);
  expect(res.status).toBe(200);
  return adminDashboardSchema.parse(res.body);
};

beforeAll(async () => {
  ctx = await createTestContext();
  // 2027-03-08 10:00 in Seoul: the buyers join and the first order is paid that day.
  moveTo('2027-03-08T01:00:00Z');
  first = await createTestItem(ctx, { item_name: '엑셀 정리 도우미', sale_price: 10_000, cost_price: 10_000 });
  second = await createTestItem(ctx, { item_name: '쇼핑몰 주문 수집기', sale_price: 30_000, cost_price: 30_000 });
});
afterAll(() => ctx.close());

describe('GET /api/admin/dashboard', () => {
  it('counts sales on the Seoul day money moved, and what waits for an admin', async () => {
    const early = await createBuyer(ctx);
    const a = await buyWithDevCard(ctx, early, [{ itemId: first, month: 1, quantity: 1 }]);

    // A minute before midnight in Seoul (14:59 UTC) is still the 9th.
    moveTo('2027-03-09T14:59:00Z');
    const b = await buyWithDevCard(ctx, await createBuyer(ctx), [{ itemId: second, month: 1, quantity: 2 }]);

    // Just after midnight: the 10th, "today" from here on; two members join.
    moveTo('2027-03-09T15:00:30Z');
    const admin = await createBuyer(ctx, { role: 'ADMIN' });
    const joinedToday = await createBuyer(ctx);
    const c = await buyWithDevCard(ctx, await createBuyer(ctx), [{ itemId: second, month: 1, quantity: 1 }]);
    const d = await placeOrder(ctx, joinedToday, [{ itemId: first, month: 3, quantity: 1 }]);
    const sheet = await applySheet(ctx, joinedToday, d, { paymentMethod: 'BANK_TRANSFER' });
    expect(sheet.status).toBe(200);
    const cancelled = await send(ctx, 'POST', `/api/admin/orders/${a.orderId}/cancel`, admin.token, { reason: '고객 요청' });
    expect(cancelled.status).toBe(200);
    const refund = cancelled.body.refundAmount as number;
    expect(refund).toBe(a.finalAmount);

    await createTestQuestion(ctx, { memberId: early.id, itemId: second, title: '답변을 기다리는 문의' });
    await createTestQuestion(ctx, { memberId: early.id, itemId: second, title: '답변한 문의', comment: '네, 됩니다.' });
    const application = { member_id: early.id, name: '김구매', phone: '01012345678', title: '재고 관리 자동화', content: '엑셀 재고표를 자동으로 맞추고 싶습니다.' };
    await ctx.db.insertInto('custom_applications').values([{ ...application, is_draft: false, application_number: 'CR-T-1', submitted_at: ctx.clock.now() }, { ...application, is_draft: false, application_number: 'CR-T-2', status: 'ACCEPTED', submitted_at: ctx.clock.now() }, { ...application, is_draft: true }]).execute();

    // Keys in use: one ends in three days, one in twenty; one already ended.
    const now = ctx.clock.now().getTime();
    const [k1, k2] = await keysOf(ctx, b.orderId);
    const [k3] = await keysOf(ctx, c.orderId);
    const grant = (id: number, expireAt: number) => ctx.db.updateTable('subscriptions').set({ use_status: 'GRANTED', start_at: new Date(now - 10 * DAY), expire_at: new Date(expireAt) }).where('id', '=', id).execute();
    await grant(k1!.id, now + 3 * DAY);
    await grant(k2!.id, now + 20 * DAY);
    await grant(k3!.id, now - DAY);
    // An unlimited key in use counts as live and never as ending; a revoked one does not count.
    const [refunded] = await keysOf(ctx, a.orderId);
    await ctx.db.updateTable('subscriptions').set({ use_status: 'GRANTED', start_at: new Date(now - DAY), expire_at: null }).where('id', '=', refunded!.id).execute();
    const unlimited = { member_id: early.id, item_id: first, buyer_name: '김구매', subscription_period: 0, source: 'ADMIN' as const, use_status: 'GRANTED' as const, start_at: new Date(now - DAY) };
    await ctx.db.insertInto('subscriptions').values({ ...unlimited, hash_key: newLicenseKey() }).execute();

    const view = await dashboard();
    expect(view.days).toHaveLength(DASHBOARD_DAYS);
    expect(view.days[0]!.date).toBe('2027-02-25');
    const byDate = Object.fromEntries(view.days.map((day) => [day.date, day]));
    // The cancelled order stays in the day it was paid; its refund counts on the day of the cancel.
    expect(byDate['2027-03-08']).toEqual({ date: '2027-03-08', paidOrders: 1, paidKrw: a.finalAmount, refundedKrw: 0 });
    expect(byDate['2027-03-09']).toEqual({ date: '2027-03-09', paidOrders: 1, paidKrw: b.finalAmount, refundedKrw: 0 });
    expect(view.today).toEqual({ date: '2027-03-10', paidOrders: 1, paidKrw: c.finalAmount, refundedKrw: refund, placedOrders: 2, newMembers: 2 });
    expect(view.days.at(-1)).toEqual({ date: '2027-03-10', paidOrders: 1, paidKrw: c.finalAmount, refundedKrw: refund });
    expect(view.days.filter((day) => day.paidOrders > 0)).toHaveLength(3);

    const waitingOrder = await orderRow(ctx, d);
    expect(view.waiting).toEqual({ deposits: 1, depositsKrw: waitingOrder.final_krw, questions: 1, customRequests: 1 });
    expect(view.keys).toEqual({ live: 3, expiringSoon: 1 });
    // The cancelled order's product is not a best seller; the unpaid transfer is not either.
    expect(view.topItems).toEqual([{ itemId: second, itemName: '쇼핑몰 주문 수집기', quantity: 3, salesKrw: 90_000 }]);
    expect(Math.abs(Date.parse(view.asOf) - ctx.clock.now().getTime())).toBeLessThan(60_000);
  });

  it('lets the oldest day leave the chart as the days go by', async () => {
    // 13 days later the 8th is still the first day shown… and the next day it is gone.
    moveTo('2027-03-21T03:00:00Z');
    let view = await dashboard();
    expect(view.days[0]!.date).toBe('2027-03-08');
    expect(view.days[0]!.paidOrders).toBe(1);
    expect(view.today).toMatchObject({ date: '2027-03-21', paidOrders: 0, paidKrw: 0, refundedKrw: 0, placedOrders: 0, newMembers: 0 });
    moveTo('2027-03-22T03:00:00Z');
    view = await dashboard();
    expect(view.days[0]!.date).toBe('2027-03-09');
    expect(view.days.reduce((n, day) => n + day.paidOrders, 0)).toBe(2);
  });

  it('keeps the day rollups equal to the orders, with payments and cancellations at once', async () => {
    moveTo('2027-03-23T05:00:00Z');
    const admin = await createBuyer(ctx, { role: 'ADMIN' });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createBuyer(ctx)));
    const bought = await Promise.all(buyers.map((b, i) => buyWithDevCard(ctx, b, [{ itemId: i % 2 ? first : second, month: 1, quantity: 1 + (i % 3) }])));
    const cancels = await Promise.all(bought.slice(0, 2).map((b) => send(ctx, 'POST', `/api/admin/orders/${b.orderId}/cancel`, admin.token, { reason: '중복 결제' })));
    expect(cancels.map((r) => r.status)).toEqual([200, 200]);

    const rollups = async () => ({
      days: (await sql<{ day: string; n: number; krw: number }>`select day::text, paid_orders as n, paid_krw::bigint as krw from sales_days order by 1`.execute(ctx.db)).rows.map((r) => [r.day, Number(r.n), Number(r.krw)]),
      items: (await sql<{ day: string; item: number; q: number; krw: number }>`select day::text, item_id as item, quantity as q, sales_krw::bigint as krw from item_sales_days where quantity <> 0 order by 1, 2`.execute(ctx.db)).rows.map((r) => [r.day, r.item, Number(r.q), Number(r.krw)]),
    });
    // The same figures summed from the orders themselves.
    const days = (await sql<{ day: string; n: number; krw: number }>`select seoul_day(paid_at)::text as day, count(*) as n, sum(final_krw)::bigint as krw from orders where paid_at is not null group by 1 order by 1`.execute(ctx.db)).rows.map((r) => [r.day, Number(r.n), Number(r.krw)]);
    const items = (
      await sql<{ day: string; item: number; q: number; krw: number }>`select seoul_day(o.paid_at)::text as day, oi.item_id as item, sum(oi.quantity) as q, sum(oi.order_price_krw)::bigint as krw from order_items oi join orders o on o.id = oi.order_id where o.paid_at is not null and o.status <> 'CANCEL' group by 1, 2 order by 1, 2`.execute(ctx.db)
    ).rows.map((r) => [r.day, r.item, Number(r.q), Number(r.krw)]);
    const kept = await rollups();
    expect(kept).toEqual({ days, items });
    expect(days.find(([day]) => day === '2027-03-23')).toEqual(['2027-03-23', 6, bought.reduce((n, b) => n + b.finalAmount, 0)]);

    // Recomputed from scratch (what a bulk load runs), they come out the same.
    await sql`select rebuild_sales_rollups()`.execute(ctx.db);
    expect(await rollups()).toEqual(kept);
  });

  it("leaves a suspended member's keys out of those in use, as validation refuses them, until the member is back", async () => {
    const admin = await createBuyer(ctx, { role: 'ADMIN' });
    const member = await createBuyer(ctx);
    const before = (await dashboard()).keys;
    const now = ctx.clock.now().getTime();
    const key = { member_id: member.id, item_id: first, buyer_name: '김구매', subscription_period: 1, source: 'ADMIN' as const, use_status: 'GRANTED' as const, start_at: new Date(now - DAY) };
    const ending = newLicenseKey();
    await ctx.db.insertInto('subscriptions').values([{ ...key, hash_key: ending, expire_at: new Date(now + 3 * DAY) }, { ...key, hash_key: newLicenseKey(), subscription_period: 0 }]).execute();
    const counted = { live: before.live + 2, expiringSoon: before.expiringSoon + 1 };
    expect((await dashboard()).keys).toEqual(counted);

    expect((await send(ctx, 'PUT', `/api/admin/user/${member.id}/block`, admin.token)).status).toBe(200);
    const validation = await ctx.request('/api/licenses/validate', { method: 'POST', headers: { 'x-forwarded-for': randomIp() }, json: { hashKey: ending, macAddress: '02:00:00:00:00:01' } });
    expect(validation.body).toMatchObject({ result: 'SUSPENDED', valid: false });
    expect((await dashboard()).keys).toEqual(before);

    expect((await send(ctx, 'PUT', `/api/admin/user/${member.id}/unblock`, admin.token)).status).toBe(200);
    expect((await dashboard()).keys).toEqual(counted);
  });

  describe("today's new orders and members, as the admin's order and member screens count them", () => {
    // 2027-03-26 in Seoul starts at 15:00 UTC the day before.
    const todayStart = '2027-03-25T15:00:00.000Z';

    it("counts the orders the new-order alerts would show since midnight: not a sheet left before choosing a method", async () => {
      moveTo('2027-03-26T01:00:00Z');
      const admin = await createBuyer(ctx, { role: 'ADMIN' });
      const line = [{ itemId: first, month: 1, quantity: 1 }];
      // 바로 구매, then away: a sheet, never submitted (the admin sees it as 미선택 / 결제 대기).
      await placeOrder(ctx, await createBuyer(ctx), line);
      const transferBuyer = await createBuyer(ctx);
      expect((await applySheet(ctx, transferBuyer, await placeOrder(ctx, transferBuyer, line), { paymentMethod: 'BANK_TRANSFER' })).status).toBe(200);
      await buyWithDevCard(ctx, await createBuyer(ctx), line);
      // A card chosen but not paid (yet): the alerts wait for the payment.
      const cardBuyer = await createBuyer(ctx);
      expect((await applySheet(ctx, cardBuyer, await placeOrder(ctx, cardBuyer, line), { paymentMethod: 'SIMPLE_PAY' })).status).toBe(200);

      expect((await send(ctx, 'PUT', '/api/admin/orders/new/seen', admin.token, { seenAt: todayStart })).status).toBe(200);
      const alerts = await send(ctx, 'GET', '/api/admin/orders/new', admin.token);
      expect(alerts.body.count).toBe(2);
      expect((await dashboard()).today.placedOrders).toBe(alerts.body.count);
    });

    it('counts the members the member list shows: not one who joined today and has since withdrawn', async () => {
      const admin = await createBuyer(ctx, { role: 'ADMIN' });
      const before = (await dashboard()).today.newMembers;
      const [staying, suspended, leaving] = await Promise.all([createBuyer(ctx), createBuyer(ctx), createBuyer(ctx)]);
      expect((await send(ctx, 'PUT', `/api/admin/user/${suspended!.id}/block`, admin.token)).status).toBe(200);
      expect((await send(ctx, 'POST', '/api/members/withdrawal', leaving!.token, { reason: 'RARELY_USED', agreed: true })).status).toBe(200);

      const listed = await send(ctx, 'GET', '/api/admin/users?sort=joinDate&direction=desc&size=100', admin.token);
      expect(listed.status).toBe(200);
      const joinedToday = (listed.body.userList as { id: number; grade: string; joinDate: string }[]).filter((u) => Date.parse(u.joinDate) >= Date.parse(todayStart) && u.grade !== 'ADMIN');
      expect(joinedToday.map((u) => u.id)).toEqual(expect.arrayContaining([staying!.id, suspended!.id]));
      expect(joinedToday.map((u) => u.id)).not.toContain(leaving!.id);
      const view = await dashboard();
      expect(view.today.newMembers).toBe(before + 2);
      expect(view.today.newMembers).toBe(joinedToday.length);
    });
  });
});
