import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;

/**
 * Runs `fn` in a transaction: one business step, all or nothing. Called with a
 * transaction already open it joins that one, so services compose without nesting.
 */
export function inTransaction<T>(db: Db | Tx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Tx);
  return db.transaction().execute(fn);
}

/**
 * Serialises the transactions that take the same `key` until each ends (a PostgreSQL advisory
 * lock, on PGlite too): a count and the insert it allows become one step for that key.
 */
export async function lockKeyForTransaction(tx: Db | Tx, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(tx);
}
