import { ACCOUNT_MESSAGES, AUTH_MESSAGES, FIELD_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { call, createTestMember, lastCode, loginAs, type TestMember } from '../../../test/members.ts';
import { confirmEmail } from './account.service.ts';
import { CURRENT_PASSWORD_LIMIT } from './current-password.ts';

let ctx: TestContext;
let member: TestMember;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  member = await createTestMember(ctx, { name: '이정보', phone: '01055551111' });
  token = await loginAs(ctx, member.loginId, member.password);
});
afterAll(() => ctx.close());

describe('my-info calls need a session', () => {
  it.each([
    ['GET', '/api/members/my-info'],
    ['POST', '/api/members/email/code'],
    ['POST', '/api/members/email/confirm'],
    ['PUT', '/api/members/password'],
    ['GET', '/api/notification'],
    ['PUT', '/api/members/notification-preference/update/email'],
    ['GET', '/api/point'],
    ['GET', '/api/coupon'],
    ['POST', '/api/coupon/use/WELCOME'],
    ['POST', '/api/members/withdrawal'],
  ])('%s %s without a token is 401', async (method, path) => {
    const res = await send(ctx, method, path, undefined, method === 'GET' ? undefined : {});
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/로그인/);
  });
});

describe('GET /api/members/my-info', () => {
  it("answers the token's member only, with the login id, name, phone and e-mail", async () => {
    const res = await send(ctx, 'GET', '/api/members/my-info', token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ loginId: member.loginId, name: '이정보', phone: '01055551111', email: member.email, emailVerified: false, hasPassword: true });
    // A memberId in the query is ignored: identity comes from the token alone.
    const other = await createTestMember(ctx);
    const again = await send(ctx, 'GET', `/api/members/my-info?memberId=${other.id}`, token);
    expect(again.body.data.loginId).toBe(member.loginId);
  });
});

describe('e-mail change with a code', () => {
  const newEmail = 'New.Address@Example.com';

  it("refuses a name that is not the member's own", async () => {
    const res = await call(ctx, '/api/members/email/code', { name: '김아무개', email: newEmail }, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.emailNameMismatch);
  });

  it('refuses a malformed address with a Korean message', async () => {
    const res = await call(ctx, '/api/members/email/code', { name: '이정보', email: 'not-an-email' }, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FIELD_MESSAGES.email);
  });

  it("refuses another live member's address, when the code is asked for and when it is confirmed", async () => {
    const other = await createTestMember(ctx, { email: 'Taken.Address@example.com' });
    const asked = await call(ctx, '/api/members/email/code', { name: '이정보', email: 'taken.address@EXAMPLE.com' }, { token });
    expect(asked).toMatchObject({ status: 409, body: { message: AUTH_MESSAGES.emailTaken } });
    // The address was free when the code went out and taken before it came back.
    const late = 'late.taken@example.com';
    expect((await call(ctx, '/api/members/email/code', { name: '이정보', email: late }, { token })).status).toBe(200);
    await ctx.db.updateTable('members').set({ email: late }).where('id', '=', other.id).execute();
    const confirmed = await call(ctx, '/api/members/email/confirm', { email: late, authCode: await lastCode(ctx, late), timeStamp: Date.now() }, { token });
    expect(confirmed).toMatchObject({ status: 409, body: { message: AUTH_MESSAGES.emailTaken } });
    expect((await ctx.db.selectFrom('members').select('email').where('id', '=', member.id).executeTakeFirstOrThrow()).email).not.toBe(late);
  });

  it('sends a code to the new address, refuses a wrong code, stores the address verified with the right one', async () => {
    const sent = await call(ctx, '/api/members/email/code', { name: '이정보', email: newEmail }, { token });
    expect(sent).toMatchObject({ status: 200, body: { result: 'success', message: ACCOUNT_MESSAGES.emailCodeSent } });
    const code = await lastCode(ctx, newEmail.toLowerCase());
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await call(ctx, '/api/members/email/confirm', { email: newEmail, authCode: wrong, timeStamp: Date.now() }, { token });
    expect(bad.status).toBe(400);
    const ok = await call(ctx, '/api/members/email/confirm', { email: newEmail, authCode: code, timeStamp: Date.now() }, { token });
    expect(ok).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.emailChanged } });
    const row = await ctx.db.selectFrom('members').select(['email', 'email_verified']).where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: newEmail.toLowerCase(), email_verified: true });
    // The code is single use.
    const replay = await call(ctx, '/api/members/email/confirm', { email: newEmail, authCode: code }, { token });
    expect(replay.status).toBe(400);
    // Now verified, the same address again is nothing to change: said, and no code is sent.
    const same = await call(ctx, '/api/members/email/code', { name: '이정보', email: newEmail.toUpperCase() }, { token });
    expect(same).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.emailAlreadyVerified } });
    expect(await lastCode(ctx, newEmail.toLowerCase())).toBe(code);
  });

  it('sends a code to the current address while it is unverified (the same screen verifies it)', async () => {
    const fresh = await createTestMember(ctx, { name: '박미인증' });
    const freshToken = await loginAs(ctx, fresh.loginId, fresh.password);
    const sent = await call(ctx, '/api/members/email/code', { name: '박미인증', email: fresh.email }, { token: freshToken });
    expect(sent.status).toBe(200);
  });

  it('a code presented in its last ms is checked and consumed at one reading of the clock', async () => {
    const email = 'last-moment@example.com';
    await call(ctx, '/api/members/email/code', { name: '이정보', email }, { token });
    const authCode = await lastCode(ctx, email);
    const { expires_at } = await ctx.db.selectFrom('verification_codes').select('expires_at').where('destination', '=', email).executeTakeFirstOrThrow();
    // The first reading is the last ms of the code; every later one is past it.
    const times = [new Date(expires_at.getTime() - 1), expires_at];
    const clock = { now: () => (times.length > 1 ? times.shift()! : times[0]!) };
    await expect(confirmEmail({ ...ctx.deps, clock }, member.id, { email, authCode })).resolves.toBeUndefined();
    const row = await ctx.db.selectFrom('members').select(['email', 'email_verified']).where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email, email_verified: true });
  });

  it('a code expires after 180 seconds', async () => {
    await call(ctx, '/api/members/email/code', { name: '이정보', email: 'late@example.com' }, { token });
    const code = await lastCode(ctx, 'late@example.com');
    ctx.clock.advance(181_000);
    const res = await call(ctx, '/api/members/email/confirm', { email: 'late@example.com', authCode: code }, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/시간/);
  });
});

