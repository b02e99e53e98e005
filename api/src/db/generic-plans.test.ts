import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createTestMember } from '../../test/members.ts';
import { GENERIC_PLAN_MARK, genericPlan, MAX_GENERIC_PLANS } from './generic-plans.ts';
import { inTransaction, type Tx } from './transaction.ts';

// On the database of the run (PGlite, or PostgreSQL as the api-postgres project). Each check runs
// in one transaction: a prepared statement belongs to its connection, and so does what
// pg_prepared_statements shows.

interface PreparedRow {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

const preparedStatements = async (tx: Tx) =>
  (await sql<PreparedRow>`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`.execute(tx)).rows;

describe('statements marked as plan-stable', () => {
  let ctx: TestContext;
  let member: { id: number; loginId: string };
  beforeAll(async () => {
    ctx = await createTestContext();
    member = await createTestMember(ctx);
  });
  afterAll(() => ctx.close());

  it('are planned once after five runs, and any other statement at every run', async () => {
    await inTransaction(ctx.db, async (tx) => {
      const lookup = (id: number) => tx.selectFrom('members').select(['login_id']).where('id', '=', id).where('status', '<>', 'WITHDRAWN');
      for (let run = 0; run < 8; run += 1) {
        // Alternating, so each run of either switches what the other left set (PGlite).
        expect(await lookup(member.id).modifyEnd(genericPlan).execute()).toEqual([{ login_id: member.loginId }]);
        expect(await lookup(member.id).execute()).toEqual([{ login_id: member.loginId }]);
      }
      const rows = await preparedStatements(tx);
      const marked = rows.find((r) => r.statement.includes('"login_id"') && r.statement.endsWith(GENERIC_PLAN_MARK));
      const unmarked = rows.find((r) => r.statement.includes('"login_id"') && !r.statement.endsWith(GENERIC_PLAN_MARK));
      expect(marked).toMatchObject({ custom_plans: 5, generic_plans: 3 });
      // PostgreSQL runs it unnamed (not listed); PGlite prepares every statement.
      expect(unmarked?.generic_plans ?? 0).toBe(0);
    });
  });

  it('are planned once again after a rolled-back transaction undid the setting (PGlite)', async () => {
    const lookup = () => ctx.db.selectFrom('members').select(['name']).where('id', '=', member.id);
    await lookup().execute(); // leaves plan_cache_mode for statements planned at every run
    // A marked statement sets `auto` inside this transaction; its rollback restores the other.
    await inTransaction(ctx.db, async (tx) => {
      await tx.selectFrom('members').select(['name']).where('id', '=', member.id).modifyEnd(genericPlan).execute();
      throw new Error('roll back');
    }).catch(() => {});
    await inTransaction(ctx.db, async (tx) => {
      for (let run = 0; run < 8; run += 1) await tx.selectFrom('members').select(['name']).where('id', '=', member.id).modifyEnd(genericPlan).execute();
      const marked = (await preparedStatements(tx)).find((r) => r.statement.includes('"name"') && r.statement.endsWith(GENERIC_PLAN_MARK));
      expect(marked?.generic_plans).toBeGreaterThan(0);
    });
  });

  it(`are prepared for at most ${MAX_GENERIC_PLANS} SQL texts, and run unnamed beyond them`, async () => {
    await inTransaction(ctx.db, async (tx) => {
      for (let n = 0; n < MAX_GENERIC_PLANS + 6; n += 1) {
        const rows = await tx
          .selectFrom('members')
          .select(sql<number>`${sql.lit(n)}::int`.as('n'))
          .where('id', '=', member.id)
          .modifyEnd(genericPlan)
          .execute();
        expect(rows).toEqual([{ n }]);
      }
      const marked = (await preparedStatements(tx)).filter((r) => r.statement.includes('::int as "n"'));
      // PGlite prepares every statement anyway (its own bound is the least recently used).
      if (ctx.dbKind === 'postgres') {
        expect(marked.length).toBeGreaterThan(0);
        expect(marked.length).toBeLessThan(MAX_GENERIC_PLANS);
      }
    });
  });
});
