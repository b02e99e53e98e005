import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';

export async function insertGrant(db: Db, row: { tokenHash: string; memberId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('password_reset_grants')
    .values({ token_hash: row.tokenHash, member_id: row.memberId, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

const memberIdsWithLoginId = (db: Db, loginId: string) =>
  db.selectFrom('members').select('id').where(sql<string>`lower(login_id)`, '=', loginId.toLowerCase());

/** A cheap look before the expensive password hash: is there a usable grant at all? */
export async function usableGrantExists(db: Db, tokenHash: string, loginId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('password_reset_grants')
    .select('member_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('member_id', 'in', memberIdsWithLoginId(db, loginId))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims the grant: one conditional UPDATE … RETURNING, so a grant is used at most once even
 * when two resets race, and only by the member it was issued to.
 */
export async function claimGrant(db: Db, tokenHash: string, loginId: string, now: Date): Promise<number | undefined> {
  const row = await db
    .updateTable('password_reset_grants')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('member_id', 'in', memberIdsWithLoginId(db, loginId))
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id;
}

/** After a reset, any other outstanding grant of the member is spent too. */
export async function closeMemberGrants(db: Db, memberId: number, now: Date): Promise<void> {
  await db.updateTable('password_reset_grants').set({ used_at: now }).where('member_id', '=', memberId).where('used_at', 'is', null).execute();
}