describe('PUT /api/members/password', () => {
  const change = (t: string, body: Record<string, unknown>) => send(ctx, 'PUT', '/api/members/password', t, body);

  it('checks the rules: current required, new differs, confirmation matches, the shared pattern', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ currentPassword: '', newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' }, ACCOUNT_MESSAGES.currentPasswordRequired],
      [{ currentPassword: member.password, newPassword: member.password, newPasswordConfirm: member.password }, ACCOUNT_MESSAGES.samePassword],
      [{ currentPassword: member.password, newPassword: 'newpass12!', newPasswordConfirm: 'newpass12?' }, FIELD_MESSAGES.newPasswordMismatch],
      [{ currentPassword: member.password, newPassword: 'short1!', newPasswordConfirm: 'short1!' }, FIELD_MESSAGES.password],
    ];
    for (const [body, message] of cases) {
      const res = await change(token, body);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    const wrong = await change(token, { currentPassword: 'wrongpass1!', newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' });
    expect(wrong).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.currentPasswordWrong } });
  });

  it("changes it, ends the member's other sessions and keeps the current one", async () => {
    const m = await createTestMember(ctx);
    const current = await loginAs(ctx, m.loginId, m.password);
    const otherDevice = await loginAs(ctx, m.loginId, m.password, true);
    const bystander = await loginAs(ctx, member.loginId, member.password);

    const res = await change(current, { currentPassword: m.password, newPassword: 'brandnew1!', newPasswordConfirm: 'brandnew1!' });
    expect(res).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.passwordChanged } });

    expect((await send(ctx, 'GET', '/api/members/my-info', current)).status).toBe(200);
    expect((await send(ctx, 'GET', '/api/members/my-info', otherDevice)).status).toBe(401);
    // Another member's sessions are untouched.
    expect((await send(ctx, 'GET', '/api/members/my-info', bystander)).status).toBe(200);
    const live = await ctx.db.selectFrom('sessions').select('id').where('member_id', '=', m.id).where('revoked_at', 'is', null).execute();
    expect(live).toHaveLength(1);

    expect((await call(ctx, '/api/login', { loginId: m.loginId, password: m.password })).status).toBe(401);
    expect((await call(ctx, '/api/login', { loginId: m.loginId, password: 'brandnew1!' })).status).toBe(200);
  });

  it('throttles guessing the current password', async () => {
    ctx.clock.startNextWindow(900);
    const m = await createTestMember(ctx);
    const t = await loginAs(ctx, m.loginId, m.password);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await change(t, { currentPassword: `guess${i}aa!1`, newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('shares one budget of wrong current passwords with withdrawal', async () => {
    ctx.clock.startNextWindow(CURRENT_PASSWORD_LIMIT.windowSeconds);
    const m = await createTestMember(ctx);
    const t = await loginAs(ctx, m.loginId, m.password);
    const withdraw = (password: string) => send(ctx, 'POST', '/api/members/withdrawal', t, { reason: 'PRICE', agreed: true, password });
    const half = CURRENT_PASSWORD_LIMIT.limit / 2;
    for (let i = 0; i < half; i++) {
      expect((await change(t, { currentPassword: `guess${i}aa!1`, newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' })).status).toBe(400);
    }
    for (let i = 0; i < CURRENT_PASSWORD_LIMIT.limit - half; i++) expect((await withdraw(`other${i}aa!1`)).status).toBe(400);
    // The budget is spent: neither form checks another password, not even the right one.
    expect(await withdraw(m.password)).toMatchObject({ status: 429, body: { message: ACCOUNT_MESSAGES.passwordThrottled } });
    const changed = await change(t, { currentPassword: m.password, newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' });
    expect(changed).toMatchObject({ status: 429, body: { message: ACCOUNT_MESSAGES.passwordThrottled } });
    const row = await ctx.db.selectFrom('members').select('status').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('ACTIVE');
  });
});
