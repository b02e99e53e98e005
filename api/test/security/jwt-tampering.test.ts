import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../src/modules/auth/tokens.ts';
import { createBuyer, type Buyer } from '../commerce.ts';
import { createTestContext, type TestContext } from '../context.ts';
import { key, loadOperations, sampleRequest, send, type Operation } from './openapi.ts';

// Forged and revoked tokens against every route of the OpenAPI document that needs a token
// (RFC 8725): alg none, another key, HS384 with the right key, no exp, expired, a raised role,
// a revoked session, a suspended member. Every one must be refused with 401/403, never served
// and never a 5xx. tokens.test.ts checks the verifier itself; this proves every route uses it.

let ctx: TestContext;
let ops: Operation[];
let member: Buyer;
let claims: { sid: string; sub: string };

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const secret = () => new TextEncoder().encode(ctx.config.jwtSecret);
const nowSec = () => Math.floor(Date.now() / 1000);

function base(overrides: Record<string, unknown> = {}) {
  return new SignJWT({ sid: claims.sid, role: 'USER', ...overrides })
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setSubject(claims.sub)
    .setIssuedAt(nowSec());
}

beforeAll(async () => {
  ctx = await createTestContext();
  ops = (await loadOperations(ctx)).filter((o) => o.access === 'member' || o.access === 'admin');
  member = await createBuyer(ctx);
  const payload = JSON.parse(Buffer.from(member.token.split('.')[1]!, 'base64url').toString());
  claims = { sid: payload.sid, sub: payload.sub };
});
afterAll(() => ctx.close());

async function forgeries(): Promise<Record<string, string>> {
  const payload = { sid: claims.sid, sub: claims.sub, role: 'ADMIN', iss: JWT_ISSUER, aud: JWT_AUDIENCE, exp: nowSec() + 3600 };
  const [h, , s] = member.token.split('.');
  return {
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`,
    'payload changed, signature kept': `${h}.${b64(payload)}.${s}`,
    'another key': await base().setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setExpirationTime(nowSec() + 3600).sign(new TextEncoder().encode('x'.repeat(48))),
    'HS384 with the right key': await base().setProtectedHeader({ alg: 'HS384', typ: 'JWT' }).setExpirationTime(nowSec() + 3600).sign(secret()),
    'no exp': await base().setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret()),
    expired: await base().setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setExpirationTime(nowSec() - 10).sign(secret()),
    'unknown session': await new SignJWT({ sid: crypto.randomUUID(), role: 'ADMIN' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setSubject(claims.sub)
      .setExpirationTime(nowSec() + 3600)
      .sign(secret()),
  };
}

describe('tampered tokens on every route that needs one', () => {
  it('covers the routes', () => {
    expect(ops.length).toBeGreaterThan(20);
  });

  it('refuses forged tokens everywhere with 401', async () => {
    const failures: string[] = [];
    for (const [name, token] of Object.entries(await forgeries())) {
      for (const op of ops) {
        const res = await send(ctx, op, sampleRequest(op), token);
        if (res.status !== 401) failures.push(`${name}: ${key(op)} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('refuses a genuine token once the member is suspended (403) or the session revoked (401)', async () => {
    const suspended = await createBuyer(ctx);
    await ctx.db.updateTable('members').set({ status: 'BLOCKED' }).where('id', '=', suspended.id).execute();
    const revoked = await createBuyer(ctx);
    expect((await ctx.request('/api/logout', { method: 'POST', token: revoked.token })).status).toBeLessThan(300);
    const failures: string[] = [];
    for (const op of ops) {
      const a = await send(ctx, op, sampleRequest(op), suspended.token);
      if (![401, 403].includes(a.status)) failures.push(`suspended: ${key(op)} → ${a.status}`);
      const b = await send(ctx, op, sampleRequest(op), revoked.token);
      if (b.status !== 401) failures.push(`revoked: ${key(op)} → ${b.status}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('never reads a token from the query string', async () => {
    const res = await ctx.request(`/api/auth/check?token=${member.token}&access_token=${member.token}`);
    expect(res.status).toBe(401);
  });
});
