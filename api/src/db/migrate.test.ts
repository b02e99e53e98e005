import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.ts';
import { createTestItem } from '../../test/catalog.ts';
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
    // Down to the platform tables (every later migration's down() runs, newest first), then
    // forward again: later migrations are part of the round trip, so their down() is tested too.
    const migrator = new Migrator({ db: ctx.db, provider: { getMigrations: async () => migrations } });
    const later = Object.keys(migrations).filter((name) => name > '20261122_0001_platform');
    const down = await migrator.migrateTo('20261122_0001_platform');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual([...later].reverse());
    expect(await migrateToLatest(ctx.db)).toEqual(later);
  });
});

describe('migration 0022 (filter tags, hidden reviews index)', () => {
  const name = '20261128_0022_filter_tags_hidden_reviews';
  const migrator = () => new Migrator({ db: ctx.db, provider: { getMigrations: async () => migrations } });
  const names = Object.keys(migrations);
  const before = names[names.indexOf(name) - 1]!;
  const hiddenIndex = () => sql<{ n: number }>`select count(*)::int as n from pg_indexes where indexname = 'reviews_hidden_created_idx'`.execute(ctx.db).then((r) => r.rows[0]!.n);

  it('upper-cases frontend/backend tags saved before, once each, and leaves other tags and dates alone', async () => {
    expect((await migrator().migrateTo(before)).error).toBeUndefined();
    expect(await hiddenIndex()).toBe(0);
    const mixed = await createTestItem(ctx, { tags: ['frontend', '엑셀', 'Backend', 'Macro'] });
    const doubled = await createTestItem(ctx, { tags: ['BACKEND', 'backend', 'Frontend', 'FRONTEND'] });
    const clean = await createTestItem(ctx, { tags: ['FRONTEND', 'web'] });
    const stamp = async (id: number) => (await ctx.db.selectFrom('items').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow()).updated_at;
    const stampBefore = await stamp(mixed);

    await migrateToLatest(ctx.db);
    const tags = async (id: number) => (await ctx.db.selectFrom('items').select('tags').where('id', '=', id).executeTakeFirstOrThrow()).tags;
    expect(await tags(mixed)).toEqual(['FRONTEND', '엑셀', 'BACKEND', 'Macro']);
    expect(await tags(doubled)).toEqual(['BACKEND', 'FRONTEND']);
    expect(await tags(clean)).toEqual(['FRONTEND', 'web']);
    expect(await stamp(mixed)).toEqual(stampBefore);
    expect(await hiddenIndex()).toBe(1);
  });
});

describe('migration 0026 (suspension reason on the member)', () => {
  const name = '20261202_0026_member_block_reason';
  const names = Object.keys(migrations);
  const before = names[names.indexOf(name) - 1]!;

  it('gives members suspended before it the reason their latest suspension audited, and no one else one', async () => {
    const migrator = new Migrator({ db: ctx.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const member = async (loginId: string, status: 'ACTIVE' | 'BLOCKED') =>
      (await sql<{ id: number }>`insert into members (login_id, name, status) values (${loginId}, '정지', ${status}) returning id`.execute(ctx.db)).rows[0]!.id;
    const audit = (id: number, after: object) =>
      sql`insert into audit_log (action, target_type, target_id, after) values ('member.block', 'member', ${String(id)}, ${JSON.stringify(after)}::jsonb)`.execute(ctx.db);
    const twice = await member('mig26a', 'BLOCKED');
    await audit(twice, { status: 'BLOCKED', reason: '첫 정지' });
    await audit(twice, { status: 'BLOCKED', reason: '두 번째 정지' });
    const silent = await member('mig26b', 'BLOCKED');
    await audit(silent, { status: 'BLOCKED' });
    const lifted = await member('mig26c', 'ACTIVE');
    await audit(lifted, { status: 'BLOCKED', reason: '해제된 정지' });

    await migrateToLatest(ctx.db);
    const reasons = await ctx.db.selectFrom('members').select(['login_id', 'block_reason']).where('login_id', 'in', ['mig26a', 'mig26b', 'mig26c']).orderBy('login_id').execute();
    expect(reasons).toEqual([
      { login_id: 'mig26a', block_reason: '두 번째 정지' },
      { login_id: 'mig26b', block_reason: null },
      { login_id: 'mig26c', block_reason: null },
    ]);
  });
});
