import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { applySeeders, type Seeder } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('demo seeders', () => {
  it('apply each seeder once, and new ones on a later start', async () => {
    const runs: string[] = [];
    const make = (name: string): Seeder => ({
      name,
      run: async (tx) => {
        runs.push(name);
        await tx.insertInto('app_settings').values({ key: name, value: JSON.stringify(true) }).execute();
      },
    });
    expect(await applySeeders(ctx.db, [make('a')])).toEqual(['a']);
    expect(await applySeeders(ctx.db, [make('a'), make('b')])).toEqual(['b']);
    expect(runs).toEqual(['a', 'b']);
  });

  it('roll back a failing seeder so it runs again next time', async () => {
    const failing: Seeder = {
      name: 'broken',
      run: async (tx) => {
        await tx.insertInto('app_settings').values({ key: 'half', value: JSON.stringify(1) }).execute();
        throw new Error('boom');
      },
    };
    await expect(applySeeders(ctx.db, [failing])).rejects.toThrow('boom');
    const half = await ctx.db.selectFrom('app_settings').where('key', '=', 'half').selectAll().execute();
    expect(half).toEqual([]);
    const claimed = await ctx.db.selectFrom('demo_seeds').where('name', '=', 'broken').selectAll().execute();
    expect(claimed).toEqual([]);
  });
});
