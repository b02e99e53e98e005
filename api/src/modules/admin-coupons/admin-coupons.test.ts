import { ADMIN_COUPON_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, createBuyer, createTestItem, placeOrder, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let ctx: TestContext;
let admin: Buyer;
let member: Buyer;
let codeCounter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createBuyer(ctx, { role: 'ADMIN' });
  member = await createBuyer(ctx);
});
afterAll(() => ctx.close());

const today = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

function payload(overrides: Record<string, unknown> = {}) {
  codeCounter += 1;
  return {
    name: '가을 감사 쿠폰',
    description: '2만 원 이상 구매 시',
    discountType: 'FIXED',
    discountValue: 2000,
    minPurchase: 20_000,
    quantity: 100,
    startDate: today(),
    endDate: inDays(30),
    couponCode: `AUTUMN${codeCounter}`,
    isActive: true,
    ...overrides,
  };
}

const create = (body: unknown, token = admin.token) => send(ctx, 'POST', '/api/admin/coupons/create', token, body);
const issue = (couponId: number, memberIds: number[]) => send(ctx, 'POST', `/api/admin/coupons/${couponId}/issue`, admin.token, { memberIds });

describe('coupon creation', () => {
  it('creates a coupon, audit-logged, listed with usage counts', async () => {
    const res = await create(payload({ name: '신규 쿠폰' }));
    expect(res.status).toBe(200);
    expect(res.body.coupon).toMatchObject({ name: '신규 쿠폰', discountType: 'FIXED', discountValue: 2000, minPurchase: 20_000, quantity: 100, issuedCount: 0, usedCount: 0, startDate: today(), endDate: inDays(30), isActive: true, validDays: null });
    // A coupon whose copies last a number of days (the demo's) says so, as members see it.
    await ctx.db.updateTable('coupons').set({ valid_days: 14 }).where('id', '=', res.body.coupon.couponId).execute();
    const list = await send(ctx, 'GET', '/api/admin/coupons', admin.token);
    expect(list.body.coupons.find((c: { couponId: number }) => c.couponId === res.body.coupon.couponId)).toMatchObject({ validDays: 14 });
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'coupon.create').where('target_id', '=', String(res.body.coupon.couponId)).execute();
    expect(audit).toHaveLength(1);
  });

  it('enforces the bounds of each discount type, dates and quantity (400, Korean)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ discountType: 'PERCENT', discountValue: 0 }, '할인율은 1~100% 사이로 입력해 주세요.'],
      [{ discountType: 'PERCENT', discountValue: 101 }, '할인율은 1~100% 사이로 입력해 주세요.'],
      [{ discountType: 'FIXED', discountValue: 0 }, '할인 금액은 1원 이상 1,000만 원 이하로 입력해 주세요.'],
      [{ discountType: 'FIXED', discountValue: -500 }, '할인 금액은 1원 이상 1,000만 원 이하로 입력해 주세요.'],
      [{ discountValue: 10.5 }, '할인 값은 정수로 입력해 주세요.'],
      [{ minPurchase: -1 }, '최소 구매 금액은 0원 이상이어야 합니다.'],
      [{ quantity: 0 }, '발급 수량은 1개 이상이어야 합니다.'],
      [{ startDate: inDays(5), endDate: inDays(4) }, '종료일은 시작일 이후여야 합니다.'],
      [{ endDate: '2026/12/01' }, '종료일은 YYYY-MM-DD 형식으로 입력해 주세요.'],
      // Days that do not exist: the database read 02-30 as March 2nd, and refused year 0 (500).
      [{ startDate: '2026-02-30', endDate: '2026-03-01' }, '시작일은 달력에 있는 날짜로 입력해 주세요.'],
      [{ startDate: '2026-02-30', endDate: '2026-04-31' }, '시작일은 달력에 있는 날짜로 입력해 주세요.'],
      [{ startDate: '0000-01-01' }, '시작일은 달력에 있는 날짜로 입력해 주세요.'],
      [{ endDate: '2026-13-45' }, '종료일은 달력에 있는 날짜로 입력해 주세요.'],
      [{ couponCode: 'a b' }, '쿠폰 코드는 영문, 숫자, -, _ 4~20자로 입력해 주세요.'],
      [{ discountType: 'FREE' }, '할인 방식을 선택해 주세요.'],
      [{ startDate: inDays(-10), endDate: inDays(-1) }, '종료일이 이미 지났습니다. 오늘 이후의 날짜로 입력해 주세요.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await create(payload(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.message).toBe(message);
      // Each names the field it is about.
      if ('endDate' in overrides && (!('startDate' in overrides) || message.startsWith('종료일이'))) expect(res.body.errors[0].path).toBe('endDate');
    }
    expect((await create(payload({ startDate: '2028-02-29', endDate: '2028-03-01' }))).status).toBe(200); // a leap day
    expect((await create(payload({ discountType: 'PERCENT', discountValue: 100 }))).status).toBe(200);
  });

  it('refuses a duplicate code, case-insensitively (409)', async () => {
    expect((await create(payload({ couponCode: 'DUPCODE' }))).status).toBe(200);
    const again = await create(payload({ couponCode: 'dupcode' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_COUPON_MESSAGES.duplicateCode);
    // The demo welcome coupon's code is taken too.
    expect((await create(payload({ couponCode: 'WELCOME' }))).status).toBe(409);
  });

  it('refuses members and visitors (403/401)', async () => {
    expect((await create(payload(), member.token)).status).toBe(403);
    expect((await send(ctx, 'GET', '/api/admin/coupons', undefined)).status).toBe(401);
    expect((await send(ctx, 'POST', '/api/admin/coupons/1/issue', member.token, { memberIds: [member.id] })).status).toBe(403);
    expect((await send(ctx, 'PUT', '/api/admin/coupons/1/active', member.token, { isActive: false })).status).toBe(403);
  });
});

