import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createTestMember } from '../../test/members.ts';
import { purgeExpired } from './housekeeping.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('purgeExpired', () => {
  it('removes expired security rows and keeps live ones', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const old = new Date('2026-10-01T00:00:00Z');
    const member = await createTestMember(ctx);
    await ctx.db.insertInto('rate_limits').values([
      { key: 'old', window_start: old, count: 1 },
      { key: 'live', window_start: now, count: 1 },
    ]).execute();
    await ctx.db.insertInto('oauth_states').values([
      { state: 'old-state', provider: 'naver', code_verifier: 'v', created_at: old },
      { state: 'live-state', provider: 'naver', code_verifier: 'v', created_at: now },
    ]).execute();
    await ctx.db.insertInto('sessions').values([
      { id: crypto.randomUUID(), member_id: member.id, expires_at: old },
      { id: crypto.randomUUID(), member_id: member.id, expires_at: new Date(now.getTime() + 3_600_000) },
    ]).execute();
    expect(await purgeExpired(ctx.db, now)).toBeGreaterThanOrEqual(3);
    expect((await ctx.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key)).toEqual(['live']);
    expect((await ctx.db.selectFrom('oauth_states').select('state').execute()).map((r) => r.state)).toEqual(['live-state']);
    expect(await ctx.db.selectFrom('sessions').select('id').where('member_id', '=', member.id).execute()).toHaveLength(1);
    expect(await purgeExpired(ctx.db, now)).toBe(0);
  });
});
