import { AUTH_MESSAGES, FIELD_MESSAGES, isoDateInSeoul } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { call, createTestMember, lastCode, loginAs, randomPhone, type TestMember } from '../../../test/members.ts';
import { findIdByEmail, findIdByPhone, findPassword, RESET_GRANT_TTL_MS } from './recovery.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const phoneCode = async (phoneNumber: string) => {
  const res = await call(ctx, '/api/members/phone/certification/duplicate', { phoneNumber });
  expect(res.status).toBe(200);
  return lastCode(ctx, phoneNumber);
};

/** find-pw for a member; returns the reset token. */
const grantFor = async (member: TestMember) => {
  const res = await call(ctx, '/api/find-pw', { loginId: member.loginId, name: member.name, phoneNumber: member.phone, authNumber: await phoneCode(member.phone) });
  expect(res.status).toBe(200);
  return res.body.data.resetToken as string;
};

const modify = (loginId: string, resetToken: unknown, newPassword = 'newpass12!') =>
  call(ctx, '/api/modify-pw', { loginId, newPassword, newPasswordConfirm: newPassword, ...(resetToken === undefined ? {} : { resetToken }) });

const passwordHashOf = async (id: number) =>
  (await ctx.db.selectFrom('members').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

describe('code requests for recovery', () => {
  it('e-mails a find-id code to a member with that name and e-mail', async () => {
    const member = await createTestMember(ctx, { email: 'Recover@Example.com' });
    const res = await call(ctx, '/api/members/email/certification/duplicate', { name: member.name, email: 'recover@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', message: AUTH_MESSAGES.codeSentEmail });
    const outbox = await call(ctx, '/api/dev/outbox?to=RECOVER@example.com');
    expect(outbox.body[0]).toMatchObject({ channel: 'email', to: 'recover@example.com', subject: '[오토웍스] 이메일 인증번호 안내' });
  });

  it("answers 404 result 'noUser' when name and e-mail do not belong to one member", async () => {
    const member = await createTestMember(ctx);
    for (const body of [{ name: '다른이름', email: member.email }, { name: member.name, email: 'nobody@example.com' }]) {
      const res = await call(ctx, '/api/members/email/certification/duplicate', body);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ result: 'noUser', message: AUTH_MESSAGES.noUser });
    }
  });

  it("sends a recovery SMS to a member's phone and 404 'noUser' otherwise", async () => {
    const member = await createTestMember(ctx);
    const ok = await call(ctx, '/api/members/phone/certification/duplicate', { phoneNumber: member.phone });
    expect(ok.body).toEqual({ result: 'success', message: AUTH_MESSAGES.codeSentPhone });
    const none = await call(ctx, '/api/members/phone/certification/duplicate', { phoneNumber: randomPhone() });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ result: 'noUser', message: AUTH_MESSAGES.noUser });
  });

  it('validates the request fields with Korean messages', async () => {
    const res = await call(ctx, '/api/members/email/certification/duplicate', { name: '김', email: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FIELD_MESSAGES.nameMin);
  });
});

