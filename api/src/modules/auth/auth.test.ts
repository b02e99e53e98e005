import { randomInt } from 'node:crypto';
import { AUTH_MESSAGES, AUTH_REFUSALS, FIELD_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/commerce.ts';
import { createTestContext, type TestContext, type TestResponse } from '../../../test/context.ts';
import { statementsOf } from '../../../test/statements.ts';
import { call, createTestMember, loginAs, randomIp } from '../../../test/members.ts';
import { login as loginService, LOGIN_LIMITS, SESSION_TTL_MS } from './auth.service.ts';
import { issueDeviceCookie, LOGIN_DEVICE_COOKIE } from './device-cookie.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (loginId: string, password: string, extra: Record<string, unknown> = {}, ip?: string) =>
  call(ctx, '/api/login', { loginId, password, ...extra }, ip ? { ip } : {});
const check = (token: string) => call(ctx, '/api/auth/check', undefined, { token });

describe('POST /api/login', () => {
  it('returns a token and the role, opens a session and records the login time', async () => {
    const member = await createTestMember(ctx);
    const res = await login(member.loginId, member.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.loginSuccess, data: { token: expect.any(String), role: 'USER' } });
    const sessions = await ctx.db.selectFrom('sessions').selectAll().where('member_id', '=', member.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.expires_at.getTime() - sessions[0]!.created_at.getTime()).toBe(SESSION_TTL_MS.short);
    expect(sessions[0]!.ip).toMatch(/^10\./);
    const row = await ctx.db.selectFrom('members').select('last_login_at').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.last_login_at).toBeInstanceOf(Date);
  });

  it('keeps a session for 30 days with keepLoggedIn', async () => {
    const member = await createTestMember(ctx);
    expect((await login(member.loginId, member.password, { keepLoggedIn: true })).status).toBe(200);
    const session = await ctx.db.selectFrom('sessions').selectAll().where('member_id', '=', member.id).executeTakeFirstOrThrow();
    expect(session.long_lived).toBe(true);
    expect(session.expires_at.getTime() - session.created_at.getTime()).toBe(SESSION_TTL_MS.longLived);
  });

  it('accepts the login id in any letter case', async () => {
    const member = await createTestMember(ctx, { loginId: 'CaseUser' });
    expect((await login('caseuser', member.password)).status).toBe(200);
  });

  it('answers a wrong password, an unknown id and a withdrawn account identically', async () => {
    const member = await createTestMember(ctx);
    const withdrawn = await createTestMember(ctx, { status: 'WITHDRAWN' });
    const answers = [
      await login(member.loginId, 'wrong1234!'),
      await login('nobody-here', 'abcd1234!'),
      await login(withdrawn.loginId, withdrawn.password),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(AUTH_MESSAGES.loginFailed);
    }
  });

  it('refuses a social-only member (no password) with the same answer', async () => {
    const member = await createTestMember(ctx);
    await ctx.db.updateTable('members').set({ password_hash: null }).where('id', '=', member.id).execute();
    const res = await login(member.loginId, member.password);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.loginFailed);
  });

  it('refuses a BLOCKED member with the blocked message, but only given the right password', async () => {
    const member = await createTestMember(ctx, { status: 'BLOCKED' });
    const right = await login(member.loginId, member.password);
    expect(right.status).toBe(403);
    // The same refusal a session the suspension ended gets, so a client reads both alike.
    expect(right.body).toMatchObject({ message: AUTH_MESSAGES.blocked, result: AUTH_REFUSALS.blocked });
    const wrong = await login(member.loginId, 'wrong1234!');
    expect(wrong.status).toBe(401);
  });

  it('refuses empty fields with Korean messages', async () => {
    const res = await login('', '');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FIELD_MESSAGES.loginIdRequired);
    const noPassword = await call(ctx, '/api/login', { loginId: 'someone' });
    expect(noPassword.body.message).toBe(FIELD_MESSAGES.passwordRequired);
    const badKeep = await call(ctx, '/api/login', { loginId: 'someone', password: 'x', keepLoggedIn: 'yes' });
    expect(badKeep.status).toBe(400);
  });

  it('says a too-long id or password is too long, not missing', async () => {
    const longId = await login('a'.repeat(5000), 'x');
    expect(longId).toMatchObject({ status: 400, body: { message: '아이디는 64자 이하로 입력해 주세요.' } });
    const longPassword = await login('someone', 'p'.repeat(129));
    expect(longPassword).toMatchObject({ status: 400, body: { message: '비밀번호는 128자 이하로 입력해 주세요.' } });
  });

  it('throttles failures on a login id from one address, lets the window end, and never locks out for good', async () => {
    ctx.clock.startNextWindow(LOGIN_LIMITS.perLoginIdFromIp.windowSeconds);
    const member = await createTestMember(ctx);
    const guesser = randomIp();
    let last;
    for (let i = 0; i < LOGIN_LIMITS.perLoginIdFromIp.limit; i++) {
      last = await login(member.loginId, 'wrong1234!', {}, guesser);
      expect(last.status).toBe(401);
    }
    // Even the right password is refused from that address while the window is full…
    last = await login(member.loginId, member.password, {}, guesser);
    expect(last.status).toBe(429);
    // The window (900 s) started with the test: the member is told how long is left, in minutes.
    expect(last.body.message).toBe(AUTH_MESSAGES.loginThrottled(15));
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(840);
    ctx.clock.advance(10 * 60_000 + 1_000);
    expect((await login(member.loginId, member.password, {}, guesser)).body.message).toBe(AUTH_MESSAGES.loginThrottled(5));
    // …but not from the member's own: knowing a login id is not enough to shut its member out.
    expect((await login(member.loginId, member.password, {}, randomIp())).status).toBe(200);
    ctx.clock.advance(LOGIN_LIMITS.perLoginIdFromIp.windowSeconds * 1000);
    expect((await login(member.loginId, member.password, {}, guesser)).status).toBe(200);
  });

  it('throttles failures on a login id from every address together, each address counting at most its own limit', async () => {
    ctx.clock.startNextWindow(LOGIN_LIMITS.perLoginId.windowSeconds);
    const member = await createTestMember(ctx);
    const perAddress = LOGIN_LIMITS.perLoginIdFromIp.limit;
    const addresses = LOGIN_LIMITS.perLoginId.limit / perAddress;
    for (let a = 0; a < addresses; a++) {
      const ip = randomIp();
      // Guesses past an address's own limit are refused there and do not count on the login id.
      const tries = await Promise.all(Array.from({ length: perAddress + 3 }, () => login(member.loginId, 'wrong1234!', {}, ip)));
      expect(tries.filter((r) => r.status === 401)).toHaveLength(perAddress);
      if (a < addresses - 1) expect((await login(member.loginId, member.password)).status).toBe(200);
    }
    const refused = await login(member.loginId, member.password);
    expect(refused).toMatchObject({ status: 429, body: { message: AUTH_MESSAGES.loginThrottled(15) } });
    ctx.clock.advance(LOGIN_LIMITS.perLoginId.windowSeconds * 1000);
    expect((await login(member.loginId, member.password)).status).toBe(200);
  });

  it('throttles failures per IP across login ids', async () => {
    ctx.clock.startNextWindow(LOGIN_LIMITS.perIp.windowSeconds);
    const ip = randomIp();
    for (let i = 0; i < LOGIN_LIMITS.perIp.limit; i++) await login(`guess${i}`, 'wrong1234!', {}, ip);
    const member = await createTestMember(ctx);
    const blocked = await login(member.loginId, member.password, {}, ip);
    expect(blocked.status).toBe(429);
    expect((await login(member.loginId, member.password)).status).toBe(200);
  });

  it('throttles an IPv6 client by its /64: rotating addresses does not dodge the limit', async () => {
    ctx.clock.startNextWindow(LOGIN_LIMITS.perIp.windowSeconds);
    const prefix = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
    for (let i = 0; i < LOGIN_LIMITS.perIp.limit; i++) await login(`guess${i}`, 'wrong1234!', {}, `${prefix}::${(i + 1).toString(16)}`);
    const member = await createTestMember(ctx);
    const blocked = await login(member.loginId, member.password, {}, `${prefix}:ffff:ffff:ffff:fffe`);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(AUTH_MESSAGES.loginThrottled(15));
    // The next /64 is another subscriber; the session still records the whole address.
    expect((await login(member.loginId, member.password, {}, '2001:db8:ffff:ffff::1')).status).toBe(200);
    const session = await ctx.db.selectFrom('sessions').select('ip').where('member_id', '=', member.id).executeTakeFirstOrThrow();
    expect(session.ip).toBe('2001:db8:ffff:ffff::1');
  });

  it('does not count successful logins as failures', async () => {
    ctx.clock.startNextWindow(LOGIN_LIMITS.perLoginIdFromIp.windowSeconds);
    const member = await createTestMember(ctx);
    const ip = randomIp();
    for (let i = 0; i < LOGIN_LIMITS.perLoginIdFromIp.limit + 5; i++) expect((await login(member.loginId, member.password, {}, ip)).status).toBe(200);
  });

  it('counts parallel guesses atomically: no more than the limit get checked', async () => {
    ctx.clock.startNextWindow(LOGIN_LIMITS.perLoginIdFromIp.windowSeconds);
    const member = await createTestMember(ctx);
    const ip = randomIp();
    const results = await Promise.all(Array.from({ length: 25 }, () => login(member.loginId, 'wrong1234!', {}, ip)));
    expect(results.filter((r) => r.status === 401)).toHaveLength(LOGIN_LIMITS.perLoginIdFromIp.limit);
    expect(results.filter((r) => r.status === 429)).toHaveLength(25 - LOGIN_LIMITS.perLoginIdFromIp.limit);
  });
});

