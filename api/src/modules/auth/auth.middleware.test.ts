import { AUTH_MESSAGES } from '@store/shared';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, loginAs } from '../../../test/members.ts';
import { authOf, optionalAuth, requireAdmin, requireAuth } from './auth.middleware.ts';

// The middleware as other modules will use it, on a router of their own.

let ctx: TestContext;
let app: Hono<AppEnv>;

beforeAll(async () => {
  ctx = await createTestContext();
  const deps = { config: ctx.config, db: ctx.db, dbKind: ctx.dbKind, logger: createLogger('silent'), clock: ctx.clock, adapters: ctx.adapters };
  app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('deps', deps);
      await next();
    })
    .get('/member', requireAuth, (c) => c.json(authOf(c)))
    .get('/admin', requireAdmin, (c) => c.json(authOf(c)))
    .get('/maybe', optionalAuth, (c) => c.json({ auth: c.get('auth') ?? null }))
    .get('/forgot-middleware', (c) => c.json(authOf(c)));
  app.onError((err, c) => (err instanceof AppError ? c.json({ message: err.message }, err.status) : c.json({ message: 'boom' }, 500)));
});
afterAll(() => ctx.close());

const get = async (path: string, token?: string) => {
  const res = await app.request(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: res.status, body: (await res.json()) as any };
};

describe('auth middleware', () => {
  it('requireAuth puts memberId, role, sessionId and loginId in c.var.auth', async () => {
    const member = await createTestMember(ctx);
    const token = await loginAs(ctx, member.loginId, member.password);
    const res = await get('/member', token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ memberId: member.id, role: 'USER', sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/), loginId: member.loginId });
  });

  it('reads the scheme in any case and after more than one space, as HTTP allows', async () => {
    const member = await createTestMember(ctx);
    const token = await loginAs(ctx, member.loginId, member.password);
    for (const header of [`bearer ${token}`, `BEARER ${token}`, `Bearer  ${token}`]) {
      const res = await app.request('/member', { headers: { authorization: header } });
      expect(res.status, header).toBe(200);
    }
    expect((await app.request('/member', { headers: { authorization: `Basic ${token}` } })).status).toBe(401);
  });

  it('requireAdmin admits admins only, and reads the role from the member row', async () => {
    const admin = await createTestMember(ctx, { role: 'ADMIN' });
    const adminToken = await loginAs(ctx, admin.loginId, admin.password);
    expect((await get('/admin', adminToken)).status).toBe(200);

    const member = await createTestMember(ctx);
    const memberToken = await loginAs(ctx, member.loginId, member.password);
    expect((await get('/admin', memberToken)).status).toBe(403);
    expect((await get('/admin')).status).toBe(401);

    // A demoted admin's existing token stops opening admin routes at once.
    await ctx.db.updateTable('members').set({ role: 'USER' }).where('id', '=', admin.id).execute();
    expect((await get('/admin', adminToken)).status).toBe(403);
  });

  it('requireAdmin refuses a blocked admin with the blocked message', async () => {
    const admin = await createTestMember(ctx, { role: 'ADMIN' });
    const token = await loginAs(ctx, admin.loginId, admin.password);
    await ctx.db.updateTable('members').set({ status: 'BLOCKED' }).where('id', '=', admin.id).execute();
    const res = await get('/admin', token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(AUTH_MESSAGES.blocked);
  });

  it('optionalAuth identifies a valid token and treats none or a bad one as anonymous', async () => {
    const member = await createTestMember(ctx);
    const token = await loginAs(ctx, member.loginId, member.password);
    expect((await get('/maybe', token)).body.auth).toMatchObject({ memberId: member.id });
    expect((await get('/maybe')).body.auth).toBeNull();
    expect((await get('/maybe', `${token}x`)).body.auth).toBeNull();
  });

  it('authOf refuses when a route forgot the middleware instead of running anonymously', async () => {
    expect((await get('/forgot-middleware')).status).toBe(401);
  });
});
