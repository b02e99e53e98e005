import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { migrateToLatest } from './migrate.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('membership migration', () => {
  it('inserts the welcome coupon once', async () => {
    const coupons = await ctx.db.selectFrom('coupons').selectAll().where('code', '=', 'WELCOME').execute();
    expect(coupons).toHaveLength(1);
    expect(coupons[0]).toMatchObject({ name: '신규 가입 환영 쿠폰', discount_type: 'FIXED', discount_value: 3000, min_purchase_krw: 10_000, is_active: true });
  });

  it('enforces the money and status rules in the database itself', async () => {
    const insert = (values: Record<string, unknown>) =>
      ctx.db.insertInto('members').values({ login_id: `chk${Math.random()}`.slice(0, 12), name: '검사', ...values }).execute();
    await expect(insert({ points: -1 })).rejects.toThrow();
    await expect(insert({ role: 'ROOT' })).rejects.toThrow();
    await expect(insert({ status: 'DELETED' })).rejects.toThrow();
    await expect(
      ctx.db.insertInto('coupons').values({ name: 'x', discount_type: 'PERCENT', discount_value: 150 }).execute(),
    ).rejects.toThrow();
    await expect(
      ctx.db.insertInto('coupons').values({ name: 'x', discount_type: 'FIXED', discount_value: 100, quantity: 1, issued_count: 2 }).execute(),
    ).rejects.toThrow();
  });

  it('rolls back and forward cleanly', async () => {
    const migrator = new Migrator({ db: ctx.db, provider: { getMigrations: async () => migrations } });
    // Down to the platform, through every later migration (theirs run down first), and up again.
    const down = await migrator.migrateTo('20261122_0001_platform');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('20261122_0002_membership');
    expect(await migrateToLatest(ctx.db)).toEqual(down.results?.map((r) => r.migrationName).reverse());
  });
});
