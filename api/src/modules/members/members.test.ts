import { AUTH_MESSAGES, FIELD_MESSAGES, signupRequestSchema } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { call, countRows, createTestMember, lastCode, randomPhone, signupPayload, signupThroughApi } from '../../../test/members.ts';
import { createAdminAccount, signup } from './members.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const codeFor = async (phoneNumber: string) => {
  const res = await call(ctx, '/api/members/phone/certification/no-user', { phoneNumber });
  expect(res.status).toBe(200);
  return lastCode(ctx, phoneNumber);
};

describe('POST /api/members/phone/certification/no-user', () => {
  it('sends a code by SMS to a phone that is not registered', async () => {
    const phone = randomPhone();
    const res = await call(ctx, '/api/members/phone/certification/no-user', { phoneNumber: phone });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', message: AUTH_MESSAGES.codeSentPhone });
    const outbox = await call(ctx, `/api/dev/outbox?to=${phone}`);
    expect(outbox.body[0]).toMatchObject({ channel: 'sms', to: phone, subject: null });
    expect(outbox.body[0].text).toMatch(/\d{6}/);
  });

  it("answers 409 result 'duplicate' for a registered phone and sends nothing", async () => {
    const member = await createTestMember(ctx);
    const res = await call(ctx, '/api/members/phone/certification/no-user', { phoneNumber: member.phone });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ result: 'duplicate', message: AUTH_MESSAGES.alreadyRegistered });
    expect((await call(ctx, `/api/dev/outbox?to=${member.phone}`)).body).toEqual([]);
  });

  it('refuses a malformed phone number with the Korean field message', async () => {
    for (const phoneNumber of ['010-1234-5678', '0111234567', '', 1012345678]) {
      const res = await call(ctx, '/api/members/phone/certification/no-user', { phoneNumber });
      expect(res.status).toBe(400);
      expect([FIELD_MESSAGES.phone, FIELD_MESSAGES.phoneRequired]).toContain(res.body.message);
    }
  });
});

describe('POST /api/members/login-id/check', () => {
  it('tells a taken id, in any letter case, from a free one', async () => {
    const member = await createTestMember(ctx);
    const taken = await call(ctx, '/api/members/login-id/check', { loginId: member.loginId.toUpperCase() });
    expect(taken).toMatchObject({ status: 200, body: { available: false, message: AUTH_MESSAGES.loginIdTaken } });
    const free = await call(ctx, '/api/members/login-id/check', { loginId: `free_${Date.now() % 1_000_000}` });
    expect(free).toMatchObject({ status: 200, body: { available: true, message: AUTH_MESSAGES.loginIdAvailable } });
  });

  it('refuses an id the sign-up would refuse, with its field message', async () => {
    const res = await call(ctx, '/api/members/login-id/check', { loginId: 'a!' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('loginId');
  });

  it('throttles checks per IP, so the call cannot list who is a member', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await call(ctx, '/api/members/login-id/check', { loginId: `probe_${i}` }, { ip })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await call(ctx, '/api/members/login-id/check', { loginId: 'probe_x' }, { ip: '203.0.113.78' })).status).toBe(200);
  });
});

