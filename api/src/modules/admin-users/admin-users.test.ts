import { ADMIN_BLOCK_REASON_MAX, ADMIN_LIST_MESSAGES, ADMIN_USER_MESSAGES as M, ADMIN_USER_SORT_KEYS, AUTH_MESSAGES, GRADES } from '@store/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { call, createTestMember, loginAs, type TestMember } from '../../../test/members.ts';
import { COUNT_BOUND } from '../../lib/admin-list.ts';

let ctx: TestContext;
let admin: TestMember;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createTestMember(ctx, { role: 'ADMIN', loginId: 'boss01', name: '관리자' });
  adminToken = await loginAs(ctx, admin.loginId, admin.password);
});
afterAll(() => ctx.close());

const list = (query = '') => send(ctx, 'GET', `/api/admin/users${query}`, adminToken);
const block = (id: number, token = adminToken) => send(ctx, 'PUT', `/api/admin/user/${id}/block`, token);
const blockMany = (memberIds: unknown, token = adminToken, reason?: unknown) => send(ctx, 'PUT', '/api/admin/users/block', token, { memberIds, reason });
const unblock = (id: number) => send(ctx, 'PUT', `/api/admin/user/${id}/unblock`, adminToken);

describe('GET /api/admin/users', () => {
  it('lists every §3 field; grade derives from purchases, role and status; withdrawn members are left out', async () => {
    const vip = await createTestMember(ctx, { name: '박브이' });
    await ctx.db.updateTable('members').set({ total_purchase_krw: 200_000, points: 1234 }).where('id', '=', vip.id).execute();
    const gone = await createTestMember(ctx, { name: '탈퇴자' });
    await ctx.db.updateTable('members').set({ status: 'WITHDRAWN' }).where('id', '=', gone.id).execute();
    const res = await list(`?q=${vip.loginId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, size: 20, totalElements: 1, totalPages: 1 });
    expect(res.body.userList[0]).toEqual({
      id: vip.id,
      loginId: vip.loginId,
      name: '박브이',
      email: vip.email,
      phoneNumber: vip.phone,
      grade: 'VIP',
      joinDate: expect.any(String),
      latestLoginDate: null,
      point: 1234,
      totalPurchaseAmount: 200_000,
      blockedAt: null,
      blockReason: null,
    });
    expect((await list(`?q=${gone.loginId}`)).body.totalElements).toBe(0);
    expect((await list('?grade=ADMIN')).body.userList.map((u: { id: number }) => u.id)).toContain(admin.id);
    expect((await list('?grade=VIP')).body.userList.map((u: { id: number }) => u.id)).toEqual([vip.id]);
  });

  it('sorts by every field in both directions, ties broken by id', async () => {
    for (let i = 0; i < 3; i++) await createTestMember(ctx, { name: `정렬${i}` });
    for (const sort of ADMIN_USER_SORT_KEYS) {
      for (const direction of ['asc', 'desc']) {
        const res = await list(`?sort=${sort}&direction=${direction}&size=100`);
        expect(res.status, `${sort} ${direction}`).toBe(200);
        const values = res.body.userList.map((u: Record<string, unknown>) => u[sort]).filter((v: unknown) => v !== null);
        if (sort === 'grade') continue;
        const sorted = [...values].sort((a, b) => (typeof a === 'string' ? (a as string).toLowerCase().localeCompare((b as string).toLowerCase(), 'en') : (a as number) - (b as number)));
        if (direction === 'desc') sorted.reverse();
        if (typeof values[0] === 'number') expect(values, `${sort} ${direction}`).toEqual(sorted);
      }
    }
    const byGrade = await list('?sort=grade&direction=desc&size=100');
    expect(byGrade.body.userList[0].grade).toBe('ADMIN');
  });

  it('filters by each grade exactly as the rows show grades, at every edge of the purchase ranges', async () => {
    const made: number[] = [];
    for (const [total, extra] of [
      [50_000, {}], [50_001, {}], [100_000, {}], [100_001, {}], [500_000, {}], [500_001, {}],
      [900_000, { role: 'ADMIN' }], [900_000, { status: 'BLOCKED' }], [10, { role: 'ADMIN', status: 'BLOCKED' }],
    ] as const) {
      const m = await createTestMember(ctx);
      await ctx.db.updateTable('members').set({ total_purchase_krw: total, ...extra }).where('id', '=', m.id).execute();
      made.push(m.id);
    }
    const everyone = (await list('?size=100')).body.userList as { id: number; grade: string }[];
    for (const grade of GRADES) {
      const filtered = (await list(`?grade=${grade}&size=100`)).body.userList as { id: number; grade: string }[];
      expect(filtered.map((u) => u.id).sort(), grade).toEqual(everyone.filter((u) => u.grade === grade).map((u) => u.id).sort());
    }
    expect(new Set(everyone.filter((u) => made.includes(u.id)).map((u) => u.grade))).toEqual(new Set(GRADES));
  });

  it('searches login id, name, e-mail, phone (with dashes) and id, wildcards taken literally', async () => {
    const m = await createTestMember(ctx, { name: '검색_대상', phone: '01098761234', email: 'findme@example.kr' });
    expect((await list('?q=검색_대상')).body.userList.map((u: { id: number }) => u.id)).toEqual([m.id]);
    expect((await list('?q=%25')).body.totalElements).toBe(0);
    expect((await list('?q=010-9876-1234&field=phoneNumber')).body.userList[0].id).toBe(m.id);
    expect((await list('?q=FINDME@&field=email')).body.userList[0].id).toBe(m.id);
    expect((await list(`?q=${m.id}&field=id`)).body.userList[0].id).toBe(m.id);
    expect((await list('?q=findme&field=name')).body.totalElements).toBe(0);
    // Every field: digits alone or with dashes are a phone; letters with digits are not.
    expect((await list('?q=9876-12')).body.userList.map((u: { id: number }) => u.id)).toEqual([m.id]);
    expect((await list('?q=findme9876')).body.totalElements).toBe(0);
  });

  it('finds a name typed in decomposed Hangul (NFD, as a macOS keyboard may send it)', async () => {
    const m = await createTestMember(ctx, { name: '김데모정규' });
    const nfd = '김데모정규'.normalize('NFD');
    expect(nfd).not.toBe('김데모정규');
    for (const field of ['all', 'name']) {
      expect((await list(`?q=${encodeURIComponent(nfd)}&field=${field}`)).body.userList.map((u: { id: number }) => u.id), field).toEqual([m.id]);
    }
  });

  it('pages: past the end is empty, sizes outside 1..100 and unknown sorts are 400 in Korean', async () => {
    const total = (await list('?size=1')).body.totalElements as number;
    const last = await list(`?size=1&page=${total}`);
    expect(last.body.userList).toHaveLength(1);
    expect(last.body.totalPages).toBe(total);
    expect((await list(`?size=1&page=${total + 1}`)).body.userList).toEqual([]);
    const bad: [string, string][] = [
      ['?sort=password_hash', ADMIN_LIST_MESSAGES.badSort],
      ['?sort=__proto__', ADMIN_LIST_MESSAGES.badSort],
      ['?direction=up', ADMIN_LIST_MESSAGES.badDirection],
      ['?size=0', ADMIN_LIST_MESSAGES.badSize],
      ['?size=101', ADMIN_LIST_MESSAGES.badSize],
      ['?page=0', ADMIN_LIST_MESSAGES.badPage],
      ['?page=1.5', ADMIN_LIST_MESSAGES.badPage],
      ['?grade=KING', '등급이 올바르지 않습니다.'],
      ['?field=password', '검색 항목이 올바르지 않습니다.'],
      [`?q=${'a'.repeat(101)}`, ADMIN_LIST_MESSAGES.badSearch],
    ];
    for (const [query, message] of bad) expect(await list(query), query).toMatchObject({ status: 400, body: { message } });
  });
});

describe('suspension', () => {
  it('ends the member’s sessions at once and refuses their login; lifting it lets them log in again', async () => {
    const m = await createTestMember(ctx);
    const token = await loginAs(ctx, m.loginId, m.password);
    const second = await loginAs(ctx, m.loginId, m.password, true);
    expect((await send(ctx, 'GET', '/api/mypage/info', token)).status).not.toBe(401);
    const res = await block(m.id);
    expect(res).toMatchObject({ status: 200, body: { message: M.blocked(1), memberIds: [m.id] } });
    for (const t of [token, second]) {
      const after = await send(ctx, 'GET', '/api/auth/members/id', t);
      expect([401, 403]).toContain(after.status);
    }
    const live = await ctx.db.selectFrom('sessions').select('id').where('member_id', '=', m.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    expect(await call(ctx, '/api/login', { loginId: m.loginId, password: m.password })).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.blocked } });
    expect((await list(`?q=${m.loginId}`)).body.userList[0]).toMatchObject({ grade: 'BLOCKED', blockedAt: expect.any(String) });

    expect(await unblock(m.id)).toMatchObject({ status: 200, body: { message: M.unblocked } });
    // The old tokens stay dead; a fresh login works.
    expect([401, 403]).toContain((await send(ctx, 'GET', '/api/auth/members/id', token)).status);
    const fresh = await loginAs(ctx, m.loginId, m.password);
    expect((await send(ctx, 'GET', '/api/auth/members/id', fresh)).status).toBe(200);
    expect(await unblock(m.id)).toMatchObject({ status: 409, body: { message: M.notBlocked } });

    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'member').where('target_id', '=', String(m.id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['member.block', 'member.unblock']);
    expect(audit[0]).toMatchObject({ actor_member_id: admin.id, before: { status: 'ACTIVE' }, after: { status: 'BLOCKED', sessionsRevoked: 2 } });
  });

  it('refuses an admin, an already suspended member, an empty selection and unknown ids (§5)', async () => {
    const other = await createTestMember(ctx, { role: 'ADMIN' });
    expect(await block(other.id)).toMatchObject({ status: 409, body: { message: expect.stringContaining(M.cannotBlockAdmin) } });
    expect(await block(admin.id)).toMatchObject({ status: 409, body: { message: expect.stringContaining(M.cannotBlockAdmin) } });
    const m = await createTestMember(ctx);
    expect((await block(m.id)).status).toBe(200);
    expect(await block(m.id)).toMatchObject({ status: 409, body: { message: expect.stringContaining(M.alreadyBlocked) } });
    expect(await blockMany([])).toMatchObject({ status: 400, body: { message: M.selectUsers } });
    expect(await blockMany(undefined)).toMatchObject({ status: 400 });
    expect(await blockMany(['1'])).toMatchObject({ status: 400 });
    expect(await block(987_654)).toMatchObject({ status: 404, body: { message: M.userNotFound } });
    expect((await send(ctx, 'PUT', '/api/admin/user/abc/block', adminToken)).status).toBe(400);
  });

  it('suspends a selection all or nothing', async () => {
    const [a, b] = [await createTestMember(ctx), await createTestMember(ctx)];
    const adminB = await createTestMember(ctx, { role: 'ADMIN' });
    expect((await blockMany([a.id, adminB.id])).status).toBe(409);
    const status = async (id: number) => (await ctx.db.selectFrom('members').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await status(a.id)).toBe('ACTIVE');
    expect(await blockMany([a.id, b.id, a.id])).toMatchObject({ status: 200, body: { memberIds: [a.id, b.id], message: M.blocked(2) } });
    expect([await status(a.id), await status(b.id)]).toEqual(['BLOCKED', 'BLOCKED']);
  });

  it('keeps the reason on the member while suspended (list and detail), audited, and clears it when lifted', async () => {
    const [a, b] = [await createTestMember(ctx), await createTestMember(ctx)];
    expect((await blockMany([a.id, b.id], adminToken, '  결제 도용 의심  ')).status).toBe(200);
    expect((await list(`?q=${a.loginId}`)).body.userList[0]).toMatchObject({ grade: 'BLOCKED', blockReason: '결제 도용 의심' });
    expect((await send(ctx, 'GET', `/api/admin/users/${b.id}`, adminToken)).body).toMatchObject({ status: 'BLOCKED', blockReason: '결제 도용 의심' });

    expect((await unblock(a.id)).status).toBe(200);
    expect((await send(ctx, 'GET', `/api/admin/users/${a.id}`, adminToken)).body).toMatchObject({ status: 'ACTIVE', blockedAt: null, blockReason: null });
    const lifted = await ctx.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'member.unblock').where('target_id', '=', String(a.id)).executeTakeFirstOrThrow();
    expect(lifted.before).toMatchObject({ status: 'BLOCKED', reason: '결제 도용 의심' });

    // Suspended again without a reason (a blank one is none): the old reason does not come back.
    expect((await blockMany([a.id], adminToken, '   ')).status).toBe(200);
    expect((await list(`?q=${a.loginId}`)).body.userList[0]).toMatchObject({ grade: 'BLOCKED', blockReason: null });
    const audit = await ctx.db.selectFrom('audit_log').select('after').where('action', '=', 'member.block').where('target_id', '=', String(a.id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.after).not.toHaveProperty('reason');
  });

  it('refuses a reason too long or not text, in Korean, and suspends no one', async () => {
    const m = await createTestMember(ctx);
    expect(await blockMany([m.id], adminToken, '가'.repeat(ADMIN_BLOCK_REASON_MAX + 1))).toMatchObject({ status: 400, body: { message: `정지 사유는 ${ADMIN_BLOCK_REASON_MAX}자 이내로 입력해 주세요.` } });
    expect(await blockMany([m.id], adminToken, 42)).toMatchObject({ status: 400, body: { message: '정지 사유를 문자로 입력해 주세요.' } });
    expect(await send(ctx, 'PUT', `/api/admin/user/${m.id}/block`, adminToken, { reason: '가'.repeat(ADMIN_BLOCK_REASON_MAX + 1) })).toMatchObject({ status: 400 });
    expect((await list(`?q=${m.loginId}`)).body.userList[0]).toMatchObject({ grade: expect.not.stringMatching('BLOCKED'), blockReason: null });
    expect((await blockMany([m.id], adminToken, '가'.repeat(ADMIN_BLOCK_REASON_MAX))).status).toBe(200);
  });

  it('concurrent suspensions of one member: one succeeds, the rest are told it is already suspended', async () => {
    const m = await createTestMember(ctx);
    const results = await Promise.all(Array.from({ length: 5 }, () => block(m.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const audit = await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'member.block').where('target_id', '=', String(m.id)).execute();
    expect(audit).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const m = await createTestMember(ctx);
    const memberToken = await loginAs(ctx, m.loginId, m.password);
    const victim = await createTestMember(ctx);
    expect((await block(victim.id, memberToken)).status).toBe(403);
    expect((await blockMany([victim.id], memberToken)).status).toBe(403);
    expect((await send(ctx, 'GET', '/api/admin/users', memberToken)).status).toBe(403);
  });
});

describe('a search past the count bound', () => {
  it('says "10,000 or more" and pages through the matches in the chosen order', async () => {
    // One statement for 10,001 members: createTestMember hashes a password each.
    await sql`
      insert into members (login_id, name, email, phone, created_at)
      select 'bulkcap' || g, '대량회원' || g, 'bulkcap' || g || '@example.com', '0107' || lpad(g::text, 7, '0'), timestamptz '2024-01-01' + g * interval '1 minute'
      from generate_series(1, ${COUNT_BOUND + 1}) g`.execute(ctx.db);
    const logins = (res: { body: { userList: { loginId: string }[] } }) => res.body.userList.map((u) => u.loginId);

    const first = await list('?q=bulkcap&size=3');
    expect(first.body).toMatchObject({ page: 1, size: 3, totalElements: COUNT_BOUND, totalPages: Math.ceil(COUNT_BOUND / 3), totalCapped: true });
    expect(logins(first)).toEqual(['bulkcap10001', 'bulkcap10000', 'bulkcap9999']);
    expect(logins(await list('?q=bulkcap&size=3&page=2'))).toEqual(['bulkcap9998', 'bulkcap9997', 'bulkcap9996']);
    expect(logins(await list('?q=bulkcap&size=3&sort=joinDate&direction=asc'))).toEqual(['bulkcap1', 'bulkcap2', 'bulkcap3']);
    expect((await list('?q=대량회원&field=name&size=1')).body).toMatchObject({ totalElements: COUNT_BOUND, totalCapped: true });
    // Narrowed within the bound: counted exactly.
    const narrow = await list('?q=bulkcap1000');
    expect(narrow.body).toMatchObject({ totalElements: 3, totalCapped: false });
    expect(logins(narrow)).toEqual(['bulkcap10001', 'bulkcap10000', 'bulkcap1000']);
  });
});
