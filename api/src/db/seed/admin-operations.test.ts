import { AUTH_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { call, loginAs } from '../../../test/members.ts';
import { applySeeders, seeders } from './index.ts';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  expect(await applySeeders(ctx.db, seeders, { storage: ctx.adapters.storage })).toContain('20261122-admin-operations-demo');
  admin = await loginAs(ctx, 'admin', 'admin1234!');
});
afterAll(() => ctx.close());

describe('demo admin-operations seed', () => {
  it('gives every admin operation screen content', async () => {
    const fresh = await send(ctx, 'GET', '/api/admin/orders/new', admin);
    // demo's bank transfer, parkjh's bank transfer and choiyj's card order are within the last day.
    expect(fresh.body.count).toBeGreaterThanOrEqual(3);
    expect((await send(ctx, 'GET', '/api/admin/orders?status=WAITING&paymentMethod=BANK_TRANSFER', admin)).body.totalElements).toBe(2);
    const users = await send(ctx, 'GET', '/api/admin/users?size=100', admin);
    expect(users.body.userList.map((u: { grade: string }) => u.grade)).toEqual(expect.arrayContaining(['NEW', 'WELCOME', 'VIP', 'VVIP', 'ADMIN', 'BLOCKED']));
    const requests = await send(ctx, 'GET', '/api/admin/custom-requests', admin);
    // Other seeders (my page) add applications of their own; these three are this seeder's.
    expect(requests.body.content.map((r: { articleStatus: string }) => r.articleStatus)).toEqual(expect.arrayContaining(['WAITING', 'ACCEPTED', 'DELIVERY_COMPLETED']));
    const audit = await send(ctx, 'GET', '/api/admin/audit-log', admin);
    expect(audit.body.actions).toEqual(expect.arrayContaining(['member.block', 'custom-request.status', 'subscription.issue']));
  });

  it('lets sample log in and keeps spam99 suspended', async () => {
    expect(await loginAs(ctx, 'sample', 'sample1234!')).toEqual(expect.any(String));
    const spam = await ctx.db.selectFrom('members').select(['status', 'password_hash']).where('login_id', '=', 'spam99').executeTakeFirstOrThrow();
    expect(spam).toEqual({ status: 'BLOCKED', password_hash: null });
    expect((await call(ctx, '/api/login', { loginId: 'sample', password: 'wrong1234!' })).body.message).not.toBe(AUTH_MESSAGES.blocked);
  });
});
