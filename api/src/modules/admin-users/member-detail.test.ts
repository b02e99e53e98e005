import { ADMIN_MEMBER_MESSAGES as M, ADMIN_USER_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWithDevCard, createBuyer, createCoupon, createTestItem, memberPoints, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, loginAs } from '../../../test/members.ts';
import { newLicenseKey } from '../fulfilment/license-keys.ts';

// Runs on PGlite and, as api-postgres, on a real PostgreSQL server where the parallel
// adjustments truly overlap.

let ctx: TestContext;
let adminId: number;
let adminToken: string;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createTestMember(ctx, { role: 'ADMIN' });
  adminId = admin.id;
  adminToken = await loginAs(ctx, admin.loginId, admin.password);
  itemId = await createTestItem(ctx, { item_name: '엑셀 정리 도우미' });
});
afterAll(() => ctx.close());

const detail = (id: number, token = adminToken) => send(ctx, 'GET', `/api/admin/users/${id}`, token);
const adjust = (id: number, body: unknown, token = adminToken) => send(ctx, 'POST', `/api/admin/users/${id}/points`, token, body);
const ledger = (memberId: number) => ctx.db.selectFrom('point_ledger').select(['delta', 'description', 'balance_after']).where('member_id', '=', memberId).orderBy('id').execute();