describe('find id', () => {
  it('by e-mail returns the login id and the Seoul join date, once per code', async () => {
    const member = await createTestMember(ctx);
    await call(ctx, '/api/members/email/certification/duplicate', { name: member.name, email: member.email });
    const authNumber = await lastCode(ctx, member.email.toLowerCase());
    const body = { name: member.name, email: member.email, authNumber, timeStamp: Date.now() };
    const res = await call(ctx, '/api/find-id/email', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.foundIdByEmail, data: { memberId: member.loginId, joinDate: isoDateInSeoul(ctx.clock.now()) } });
    const again = await call(ctx, '/api/find-id/email', body);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(AUTH_MESSAGES.codeNotRequested);
  });

  it('by e-mail answers the member who logs in with a password when a social account shares the address', async () => {
    const member = await createTestMember(ctx, { name: '공유자', email: 'shared.box@example.com' });
    // A social account made later with the same address (sign-up refuses it; a provider does not ask).
    const social = await createTestMember(ctx, { name: '공유자', email: 'Shared.Box@example.com' });
    await ctx.db.updateTable('members').set({ password_hash: null, email_verified: true }).where('id', '=', social.id).execute();
    await call(ctx, '/api/members/email/certification/duplicate', { name: '공유자', email: 'shared.box@example.com' });
    const authNumber = await lastCode(ctx, 'shared.box@example.com');
    const res = await call(ctx, '/api/find-id/email', { name: '공유자', email: 'shared.box@example.com', authNumber, timeStamp: Date.now() });
    expect(res.body.data.memberId).toBe(member.loginId);
  });

  it('by phone returns the login id', async () => {
    const member = await createTestMember(ctx);
    const res = await call(ctx, '/api/find-id/phone', { name: member.name, phoneNumber: member.phone, authNumber: await phoneCode(member.phone) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.foundIdByPhone, data: { memberId: member.loginId, joinDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
  });

  it('by phone with a valid code but another name answers noUser', async () => {
    const member = await createTestMember(ctx);
    const res = await call(ctx, '/api/find-id/phone', { name: '엉뚱한이름', phoneNumber: member.phone, authNumber: await phoneCode(member.phone) });
    expect(res.status).toBe(404);
    expect(res.body.result).toBe('noUser');
  });

  it('refuses a wrong or expired code', async () => {
    const member = await createTestMember(ctx);
    const code = await phoneCode(member.phone);
    const wrong = await call(ctx, '/api/find-id/phone', { name: member.name, phoneNumber: member.phone, authNumber: code === '111111' ? '222222' : '111111' });
    expect(wrong.body.message).toBe(AUTH_MESSAGES.codeMismatch);
    ctx.clock.advance(181_000);
    const late = await call(ctx, '/api/find-id/phone', { name: member.name, phoneNumber: member.phone, authNumber: code });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(AUTH_MESSAGES.verificationTimeExceeded);
  });

  it('cannot use an e-mail code sent to one address for another', async () => {
    const a = await createTestMember(ctx, { name: '같은이름' });
    const b = await createTestMember(ctx, { name: '같은이름' });
    await call(ctx, '/api/members/email/certification/duplicate', { name: a.name, email: a.email });
    const codeA = await lastCode(ctx, a.email);
    const res = await call(ctx, '/api/find-id/email', { name: b.name, email: b.email, authNumber: codeA });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.codeNotRequested);
  });
});

describe('find password and reset', () => {
  it('find-pw needs login id, name and phone of one member and issues a reset grant', async () => {
    const member = await createTestMember(ctx);
    const code = await phoneCode(member.phone);
    const mismatch = await call(ctx, '/api/find-pw', { loginId: member.loginId, name: '다른사람', phoneNumber: member.phone, authNumber: code });
    expect(mismatch.status).toBe(404);
    const res = await call(ctx, '/api/find-pw', { loginId: member.loginId, name: member.name, phoneNumber: member.phone, authNumber: code, timeStamp: '1700000000000' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.findPwSuccess, data: { loginId: member.loginId, resetToken: expect.stringMatching(/^[\w-]{43}$/) } });
    // Only a hash of the grant is stored.
    const grants = await ctx.db.selectFrom('password_reset_grants').selectAll().where('member_id', '=', member.id).execute();
    expect(grants).toHaveLength(1);
    expect(grants[0]!.token_hash).not.toBe(res.body.data.resetToken);
    expect(grants[0]!.expires_at.getTime() - grants[0]!.created_at.getTime()).toBe(RESET_GRANT_TTL_MS);
  });

  it('modify-pw with the grant changes the password and logs out every session', async () => {
    const member = await createTestMember(ctx);
    const oldToken = await loginAs(ctx, member.loginId, member.password);
    const resetToken = await grantFor(member);
    const res = await modify(member.loginId, resetToken, 'brandnew1!');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.modifyPwSuccess });
    expect((await call(ctx, '/api/auth/check', undefined, { token: oldToken })).status).toBe(401);
    expect((await call(ctx, '/api/login', { loginId: member.loginId, password: member.password })).status).toBe(401);
    expect((await call(ctx, '/api/login', { loginId: member.loginId, password: 'brandnew1!' })).status).toBe(200);
  });

  it('modify-pw refuses without a grant, with a made-up one, or for another login id, and changes nothing', async () => {
    const member = await createTestMember(ctx);
    const other = await createTestMember(ctx);
    const before = await passwordHashOf(member.id);
    const otherGrant = await grantFor(other);
    for (const res of [
      await modify(member.loginId, undefined),
      await modify(member.loginId, 'A'.repeat(43)),
      await modify(member.loginId, otherGrant),
    ]) {
      expect(res.status === 403 || res.status === 400).toBe(true);
      expect(res.body.message).toBe(AUTH_MESSAGES.resetNotPermitted);
    }
    expect(await passwordHashOf(member.id)).toBe(before);
    // The other member's grant was not spent by the failed attempt.
    expect((await modify(other.loginId, otherGrant)).status).toBe(200);
  });

  it('modify-pw refuses the password in use as the new one, keeping the grant for the next try', async () => {
    const member = await createTestMember(ctx);
    const resetToken = await grantFor(member);
    const before = await passwordHashOf(member.id);
    const same = await modify(member.loginId, resetToken, member.password);
    expect(same).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.resetSamePassword, errors: [{ path: 'newPassword', message: AUTH_MESSAGES.resetSamePassword }] } });
    expect(await passwordHashOf(member.id)).toBe(before);
    expect((await modify(member.loginId, resetToken, 'another12!')).status).toBe(200);
  });

  it('modify-pw refuses a used grant and changes nothing', async () => {
    const member = await createTestMember(ctx);
    const resetToken = await grantFor(member);
    expect((await modify(member.loginId, resetToken, 'first123!')).status).toBe(200);
    const hash = await passwordHashOf(member.id);
    const again = await modify(member.loginId, resetToken, 'second123!');
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(AUTH_MESSAGES.resetNotPermitted);
    expect(await passwordHashOf(member.id)).toBe(hash);
  });

  it('modify-pw refuses an expired grant and changes nothing', async () => {
    const member = await createTestMember(ctx);
    const resetToken = await grantFor(member);
    const before = await passwordHashOf(member.id);
    ctx.clock.advance(RESET_GRANT_TTL_MS + 1000);
    const res = await modify(member.loginId, resetToken);
    expect(res.status).toBe(403);
    expect(await passwordHashOf(member.id)).toBe(before);
  });

  it('two resets racing with one grant: exactly one wins', async () => {
    const member = await createTestMember(ctx);
    const resetToken = await grantFor(member);
    const results = await Promise.all([modify(member.loginId, resetToken, 'racer111!'), modify(member.loginId, resetToken, 'racer222!')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
  });

  it('modify-pw validates the new password and its confirmation', async () => {
    const member = await createTestMember(ctx);
    const resetToken = await grantFor(member);
    const weak = await modify(member.loginId, resetToken, 'weak');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(FIELD_MESSAGES.password);
    const mismatch = await call(ctx, '/api/modify-pw', { loginId: member.loginId, newPassword: 'abcd1234!', newPasswordConfirm: 'abcd1234?', resetToken });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(FIELD_MESSAGES.newPasswordMismatch);
    // The grant survives validation failures.
    expect((await modify(member.loginId, resetToken)).status).toBe(200);
  });
});