describe('a browser the member has logged in from (device cookie)', () => {
  const withDevice = (loginId: string, password: string, cookie: string | undefined, ip = randomIp()) =>
    ctx.request('/api/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie: `${LOGIN_DEVICE_COOKIE}=${cookie}` } : {}) },
      json: { loginId, password },
    });
  const deviceCookieOf = (res: TestResponse) => new RegExp(`${LOGIN_DEVICE_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];
  /** Fails the account's ceiling for every address together, as a guess spread over many would. */
  const fillLoginIdCeiling = async (loginId: string) => {
    const perAddress = LOGIN_LIMITS.perLoginIdFromIp.limit;
    for (let a = 0; a < LOGIN_LIMITS.perLoginId.limit / perAddress; a++) {
      const ip = randomIp();
      await Promise.all(Array.from({ length: perAddress }, () => login(loginId, 'wrong1234!', {}, ip)));
    }
    expect((await login(loginId, 'wrong1234!')).status).toBe(429);
  };

  it('is given at every login, for the login route only, out of page scripts\' and other sites\' reach', async () => {
    const member = await createTestMember(ctx);
    const first = await withDevice(member.loginId, member.password, undefined);
    expect(first.status).toBe(200);
    const header = first.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\/api\/login(;|$)/);
    expect(header).toMatch(/Max-Age=15552000/);
    const cookie = deviceCookieOf(first);
    expect(cookie).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(cookie).not.toContain(member.loginId);
    const again = await withDevice(member.loginId, member.password, cookie);
    expect(deviceCookieOf(again)).not.toBe(cookie);
    expect((await withDevice(member.loginId, 'wrong1234!', cookie)).headers.get('set-cookie')).toBeNull();
  });

  it('lets the member in while guesses from every address fill the account\'s ceiling, and counts that browser\'s failures on it alone', async () => {
    ctx.clock.startNextWindow(LOGIN_LIMITS.perLoginId.windowSeconds);
    const member = await createTestMember(ctx, { loginId: 'DeviceUser' });
    const cookie = deviceCookieOf(await withDevice(member.loginId, member.password, undefined));
    await fillLoginIdCeiling(member.loginId);
    // A new browser is refused with everyone else; the member's own, in any letter case, is not.
    expect(await withDevice(member.loginId, member.password, undefined)).toMatchObject({ status: 429, body: { message: AUTH_MESSAGES.loginThrottled(15) } });
    const trusted = await withDevice('deviceuser', member.password, cookie);
    expect(trusted.status).toBe(200);
    // Someone at that browser guessing gets the same 10 tries an address gets, then only it is refused.
    const next = deviceCookieOf(trusted)!;
    const guesses = await Promise.all(Array.from({ length: LOGIN_LIMITS.perTrustedDevice.limit + 3 }, () => withDevice(member.loginId, 'wrong1234!', next)));
    expect(guesses.filter((r) => r.status === 401)).toHaveLength(LOGIN_LIMITS.perTrustedDevice.limit);
    expect(guesses.filter((r) => r.status === 429)).toHaveLength(3);
    expect((await withDevice(member.loginId, member.password, next)).status).toBe(429);
    expect((await withDevice(member.loginId, member.password, cookie)).status).toBe(200);
  });

  it('counts as none when forged, malformed, signed with another secret or issued for another login id', async () => {
    ctx.clock.startNextWindow(LOGIN_LIMITS.perLoginId.windowSeconds);
    const member = await createTestMember(ctx);
    const other = await createTestMember(ctx);
    const othersCookie = deviceCookieOf(await withDevice(other.loginId, other.password, undefined))!;
    const own = deviceCookieOf(await withDevice(member.loginId, member.password, undefined))!;
    await fillLoginIdCeiling(member.loginId);
    const [nonce, mac] = own.split('.') as [string, string];
    const flipped = `${nonce}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const cookie of [othersCookie, flipped, `${nonce}.`, 'x'.repeat(5000), issueDeviceCookie('another-secret-of-32-characters!!', member.loginId)]) {
      expect((await withDevice(member.loginId, member.password, cookie)).status, cookie.slice(0, 30)).toBe(429);
    }
    expect((await withDevice(member.loginId, member.password, own)).status).toBe(200);
  });
});

