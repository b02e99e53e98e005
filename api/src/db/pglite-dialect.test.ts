import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql, type Generated } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect.ts';

interface Things {
  things: { id: Generated<number>; name: string };
}

const pglite = new PGlite();
const db = new Kysely<Things>({ dialect: new PGliteDialect(pglite) });
afterAll(() => db.destroy());

describe('PGliteDialect', () => {
  it('plans every run of a prepared statement for its own parameters, as unnamed statements were', async () => {
    const { rows } = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db);
    expect(rows).toEqual([{ plan_cache_mode: 'force_custom_plan' }]);
  });

  it('reports the rows a write affected, and none for a read', async () => {
    await db.schema.createTable('things').addColumn('id', 'serial', (c) => c.primaryKey()).addColumn('name', 'text').execute();
    const inserted = await db.insertInto('things').values([{ name: 'a' }, { name: 'b' }]).executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const updated = await db.updateTable('things').set({ name: 'c' }).where('id', '>', 0).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const deleted = await db.deleteFrom('things').where('name', '=', 'c').where('id', '=', 1).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
    expect(await db.selectFrom('things').select('name').execute()).toEqual([{ name: 'c' }]);
  });
});