describe('a recovery presenting its code in the last moment of the code', () => {
  // The first reading of the clock is the last ms of the code; every later one is past it. The
  // code is checked and consumed as of one reading, so a live code is not refused half-way.
  const lastMomentOf = async (destination: string) => {
    const { expires_at } = await ctx.db
      .selectFrom('verification_codes')
      .select('expires_at')
      .where('destination', '=', destination)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const times = [new Date(expires_at.getTime() - 1), expires_at];
    return { ...ctx.deps, clock: { now: () => (times.length > 1 ? times.shift()! : times[0]!) } };
  };

  it('find-id by e-mail', async () => {
    const member = await createTestMember(ctx);
    await call(ctx, '/api/members/email/certification/duplicate', { name: member.name, email: member.email });
    const authNumber = await lastCode(ctx, member.email.toLowerCase());
    const deps = await lastMomentOf(member.email.toLowerCase());
    await expect(findIdByEmail(deps, { name: member.name, email: member.email, authNumber })).resolves.toMatchObject({ memberId: member.loginId });
  });

  it('find-id by phone', async () => {
    const member = await createTestMember(ctx);
    const authNumber = await phoneCode(member.phone);
    const deps = await lastMomentOf(member.phone);
    await expect(findIdByPhone(deps, { name: member.name, phoneNumber: member.phone, authNumber })).resolves.toMatchObject({ memberId: member.loginId });
  });

  it('find-pw', async () => {
    const member = await createTestMember(ctx);
    const authNumber = await phoneCode(member.phone);
    const deps = await lastMomentOf(member.phone);
    await expect(findPassword(deps, { loginId: member.loginId, name: member.name, phoneNumber: member.phone, authNumber })).resolves.toMatchObject({
      loginId: member.loginId,
    });
  });
});
