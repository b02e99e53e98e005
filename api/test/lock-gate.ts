import { sql } from 'kysely';
import type { TestContext } from './context.ts';

// The gated race tests (*-race.test.ts): one transaction stopped exactly between two statements,
// or two rows of one statement, of another, so that two requests meet in the same order every
// run. PostgreSQL only: PGlite runs one transaction at a time, and the stopped one would hold up
// the other forever.

/**
 * The gate's advisory lock key. Advisory locks belong to one database and every test file has a
 * database of its own (createTestContext), so files running at once never share the gate.
 */
const GATE = 424_242;

/** The gated tests run only here: the suite's `api-postgres` project, on a real PostgreSQL. */
export { onPostgres } from './postgres.ts';

export interface Gate {
  /**
   * Where the transaction to stop is: `after update on orders`, `before delete on stored_files`.
   * An `after` trigger fires at the end of its row's statement; named test_gate, it fires after
   * the table's own triggers and foreign-key checks of the same row (PostgreSQL fires a row's
   * triggers by name). A `before` trigger stops a statement of many rows inside it (an upsert
   * before it locks its row; an UPDATE or DELETE with the row it fires for locked and the rows
   * after it not yet).
   */
  event: string;
  /** The trigger's WHEN condition: which of those rows stops it. */
  when: string;
}

export interface GateOptions {
  /**
   * `second` may also be through without ever waiting (it takes nothing `first` holds). Without
   * this, `second` must come to wait for a lock, or the test fails: the interleaving it names
   * did not happen.
   */
  secondMayFinish?: boolean;
}

/**
 * Stops the transaction that `gate` fires in at a gate the test holds (an advisory lock taken on
 * one connection of the pool): `first` runs up to the gate, `second` runs until it waits for a
 * lock too (or, with `secondMayFinish`, is through), then the gate opens.
 */
export async function gated<A, B>(db: TestContext['db'], gate: Gate, first: () => Promise<A>, second: () => Promise<B>, options: GateOptions = {}): Promise<[A, B]> {
  const table = gate.event.split(' ').at(-1)!;
  // A `before` trigger's row goes on as it is (OLD for a delete); an `after` trigger's answer is ignored.
  await sql`create or replace function test_gate() returns trigger language plpgsql as $$
    begin perform pg_advisory_xact_lock_shared(${sql.lit(GATE)}); if tg_op = 'DELETE' then return old; end if; return new; end $$`.execute(db);
  await sql`create trigger test_gate ${sql.raw(gate.event)} for each row when (${sql.raw(gate.when)}) execute function test_gate()`.execute(db);
  try {
    return await db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${GATE})`.execute(conn);
      try {
        const a = first();
        await waitersReach(conn, 1);
        const b = second();
        let through = false;
        if (options.secondMayFinish) void b.finally(() => (through = true)).catch(() => {});
        await waitersReach(conn, 2, () => through);
        await sql`select pg_advisory_unlock(${GATE})`.execute(conn);
        return await Promise.all([a, b]);
      } finally {
        await sql`select pg_advisory_unlock_all()`.execute(conn);
      }
    });
  } finally {
    await sql`drop trigger if exists test_gate on ${sql.id(table)}`.execute(db);
  }
}

/** Waits until `n` sessions of this database wait for a lock (the gate, a row or an advisory lock), or `done`. */
async function waitersReach(db: TestContext['db'], n: number, done: () => boolean = () => false): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (rows[0]!.n >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (done()) return;
  throw new Error(`never ${n} sessions waiting for a lock`);
}
