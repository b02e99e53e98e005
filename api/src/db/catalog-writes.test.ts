import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem } from '../../test/catalog.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createTestMember } from '../../test/members.ts';
import { onCatalogCommitted, writesCatalog } from './catalog-writes.ts';
import { inTransaction } from './transaction.ts';
import type { Database } from './types.ts';

// Builds queries without a database, to look at their operation trees.
const offline = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('writesCatalog', () => {
  it('is true for writes to the tables the storefront reads', () => {
    expect(writesCatalog(offline.insertInto('reviews').values({ member_id: 1, item_id: 1, rate: 5, content: 'x' }).toOperationNode())).toBe(true);
    expect(writesCatalog(offline.updateTable('items as i').set({ sale_price: 1 }).toOperationNode())).toBe(true);
    expect(writesCatalog(offline.deleteFrom('qna_articles').where('id', '=', 1).toOperationNode())).toBe(true);
    expect(writesCatalog(offline.updateTable('members').set({ login_id: 'gone' }).toOperationNode())).toBe(true);
    expect(writesCatalog(offline.deleteFrom('members').where('id', '=', 1).toOperationNode())).toBe(true);
  });

  it('sees a write inside a WITH clause', () => {
    const query = offline
      .with('changed', (db) => db.updateTable('items').set({ sale_price: 1 }).returning('id'))
      .selectFrom('changed')
      .selectAll();
    expect(writesCatalog(query.toOperationNode())).toBe(true);
  });

  it('sees a catalog write in the WITH clause of a write to another table', () => {
    const query = offline
      .with('removed', (db) => db.deleteFrom('reviews').where('member_id', '=', 1).returning('id'))
      .insertInto('cart_items')
      .values({ member_id: 1, item_id: 1, subscription_period: 1, count: 1 });
    expect(writesCatalog(query.toOperationNode())).toBe(true);
    const harmless = offline
      .with('mine', (db) => db.selectFrom('cart_items').select('item_id').where('member_id', '=', 1))
      .updateTable('members')
      .set({ points: 10 });
    expect(writesCatalog(harmless.toOperationNode())).toBe(false);
  });

  it('is false for reads and for writes the storefront never shows', () => {
    expect(writesCatalog(offline.selectFrom('items').selectAll().toOperationNode())).toBe(false);
    expect(writesCatalog(offline.insertInto('cart_items').values({ member_id: 1, item_id: 1, subscription_period: 1, count: 1 }).toOperationNode())).toBe(false);
    // Points and last login change on every order and sign-in: they must not empty the cache.
    expect(writesCatalog(offline.updateTable('members').set({ points: 10 }).toOperationNode())).toBe(false);
    expect(writesCatalog(sql`update items set sale_price = 1`.toOperationNode())).toBe(false); // raw SQL: left to the NOTIFY
  });
});

describe('a committed catalog change, seen by the process that made it', () => {
  let ctx: TestContext;
  let seen = 0;
  let memberId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    memberId = (await createTestMember(ctx)).id;
    onCatalogCommitted(ctx.db, () => (seen += 1));
  });
  afterAll(() => ctx.close());

  it('counts a statement of its own when it has run', async () => {
    const before = seen;
    await createTestItem(ctx);
    expect(seen).toBe(before + 1);
  });

  it('counts a transaction at its commit, not at its statements', async () => {
    const itemId = await createTestItem(ctx);
    const before = seen;
    let inside = -1;
    await inTransaction(ctx.db, async (tx) => {
      await tx.updateTable('items').set({ sale_price: 9_900 }).where('id', '=', itemId).execute();
      await tx.insertInto('reviews').values({ member_id: memberId, item_id: itemId, rate: 4, content: '잘 쓰고 있습니다.' }).execute();
      inside = seen;
    });
    expect(inside).toBe(before);
    expect(seen).toBe(before + 1);
  });

  it('never counts a rolled-back transaction', async () => {
    const itemId = await createTestItem(ctx);
    const before = seen;
    await expect(
      inTransaction(ctx.db, async (tx) => {
        await tx.updateTable('items').set({ sale_price: 1 }).where('id', '=', itemId).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seen).toBe(before);
    // The connection goes back to the pool clean: its next transaction is counted normally.
    await inTransaction(ctx.db, (tx) => tx.updateTable('items').set({ sale_price: 2 }).where('id', '=', itemId).execute());
    expect(seen).toBe(before + 1);
  });

  it('ignores writes to other tables', async () => {
    const itemId = await createTestItem(ctx);
    const before = seen;
    await ctx.db.updateTable('members').set({ points: 500, last_login_at: new Date() }).where('id', '=', memberId).execute();
    await inTransaction(ctx.db, (tx) => tx.insertInto('cart_items').values({ member_id: memberId, item_id: itemId, subscription_period: 1, count: 1 }).execute());
    expect(seen).toBe(before);
  });
});