describe('a login across a throttle window\'s end', () => {
  it('gives its hits back to the window that counted them, not to the next one', async () => {
    const member = await createTestMember(ctx);
    const windowMs = LOGIN_LIMITS.perLoginId.windowSeconds * 1000;
    const nextWindow = new Date(Math.ceil((ctx.clock.now().getTime() + 1) / windowMs) * windowMs);
    const lastMsBefore = new Date(nextWindow.getTime() - 1);
    const guess = { loginId: member.loginId, password: 'wrong1234!', keepLoggedIn: false };
    const at = (...times: Date[]) => ({ ...ctx.deps, clock: { now: () => times.shift() ?? times.at(-1) ?? nextWindow } });
    // A failed guess counted in the next window, then a login counted in the last ms before it
    // whose password check ends after the edge (every later reading of the clock is past it).
    await expect(loginService(at(nextWindow), guess, { ip: randomIp(), userAgent: null })).rejects.toMatchObject({ status: 401 });
    await loginService(at(lastMsBefore, nextWindow), { ...guess, password: member.password }, { ip: randomIp(), userAgent: null });
    const counts = await ctx.db
      .selectFrom('rate_limits')
      .select(['window_start', 'count'])
      .where('key', '=', `login:id:${member.loginId.toLowerCase()}`)
      .orderBy('window_start')
      .execute();
    expect(counts.map((r) => [r.window_start.getTime() === nextWindow.getTime() ? 'next' : 'before', r.count])).toEqual([
      ['before', 0],
      ['next', 1],
    ]);
  });
});