describe('admin member detail', () => {
  it('shows the account, its keys by state, usable coupons, and the latest points and orders', async () => {
    const buyer = await createBuyer(ctx, { points: 500 });
    const second = await createTestItem(ctx, { item_name: '블로그 자동화' });
    const { orderId } = await buyWithDevCard(ctx, buyer, [
      { itemId, month: 1, quantity: 1 },
      { itemId: second, month: 1, quantity: 1 },
    ]);
    await ctx.db.insertInto('subscriptions').values({ hash_key: newLicenseKey(), member_id: buyer.id, item_id: itemId, buyer_name: '김구매', subscription_period: 1, source: 'ADMIN', use_status: 'UNSUBSCRIPTION' }).execute();
    await createCoupon(ctx, {}, [buyer.id]);

    const res = await detail(buyer.id);
    expect(res.status).toBe(200);
    const order = await ctx.db.selectFrom('orders').select(['order_number', 'final_krw']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(res.body).toMatchObject({
      id: buyer.id,
      status: 'ACTIVE',
      role: 'USER',
      point: await memberPoints(ctx, buyer.id),
      keys: { granted: 0, beforeUse: 2, ended: 1 },
      usableCoupons: 1,
      orders: [{ orderId, orderNumber: order.order_number, status: 'COMPLETE', paymentMethod: 'SIMPLE_PAY', finalAmount: order.final_krw, itemSummary: '엑셀 정리 도우미 외 1건' }],
    });
    const rows = await ledger(buyer.id);
    expect(res.body.points).toHaveLength(rows.length);
    expect(res.body.points[0]).toMatchObject({ delta: rows.at(-1)!.delta, balanceAfter: rows.at(-1)!.balance_after, orderNumber: order.order_number });
  });

  it('answers 404 for an unknown or withdrawn member, and 403 to members', async () => {
    const gone = await createTestMember(ctx, { status: 'WITHDRAWN' });
    expect(await detail(gone.id)).toMatchObject({ status: 404, body: { message: ADMIN_USER_MESSAGES.userNotFound } });
    expect((await detail(987_654)).status).toBe(404);
    const member = await createBuyer(ctx);
    expect((await detail(member.id, member.token)).status).toBe(403);
    expect((await adjust(member.id, { delta: 1000, reason: '셀프 지급', expectedBalance: 0 }, member.token)).status).toBe(403);
    expect(await memberPoints(ctx, member.id)).toBe(0);
  });
});

describe('admin member detail, audited (SECURITY.md, Privacy)', () => {
  /** Every audit row written since `afterId`, whatever its action or target. */
  const auditSince = (afterId: number) => ctx.db.selectFrom('audit_log').selectAll().where('id', '>', afterId).orderBy('id').execute();
  const lastAuditId = async () => Number((await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);

  it('records one member.view row per opening: the admin, the member, the IP, and nothing that was shown', async () => {
    const viewed = await createTestMember(ctx, { name: '조회대상', email: 'viewed-member@example.com', phone: '01098765432' });
    const since = await lastAuditId();
    const res = await send(ctx, 'GET', `/api/admin/users/${viewed.id}`, adminToken, undefined, { 'x-forwarded-for': '203.0.113.7' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: '조회대상', email: 'viewed-member@example.com' });

    const rows = await auditSince(since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'member.view', actor_member_id: adminId, target_type: 'member', target_id: String(viewed.id), ip: '203.0.113.7', before: null, after: null });
    const logged = JSON.stringify(rows[0]);
    for (const personal of [viewed.name, viewed.email, viewed.phone, viewed.loginId]) expect(logged).not.toContain(personal);

    // Each opening is an access of its own.
    await detail(viewed.id);
    expect((await auditSince(since)).map((r) => r.action)).toEqual(['member.view', 'member.view']);
  });

  it('records nothing for a member calling, a missing member, the list, or a points adjustment answered with the detail', async () => {
    const other = await createBuyer(ctx, { points: 100 });
    const since = await lastAuditId();
    expect((await detail(other.id, other.token)).status).toBe(403);
    expect((await detail(987_654)).status).toBe(404);
    expect((await send(ctx, 'GET', `/api/admin/users?q=${encodeURIComponent(other.email)}`, adminToken)).status).toBe(200);
    expect(await auditSince(since)).toEqual([]);

    // The adjustment's own row names the member; its answer (the detail) adds no view row.
    expect((await adjust(other.id, { delta: 100, reason: '감사 확인', expectedBalance: 100 })).status).toBe(200);
    expect((await auditSince(since)).map((r) => r.action)).toEqual(['member.points.adjust']);
  });
});

describe('admin points adjustment', () => {
  let buyer: Buyer;
  beforeAll(async () => {
    buyer = await createBuyer(ctx, { points: 1000 });
  });

  it('adds and takes points with the reason the member then reads in their history, audited', async () => {
    const added = await adjust(buyer.id, { delta: 2500, reason: '  결제 오류 보상  ', expectedBalance: 1000 });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ point: 3500, points: [{ delta: 2500, description: '결제 오류 보상', balanceAfter: 3500, orderNumber: null }] });
    const taken = await adjust(buyer.id, { delta: -500, reason: '중복 지급 회수', expectedBalance: 3500 });
    expect(taken.body.point).toBe(3000);

    const history = await send(ctx, 'GET', '/api/point', buyer.token);
    expect(history.body.pointData.content.slice(0, 2)).toMatchObject([
      { description: '중복 지급 회수', pointType: 'USE', deltaPoint: -500 },
      { description: '결제 오류 보상', pointType: 'SAVE', deltaPoint: 2500 },
    ]);
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('action', '=', 'member.points.adjust').where('target_id', '=', String(buyer.id)).orderBy('id').execute();
    expect(audit).toMatchObject([
      { before: { points: 1000 }, after: { points: 3500, delta: 2500, reason: '결제 오류 보상' } },
      { before: { points: 3500 }, after: { points: 3000, delta: -500, reason: '중복 지급 회수' } },
    ]);
  });

  it('refuses a balance that changed since the admin read it, and taking more than is held, writing nothing', async () => {
    const before = await memberPoints(ctx, buyer.id);
    const rows = (await ledger(buyer.id)).length;
    expect(await adjust(buyer.id, { delta: 100, reason: '오래된 화면', expectedBalance: before - 1 })).toMatchObject({ status: 409, body: { message: M.staleBalance } });
    expect(await adjust(buyer.id, { delta: -(before + 1), reason: '전부 회수', expectedBalance: before })).toMatchObject({ status: 409, body: { message: M.insufficient } });
    expect(await memberPoints(ctx, buyer.id)).toBe(before);
    expect(await ledger(buyer.id)).toHaveLength(rows);
  });

  it('applies one of several identical adjustments sent at once (a double click, two admins)', async () => {
    const before = await memberPoints(ctx, buyer.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => adjust(buyer.id, { delta: 700, reason: '이벤트 당첨', expectedBalance: before })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await memberPoints(ctx, buyer.id)).toBe(before + 700);
    expect((await ledger(buyer.id)).filter((r) => r.description === '이벤트 당첨')).toHaveLength(1);
  });

  it('refuses bad input with Korean messages', async () => {
    const expectedBalance = await memberPoints(ctx, buyer.id);
    const cases: [unknown, string][] = [
      [{ delta: 0, reason: '영 포인트', expectedBalance }, M.badAmount],
      [{ delta: 1.5, reason: '소수점', expectedBalance }, M.badAmount],
      [{ delta: '100', reason: '문자열', expectedBalance }, M.badAmount],
      [{ delta: 1_000_001, reason: '너무 많이', expectedBalance }, M.amountTooLarge],
      [{ delta: 100, reason: '   ', expectedBalance }, M.reasonRequired],
      [{ delta: 100, reason: '가'.repeat(101), expectedBalance }, M.reasonTooLong],
      [{ delta: 100, reason: '잔액 없음' }, M.badBalance],
    ];
    for (const [body, message] of cases) expect(await adjust(buyer.id, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    expect(await memberPoints(ctx, buyer.id)).toBe(expectedBalance);
    const gone = await createTestMember(ctx, { status: 'WITHDRAWN' });
    expect((await adjust(gone.id, { delta: 100, reason: '탈퇴 회원', expectedBalance: 0 })).status).toBe(409);
  });
});
