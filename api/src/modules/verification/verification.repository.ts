import { sql } from 'kysely';
import { lockKeyForTransaction, type Db, type Tx } from '../../db/transaction.ts';
import type { MessageChannel, VerificationPurpose } from '../../db/types.ts';

export async function insertCode(
  db: Db,
  row: { purpose: VerificationPurpose; channel: MessageChannel; destination: string; codeHash: string; expiresAt: Date; createdAt: Date; ip: string },
): Promise<number> {
  const inserted = await db
    .insertInto('verification_codes')
    .values({
      purpose: row.purpose,
      channel: row.channel,
      destination: row.destination,
      code_hash: row.codeHash,
      expires_at: row.expiresAt,
      created_at: row.createdAt,
      ip: row.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Serialises the sends to one destination until the transaction ends, so the interval check
 * (lastSentAt) and the insert it allows are one step: two parallel requests cannot both pass it.
 */
export function lockDestination(tx: Tx, destination: string): Promise<void> {
  return lockKeyForTransaction(tx, `code-send:${destination}`);
}

// Every purpose, listed so the query below can use the (purpose, destination, id) index; the
// Record makes a new purpose a type error here until it is added.
const ALL_PURPOSES = Object.keys({
  signup: true,
  'find-id-email': true,
  'recovery-phone': true,
  'email-verify': true,
} satisfies Record<VerificationPurpose, true>) as VerificationPurpose[];

/** When a code (of any purpose) last went to this destination; undefined if none is kept. */
export async function lastSentAt(db: Db, destination: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('purpose', 'in', ALL_PURPOSES)
    .where('destination', '=', destination)
    .executeTakeFirst();
  return row?.last ?? undefined;
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

/** The newest code for this purpose and destination: only the latest one sent counts. */
export function findLatestCode(db: Db, purpose: VerificationPurpose, destination: string) {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'expires_at', 'attempts', 'consumed_at'])
    .where('purpose', '=', purpose)
    .where('destination', '=', destination)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Atomic wrong-try count: concurrent guesses each add one and none is lost, and the count
 * stops at the limit, so a burst of parallel guesses gets at most `maxAttempts` tries.
 * Undefined when the code was already burned or used.
 */
export async function addFailedAttempt(db: Db, id: number, maxAttempts: number): Promise<number | undefined> {
  const row = await db
    .updateTable('verification_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** Whether the code was used (by a request that presented it): it then counts as no live code. */
export async function wasConsumed(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('verification_codes').select('consumed_at').where('id', '=', id).executeTakeFirst();
  return row?.consumed_at != null;
}

/** Claims the code once: of two requests presenting it, exactly one gets a row back. */
export async function consumeCode(db: Db, id: number, now: Date, maxAttempts: number): Promise<boolean> {
  const row = await db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