describe('issuing and switching', () => {
  it('issues once per member; a deactivated coupon cannot be issued or used at checkout', async () => {
    const coupon = (await create(payload({ minPurchase: 0 }))).body.coupon;
    const first = await issue(coupon.couponId, [member.id]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ issued: [member.id], alreadyHeld: [], coupon: { issuedCount: 1 } });
    const again = await issue(coupon.couponId, [member.id]);
    expect(again.body).toMatchObject({ issued: [], alreadyHeld: [member.id], coupon: { issuedCount: 1 } });

    // The member can apply it at checkout …
    const itemId = await createTestItem(ctx, { cost_price: 30_000, sale_price: 30_000 });
    const order = await placeOrder(ctx, member, [{ itemId, month: 1, quantity: 1 }]);
    const sheet = await send(ctx, 'GET', `/api/ordersheet?orderId=${order}`, member.token);
    expect(JSON.stringify(sheet.body)).toContain(coupon.name);

    // … until an admin switches it off.
    const off = await send(ctx, 'PUT', `/api/admin/coupons/${coupon.couponId}/active`, admin.token, { isActive: false });
    expect(off.body.coupon.isActive).toBe(false);
    const applied = await applySheet(ctx, member, order, { couponId: coupon.couponId });
    expect(applied.status).toBeGreaterThanOrEqual(400);
    const refused = await issue(coupon.couponId, [admin.id]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ADMIN_COUPON_MESSAGES.inactive);
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('target_type', '=', 'coupon').where('target_id', '=', String(coupon.couponId)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['coupon.create', 'coupon.issue', 'coupon.deactivate']);
  });

  it('refuses unknown or suspended members, empty and duplicate selections', async () => {
    const coupon = (await create(payload())).body.coupon;
    expect((await issue(coupon.couponId, [])).body.message).toBe('쿠폰을 발급할 회원의 아이디를 입력해 주세요.');
    expect(await issue(coupon.couponId, [member.id, member.id])).toMatchObject({ status: 400, body: { message: ADMIN_COUPON_MESSAGES.chosenTwice([ADMIN_COUPON_MESSAGES.memberNumber(member.id)]) } });
    const unknown = await issue(coupon.couponId, [member.id, 9_999_999]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(ADMIN_COUPON_MESSAGES.memberNotFound);
    // All or nothing: the valid member did not get it either.
    expect((await send(ctx, 'GET', '/api/admin/coupons', admin.token)).body.coupons.find((c: { couponId: number }) => c.couponId === coupon.couponId).issuedCount).toBe(0);
    expect((await issue(999_999, [member.id])).status).toBe(404);
    const unknownLogin = await send(ctx, 'POST', `/api/admin/coupons/${coupon.couponId}/issue`, admin.token, { loginIds: ['no-such-user'] });
    expect(unknownLogin.status).toBe(400);
    // A suspended member the admin typed by login id is named by it, not by an internal number.
    const suspended = await createBuyer(ctx);
    await ctx.db.updateTable('members').set({ status: 'BLOCKED', blocked_at: new Date() }).where('id', '=', suspended.id).execute();
    const loginId = (await ctx.db.selectFrom('members').select('login_id').where('id', '=', suspended.id).executeTakeFirstOrThrow()).login_id;
    const bySuspendedLogin = await send(ctx, 'POST', `/api/admin/coupons/${coupon.couponId}/issue`, admin.token, { loginIds: [loginId] });
    expect(bySuspendedLogin.status).toBe(400);
    expect(bySuspendedLogin.body.errors).toEqual([{ path: 'loginIds', message: ADMIN_COUPON_MESSAGES.suspendedMember(loginId) }]);
    // Nor an admin, who does not shop; each refused member is named with why.
    const toAdmin = await issue(coupon.couponId, [admin.id]);
    expect(toAdmin).toMatchObject({ status: 400, body: { message: ADMIN_COUPON_MESSAGES.memberNotFound } });
    const adminLogin = (await ctx.db.selectFrom('members').select('login_id').where('id', '=', admin.id).executeTakeFirstOrThrow()).login_id;
    const mixed = await send(ctx, 'POST', `/api/admin/coupons/${coupon.couponId}/issue`, admin.token, { memberIds: [9_999_999], loginIds: [adminLogin, loginId] });
    expect(mixed.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'memberIds', message: ADMIN_COUPON_MESSAGES.notAMember('회원 번호 9999999') },
        { path: 'loginIds', message: ADMIN_COUPON_MESSAGES.adminMember(adminLogin) },
        { path: 'loginIds', message: ADMIN_COUPON_MESSAGES.suspendedMember(loginId) },
      ]),
    );
    expect(mixed.body.errors).toHaveLength(3);
    // All named at once: a login id nobody has beside an admin's, not one kind per try.
    const unknownAndAdmin = await send(ctx, 'POST', `/api/admin/coupons/${coupon.couponId}/issue`, admin.token, { loginIds: ['no-such-user', adminLogin] });
    expect(unknownAndAdmin.body.errors).toEqual([
      { path: 'loginIds', message: ADMIN_COUPON_MESSAGES.notAMember('no-such-user') },
      { path: 'loginIds', message: ADMIN_COUPON_MESSAGES.adminMember(adminLogin) },
    ]);
    expect(unknownLogin.body.errors).toEqual([{ path: 'loginIds', message: ADMIN_COUPON_MESSAGES.notAMember('no-such-user') }]);
    // The same member twice, however spelt, is named as typed.
    const twice = await send(ctx, 'POST', `/api/admin/coupons/${coupon.couponId}/issue`, admin.token, { loginIds: ['demo', 'DEMO', 'sample', 'demo'] });
    expect(twice).toMatchObject({ status: 400, body: { message: ADMIN_COUPON_MESSAGES.chosenTwice(['demo', 'DEMO']) } });
  });

  it('issues by login id too', async () => {
    const coupon = (await create(payload())).body.coupon;
    const target = await ctx.db.selectFrom('members').select('login_id').where('id', '=', member.id).executeTakeFirstOrThrow();
    const res = await send(ctx, 'POST', `/api/admin/coupons/${coupon.couponId}/issue`, admin.token, { loginIds: [target.login_id] });
    expect(res.status).toBe(200);
    expect(res.body.issued).toEqual([member.id]);
  });

  it('reads a typed login id whatever its case, as login does, and counts a member named twice once', async () => {
    const coupon = (await create(payload())).body.coupon;
    const other = await createBuyer(ctx);
    const target = await ctx.db.selectFrom('members').select('login_id').where('id', '=', other.id).executeTakeFirstOrThrow();
    const res = await send(ctx, 'POST', `/api/admin/coupons/${coupon.couponId}/issue`, admin.token, { memberIds: [other.id], loginIds: [target.login_id.toUpperCase()] });
    expect(res.status).toBe(200);
    expect(res.body.issued).toEqual([other.id]);
    const row = await ctx.db.selectFrom('coupons').select('issued_count').where('id', '=', coupon.couponId).executeTakeFirstOrThrow();
    expect(row.issued_count).toBe(1);
  });

  it('never issues more than the quantity under concurrent requests', async () => {
    const quantity = 5;
    const coupon = (await create(payload({ quantity }))).body.coupon;
    const members = await Promise.all(Array.from({ length: 20 }, () => createBuyer(ctx)));
    const results = await Promise.all(members.map((m) => issue(coupon.couponId, [m.id])));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(quantity);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === ADMIN_COUPON_MESSAGES.soldOut(0, 1))).toBe(true);
    const copies = await ctx.db.selectFrom('member_coupons').select('member_id').where('coupon_id', '=', coupon.couponId).execute();
    expect(copies).toHaveLength(quantity);
    const row = await ctx.db.selectFrom('coupons').select('issued_count').where('id', '=', coupon.couponId).executeTakeFirstOrThrow();
    expect(row.issued_count).toBe(quantity);
  });

  it('says how many are left when an issue asks for more, and issues none of it', async () => {
    const coupon = (await create(payload({ quantity: 2 }))).body.coupon;
    const members = await Promise.all(Array.from({ length: 3 }, () => createBuyer(ctx)));
    const res = await issue(coupon.couponId, members.map((m) => m.id));
    expect(res).toMatchObject({ status: 409, body: { message: ADMIN_COUPON_MESSAGES.soldOut(2, 3) } });
    expect(await ctx.db.selectFrom('member_coupons').select('id').where('coupon_id', '=', coupon.couponId).execute()).toEqual([]);
    expect((await issue(coupon.couponId, members.slice(0, 2).map((m) => m.id))).status).toBe(200);
  });

  it('concurrent issues of the same member give one copy', async () => {
    const coupon = (await create(payload({ quantity: 10 }))).body.coupon;
    const target = await createBuyer(ctx);
    const results = await Promise.all(Array.from({ length: 8 }, () => issue(coupon.couponId, [target.id])));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.issued.length === 1)).toHaveLength(1);
    const row = await ctx.db.selectFrom('coupons').select('issued_count').where('id', '=', coupon.couponId).executeTakeFirstOrThrow();
    expect(row.issued_count).toBe(1);
  });
});

describe('issuing under concurrency (row-lock order)', () => {
  it('an admin issue racing members who register the same code gives each one copy, counted once (never a 500)', async () => {
    const coupon = (await create(payload({ quantity: null, couponCode: 'RACE-ISSUE-CODE' }))).body.coupon;
    const members = await Promise.all(Array.from({ length: 30 }, () => createBuyer(ctx)));
    const ids = members.map((m) => m.id);
    const results = await Promise.all([
      issue(coupon.couponId, ids),
      ...members.map((m) => send(ctx, 'POST', '/api/coupon/use/RACE-ISSUE-CODE', m.token)),
      issue(coupon.couponId, [...ids].reverse()),
    ]);
    expect(results.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
    expect(results.every((r) => [200, 201, 409].includes(r.status))).toBe(true);
    const copies = await ctx.db.selectFrom('member_coupons').select('member_id').where('coupon_id', '=', coupon.couponId).execute();
    expect(copies.map((c) => c.member_id).sort()).toEqual([...ids].sort());
    const row = await ctx.db.selectFrom('coupons').select('issued_count').where('id', '=', coupon.couponId).executeTakeFirstOrThrow();
    expect(row.issued_count).toBe(ids.length);
  });
});