describe('login round trips', () => {
  const client = () => ({ ip: randomIp(), userAgent: 'vitest' });

  it('opens a session in two statements: throttle hits with the member read, then session, login stamp and hits given back', async () => {
    const member = await createTestMember(ctx);
    const input = { loginId: member.loginId.toUpperCase(), password: member.password, keepLoggedIn: false };
    const statements = await statementsOf(ctx, (deps) => loginService(deps, input, client()));
    expect(statements).toHaveLength(2);
    const session = await ctx.db.selectFrom('sessions').select('member_id').where('member_id', '=', member.id).executeTakeFirst();
    expect(session?.member_id).toBe(member.id);
  });

  it('refuses a wrong password after the one statement, and an unknown id the same way', async () => {
    const member = await createTestMember(ctx);
    for (const loginId of [member.loginId, 'nobody-here']) {
      const statements = await statementsOf(ctx, (deps) =>
        expect(loginService(deps, { loginId, password: 'wrong1234!', keepLoggedIn: false }, client())).rejects.toMatchObject({ status: 401 }),
      );
      expect(statements, loginId).toHaveLength(1);
    }
  });
});

describe('session calls', () => {
  it('GET /api/auth/check returns the member with the derived grade', async () => {
    const member = await createTestMember(ctx, { name: '김체크' });
    await ctx.db.updateTable('members').set({ total_purchase_krw: 120_000 }).where('id', '=', member.id).execute();
    const token = await loginAs(ctx, member.loginId, member.password);
    const res = await check(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id: member.id, loginId: member.loginId, name: '김체크', role: 'USER', grade: 'VIP' } });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
  });

  it('GET /api/auth/check shows ADMIN for admins', async () => {
    const admin = await createTestMember(ctx, { role: 'ADMIN' });
    const token = await loginAs(ctx, admin.loginId, admin.password);
    expect((await check(token)).body.data).toMatchObject({ role: 'ADMIN', grade: 'ADMIN' });
  });

  it('GET /api/auth/members/id returns the token holder', async () => {
    const member = await createTestMember(ctx);
    const token = await loginAs(ctx, member.loginId, member.password);
    const res = await call(ctx, '/api/auth/members/id', undefined, { token });
    expect(res.body).toEqual({ memberId: member.id });
  });

  it('refuses calls without a token, and never reads one from the query string', async () => {
    const member = await createTestMember(ctx);
    const token = await loginAs(ctx, member.loginId, member.password);
    for (const path of ['/api/auth/check', `/api/auth/check?token=${token}`, `/api/auth/check?access_token=${token}`]) {
      const res = await call(ctx, path);
      expect(res.status).toBe(401);
    }
    const basic = await ctx.request('/api/auth/check', { headers: { authorization: `Basic ${token}` } });
    expect(basic.status).toBe(401);
  });

  it('POST /api/logout revokes the session: the same token is refused at once', async () => {
    const member = await createTestMember(ctx);
    const token = await loginAs(ctx, member.loginId, member.password);
    const other = await loginAs(ctx, member.loginId, member.password);
    const res = await call(ctx, '/api/logout', {}, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.logoutSuccess });
    const after = await check(token);
    expect(after.status).toBe(401);
    // The result lets a client end its session whichever call met the refusal.
    expect(after.body).toMatchObject({ message: AUTH_MESSAGES.sessionExpired, result: AUTH_REFUSALS.sessionExpired });
    expect((await call(ctx, '/api/logout', {}, { token })).status).toBe(401);
    // Other devices stay logged in.
    expect((await check(other)).status).toBe(200);
  });

  it('a member BLOCKED after logging in loses access with the very next call', async () => {
    const member = await createTestMember(ctx);
    const token = await loginAs(ctx, member.loginId, member.password);
    expect((await check(token)).status).toBe(200);
    await ctx.db.updateTable('members').set({ status: 'BLOCKED', blocked_at: ctx.clock.now() }).where('id', '=', member.id).execute();
    const res = await check(token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(AUTH_MESSAGES.blocked);
    expect((await login(member.loginId, member.password)).status).toBe(403);
  });

  it('a member suspended by an admin (sessions revoked) is told so on the very next call, and gets no data', async () => {
    const admin = await createTestMember(ctx, { role: 'ADMIN' });
    const adminToken = await loginAs(ctx, admin.loginId, admin.password);
    const member = await createTestMember(ctx);
    const token = await loginAs(ctx, member.loginId, member.password);
    const other = await loginAs(ctx, member.loginId, member.password, true);
    expect((await check(token)).status).toBe(200);
    // The real suspension: blockUsers also revokes every session of the member.
    expect((await send(ctx, 'PUT', `/api/admin/user/${member.id}/block`, adminToken)).status).toBe(200);
    for (const t of [token, other]) {
      const res = await check(t);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: AUTH_MESSAGES.blocked, result: AUTH_REFUSALS.blocked });
      expect(res.body).not.toHaveProperty('data');
    }
    // Member-only data stays closed, with the same answer.
    for (const path of ['/api/subscription-list', '/api/auth/members/id']) {
      const res = await call(ctx, path, undefined, { token });
      expect(res).toMatchObject({ status: 403, body: { result: AUTH_REFUSALS.blocked } });
    }
    // Lifted: the old sessions stay ended, as an ended session (not as a suspension).
    expect((await send(ctx, 'PUT', `/api/admin/user/${member.id}/unblock`, adminToken)).status).toBe(200);
    const after = await check(token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ message: AUTH_MESSAGES.sessionExpired, result: AUTH_REFUSALS.sessionExpired });
  });

  it('a session logged out before the suspension stays an ended session', async () => {
    const member = await createTestMember(ctx);
    const token = await loginAs(ctx, member.loginId, member.password);
    expect((await call(ctx, '/api/logout', {}, { token })).status).toBe(200);
    ctx.clock.advance(1000);
    await ctx.db.updateTable('members').set({ status: 'BLOCKED', blocked_at: ctx.clock.now() }).where('id', '=', member.id).execute();
    const res = await check(token);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('a WITHDRAWN member loses access', async () => {
    const member = await createTestMember(ctx);
    const token = await loginAs(ctx, member.loginId, member.password);
    await ctx.db.updateTable('members').set({ status: 'WITHDRAWN' }).where('id', '=', member.id).execute();
    const res = await check(token);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('a session ends with its lifetime', async () => {
    const member = await createTestMember(ctx);
    const token = await loginAs(ctx, member.loginId, member.password);
    ctx.clock.advance(SESSION_TTL_MS.short - 60_000);
    expect((await check(token)).status).toBe(200);
    ctx.clock.advance(61_000);
    expect((await check(token)).status).toBe(401);
  });
});
