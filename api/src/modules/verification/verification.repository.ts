import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';
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
