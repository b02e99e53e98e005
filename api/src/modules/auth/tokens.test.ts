import { AUTH_MESSAGES } from '@store/shared';
import { SignJWT, base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { call, createTestMember, loginAs } from '../../../test/members.ts';
import { JWT_AUDIENCE, JWT_ISSUER, signSessionToken, verifySessionToken } from './tokens.ts';

// Attempts to get past the auth middleware with a token that is not exactly what login issued.

let ctx: TestContext;
let member: Awaited<ReturnType<typeof createTestMember>>;
let token: string;
let sessionId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  member = await createTestMember(ctx);
  token = await loginAs(ctx, member.loginId, member.password);
  sessionId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
});
afterAll(() => ctx.close());

const check = (t: string) => call(ctx, '/api/auth/check', undefined, { token: t });
const key = (secret: string) => new TextEncoder().encode(secret);
const encode = (value: object) => base64url.encode(JSON.stringify(value));
const partsOf = (t: string) => {
  const [header, payload, signature] = t.split('.');
  return { header: JSON.parse(Buffer.from(header!, 'base64url').toString()), payload: JSON.parse(Buffer.from(payload!, 'base64url').toString()), signature: signature! };
};

/** Signs claims with the real key, the way an attacker holding nothing could not. */
function signed(claims: Record<string, unknown>, edit: (jwt: SignJWT) => SignJWT = (j) => j, typ = 'JWT') {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const jwt = new SignJWT({ sid: sessionId, role: 'USER', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ })
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setSubject(String(member.id))
    .setIssuedAt(now);
  return edit(jwt).sign(key(ctx.config.jwtSecret));
}

const expectRefused = async (t: string) => {
  const res = await check(t);
  expect(res.status).toBe(401);
  expect(res.body.message).toBe(AUTH_MESSAGES.sessionExpired);
};

describe('tampered and forged tokens', () => {
  it('accepts the genuine token (control)', async () => {
    expect((await check(token)).status).toBe(200);
    expect((await check(await signed({}, (j) => j.setExpirationTime('1h')))).status).toBe(200);
  });

  it('refuses a token whose payload was changed (role raised to ADMIN, other member)', async () => {
    const { header, payload, signature } = partsOf(token);
    await expectRefused(`${encode(header)}.${encode({ ...payload, role: 'ADMIN' })}.${signature}`);
    await expectRefused(`${encode(header)}.${encode({ ...payload, sub: String(member.id + 1) })}.${signature}`);
  });

  it("refuses alg 'none' with an empty signature", async () => {
    const { payload } = partsOf(token);
    await expectRefused(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`);
    await expectRefused(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}`);
  });

  it('refuses a token signed with another key or another HMAC algorithm', async () => {
    const { payload } = partsOf(token);
    const forged = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key('x'.repeat(40)));
    await expectRefused(forged);
    const hs512 = await new SignJWT(payload).setProtectedHeader({ alg: 'HS512', typ: 'JWT' }).sign(key(ctx.config.jwtSecret));
    await expectRefused(hs512);
  });

  it('refuses a correctly signed token without exp', async () => {
    await expectRefused(await signed({}));
  });

  it('refuses an expired token', async () => {
    await expectRefused(await signed({}, (j) => j.setExpirationTime(Math.floor(ctx.clock.now().getTime() / 1000) - 10)));
  });

  it('refuses wrong issuer, audience or type, and a missing or malformed sid or sub', async () => {
    await expectRefused(await signed({}, (j) => j.setExpirationTime('1h').setIssuer('someone-else')));
    await expectRefused(await signed({}, (j) => j.setExpirationTime('1h').setAudience('other-app')));
    await expectRefused(await signed({}, (j) => j.setExpirationTime('1h'), 'at+jwt'));
    await expectRefused(await signed({ sid: undefined }, (j) => j.setExpirationTime('1h')));
    await expectRefused(await signed({ sid: "' or 1=1 --" }, (j) => j.setExpirationTime('1h')));
    await expectRefused(await signed({}, (j) => j.setExpirationTime('1h').setSubject('1 or 1=1')));
    await expectRefused(await signed({ sid: crypto.randomUUID() }, (j) => j.setExpirationTime('1h')));
  });

  it('refuses garbage in the Authorization header without a server error', async () => {
    for (const value of ['Bearer', 'Bearer ', 'Bearer a.b', 'Bearer a.b.c', `Bearer ${'a'.repeat(5000)}.b.c`, 'bearer\u0000x.y.z']) {
      const res = await ctx.request('/api/auth/check', { headers: { authorization: value } }).catch(() => ({ status: 400 }));
      expect([400, 401]).toContain(res.status);
    }
  });

  it('refuses a genuine token once its session row is gone', async () => {
    const other = await loginAs(ctx, member.loginId, member.password);
    const sid = partsOf(other).payload.sid as string;
    await ctx.db.deleteFrom('sessions').where('id', '=', sid).execute();
    await expectRefused(other);
  });
});

describe('signing keys', () => {
  it('keeps each secret its own key: a token of one secret is refused under another seen before', async () => {
    const claims = { memberId: 7, sessionId: '3f1e1c1a-1111-4111-8111-111111111111', role: 'USER' as const };
    const now = new Date('2026-11-26T00:00:00Z');
    const later = new Date(now.getTime() + 60_000);
    const first = await signSessionToken('first-secret-of-at-least-32-chars!!', claims, now, later);
    const second = await signSessionToken('second-secret-of-at-least-32-chars!', claims, now, later);
    expect(await verifySessionToken('first-secret-of-at-least-32-chars!!', first, now)).toEqual(claims);
    expect(await verifySessionToken('second-secret-of-at-least-32-chars!', second, now)).toEqual(claims);
    expect(await verifySessionToken('second-secret-of-at-least-32-chars!', first, now)).toBeUndefined();
    expect(await verifySessionToken('first-secret-of-at-least-32-chars!!', second, now)).toBeUndefined();
  });
});