describe('POST /api/signup', () => {
  it('creates the member with consents and the welcome coupon in one step', async () => {
    const { payload, res } = await signupThroughApi(ctx, { marketingOptIn: true });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.signupSuccess, data: { loginId: payload.loginId, welcomeCouponName: '신규 가입 환영 쿠폰' } });

    const member = await ctx.db.selectFrom('members').selectAll().where('login_id', '=', payload.loginId as string).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ name: '홍길동', birth: '19900101', phone: payload.phoneNumber, role: 'USER', status: 'ACTIVE', points: 0 });
    expect(member).toMatchObject({ marketing_opt_in: true, email_opt_in: true, sms_opt_in: true });
    // argon2id with at least OWASP's parameters; never the password itself.
    expect(member.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(member.password_hash).not.toContain(payload.password);

    const consents = await ctx.db.selectFrom('member_consents').selectAll().where('member_id', '=', member.id).orderBy('kind').execute();
    expect(consents.map((c) => [c.kind, c.agreed])).toEqual([
      ['marketing', true],
      ['privacy', true],
      ['service', true],
    ]);
    for (const consent of consents) expect(consent.recorded_at).toBeInstanceOf(Date);

    const coupons = await ctx.db
      .selectFrom('member_coupons as mc')
      .innerJoin('coupons as c', 'c.id', 'mc.coupon_id')
      .select(['c.code', 'mc.issued_at', 'mc.expires_at', 'mc.used_at'])
      .where('mc.member_id', '=', member.id)
      .execute();
    expect(coupons).toHaveLength(1);
    expect(coupons[0]!.code).toBe('WELCOME');
    expect(coupons[0]!.used_at).toBeNull();
    expect(coupons[0]!.expires_at!.getTime() - coupons[0]!.issued_at.getTime()).toBe(30 * 86_400_000);
  });

  it('records a declined marketing consent as a row too, and keeps informational notices on', async () => {
    const { payload, res } = await signupThroughApi(ctx, { marketingOptIn: false });
    expect(res.status).toBe(201);
    const rows = await ctx.db
      .selectFrom('member_consents as mc')
      .innerJoin('members as m', 'm.id', 'mc.member_id')
      .select(['mc.kind', 'mc.agreed', 'm.marketing_opt_in', 'm.email_opt_in', 'm.sms_opt_in'])
      .where('m.login_id', '=', payload.loginId as string)
      .where('mc.kind', '=', 'marketing')
      .execute();
    // Declining ads does not cost the buyer the expiry reminder: the switches are not advertising.
    expect(rows).toEqual([{ kind: 'marketing', agreed: false, marketing_opt_in: false, email_opt_in: true, sms_opt_in: true }]);
  });

  it('refuses a taken login id, in any letter case, and keeps the code for the corrected retry', async () => {
    const existing = await createTestMember(ctx, { loginId: 'takenid' });
    const phone = randomPhone();
    const code = await codeFor(phone);
    const res = await call(ctx, '/api/signup', signupPayload({ phoneNumber: phone, authNumber: code, loginId: 'TakenID' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(AUTH_MESSAGES.loginIdTaken);
    expect(existing.loginId).toBe('takenid');
    const retry = await call(ctx, '/api/signup', signupPayload({ phoneNumber: phone, authNumber: code, loginId: 'freshid1' }));
    expect(retry.status).toBe(201);
  });

  it('refuses an e-mail a live member uses, in any letter case, and keeps the code for the corrected retry', async () => {
    await createTestMember(ctx, { email: 'twin@example.com', name: '쌍둥이' });
    const phone = randomPhone();
    const code = await codeFor(phone);
    const before = await countRows(ctx, 'members');
    const res = await call(ctx, '/api/signup', signupPayload({ phoneNumber: phone, authNumber: code, name: '쌍둥이', email: 'TWIN@example.com' }));
    expect(res).toMatchObject({ status: 409, body: { message: AUTH_MESSAGES.emailTaken } });
    expect(await countRows(ctx, 'members')).toBe(before);
    const retry = await call(ctx, '/api/signup', signupPayload({ phoneNumber: phone, authNumber: code, name: '쌍둥이', email: 'twin2@example.com' }));
    expect(retry.status).toBe(201);
  });

  it('refuses a phone that was registered after the code was sent', async () => {
    const phone = randomPhone();
    const code = await codeFor(phone);
    await createTestMember(ctx, { phone });
    const res = await call(ctx, '/api/signup', signupPayload({ phoneNumber: phone, authNumber: code }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(AUTH_MESSAGES.alreadyRegistered);
  });

  it('refuses a wrong code with the mismatch message', async () => {
    const phone = randomPhone();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await call(ctx, '/api/signup', signupPayload({ phoneNumber: phone, authNumber: wrong }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.codeMismatch);
  });

  it('refuses a child under 14 (no guardian consent is taken) and creates nothing, keeping the code', async () => {
    const phone = randomPhone();
    const code = await codeFor(phone);
    const child = signupPayload({ phoneNumber: phone, authNumber: code, birth: '20260101' });
    const res = await call(ctx, '/api/signup', child);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FIELD_MESSAGES.signupUnderAge);
    expect(await ctx.db.selectFrom('members').select('id').where('login_id', '=', child.loginId).execute()).toEqual([]);
    expect((await call(ctx, '/api/signup', { ...child, birth: '19990101' })).status).toBe(201);
  });

  it('asks for the verification when the code is left out, and keeps the code for the retry', async () => {
    const phone = randomPhone();
    const code = await codeFor(phone);
    const { authNumber: _left, ...payload } = signupPayload({ phoneNumber: phone });
    const res = await call(ctx, '/api/signup', payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.verificationRequired);
    expect((await call(ctx, '/api/signup', { ...payload, authNumber: code })).status).toBe(201);
  });

  it('drops unknown fields: a client cannot make itself admin or give itself points', async () => {
    const { payload, res } = await signupThroughApi(ctx, { role: 'ADMIN', points: 999_999, status: 'ACTIVE', grade: 'VVIP', total_purchase_krw: 10_000_000, id: 1 });
    expect(res.status).toBe(201);
    const member = await ctx.db.selectFrom('members').selectAll().where('login_id', '=', payload.loginId as string).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ role: 'USER', points: 0, total_purchase_krw: 0 });
  });

  const badFields: [string, unknown, string][] = [
    ['name', '', FIELD_MESSAGES.nameRequired],
    ['name', '김', FIELD_MESSAGES.nameMin],
    ['name', '가나다라마바사아자차카', FIELD_MESSAGES.nameMax],
    ['name', 12, FIELD_MESSAGES.nameRequired],
    ['birth', '19901301', FIELD_MESSAGES.birthInvalid],
    ['birth', '1990-01-01', FIELD_MESSAGES.birth],
    ['birth', 19900101, FIELD_MESSAGES.birth],
    ['email', 'not-an-email', FIELD_MESSAGES.email],
    ['email', '', FIELD_MESSAGES.emailRequired],
    ['email', `${'a'.repeat(250)}@example.com`, FIELD_MESSAGES.email],
    ['phoneNumber', '010-1234-5678', FIELD_MESSAGES.phone],
    ['phoneNumber', '01112345678', FIELD_MESSAGES.phone],
    ['authNumber', '12345', FIELD_MESSAGES.authNumber],
    ['authNumber', 'abcdef', FIELD_MESSAGES.authNumber],
    ['loginId', 'abc', FIELD_MESSAGES.loginIdLength],
    ['loginId', 'a'.repeat(17), FIELD_MESSAGES.loginIdLength],
    ['loginId', 'bad id!', FIELD_MESSAGES.loginIdChars],
    ['loginId', '', FIELD_MESSAGES.loginIdRequired],
    ['password', 'abc12!', FIELD_MESSAGES.password],
    ['password', 'abcdefgh!', FIELD_MESSAGES.password],
    ['password', 'abcd12345', FIELD_MESSAGES.password],
    ['password', 'abcd1234!<', FIELD_MESSAGES.password],
    ['password', 'abcd1234!abcd1234', FIELD_MESSAGES.password],
    ['termsAgreed', false, FIELD_MESSAGES.termsRequired],
    ['privacyAgreed', undefined, FIELD_MESSAGES.termsRequired],
  ];

  it.each(badFields)('refuses %s = %j with its Korean message and saves nothing', async (field, value, message) => {
    const before = await Promise.all([countRows(ctx, 'members'), countRows(ctx, 'member_consents'), countRows(ctx, 'member_coupons')]);
    const phone = randomPhone();
    const code = await codeFor(phone);
    const payload: Record<string, unknown> = signupPayload({ phoneNumber: phone, authNumber: code });
    if (value === undefined) delete payload[field];
    else payload[field] = value;
    const res = await call(ctx, '/api/signup', payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors.some((e: { path: string }) => e.path === field)).toBe(true);
    const after = await Promise.all([countRows(ctx, 'members'), countRows(ctx, 'member_consents'), countRows(ctx, 'member_coupons')]);
    expect(after).toEqual(before);
  });

  it('answers malformed, missing or non-JSON bodies with 400 (415 for a non-JSON type) and a Korean message, never 500', async () => {
    const before = await countRows(ctx, 'members');
    const cases: RequestInit[] = [
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' },
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(signupPayload()) },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'null' },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"__proto__":{"role":"ADMIN"},"constructor":{"prototype":{"role":"ADMIN"}},${JSON.stringify(signupPayload()).slice(1)}` },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signupPayload({ timeStamp: { $gt: 1 } })) },
    ];
    for (const init of cases) {
      const res = await ctx.request('/api/signup', init);
      expect(res.status).toBe(new Headers(init.headers).get('content-type') === 'text/plain' ? 415 : 400);
      expect(res.body.message).toMatch(/[가-힣]/);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|stack/i);
    }
    expect(await countRows(ctx, 'members')).toBe(before);
  });
});

describe('a sign-up presenting its code in the last moment of the code', () => {
  it('is accepted when the password hash ends after the expiry: the code is checked and consumed at one reading of the clock', async () => {
    const phone = randomPhone();
    const authNumber = await codeFor(phone);
    const { expires_at } = await ctx.db.selectFrom('verification_codes').select('expires_at').where('destination', '=', phone).executeTakeFirstOrThrow();
    // The first reading is the last ms of the code; every later one is past it.
    const times = [new Date(expires_at.getTime() - 1), expires_at];
    const clock = { now: () => (times.length > 1 ? times.shift()! : times[0]!) };
    const input = signupRequestSchema.parse(signupPayload({ phoneNumber: phone, authNumber }));
    await expect(signup({ ...ctx.deps, clock }, input)).resolves.toMatchObject({ loginId: input.loginId });
  });
});

describe('createAdminAccount', () => {
  it("frees a withdrawn member's held login id by the time it is given, not by the machine's clock", async () => {
    const held = await createTestMember(ctx);
    const day = 86_400_000;
    // Withdrawn yesterday by the machine's clock: 41 days before the time the admin is created at.
    await ctx.db.updateTable('members').set({ status: 'WITHDRAWN', phone: null, withdrawn_at: new Date(Date.now() - day) }).where('id', '=', held.id).execute();
    const now = new Date(Date.now() + 40 * day);
    const admin = await createAdminAccount(ctx.db, { loginId: held.loginId, password: 'boss1234!', name: '관리자', phone: randomPhone(), email: 'boss@example.com' }, now);
    expect(admin.loginId).toBe(held.loginId);
  });
});
