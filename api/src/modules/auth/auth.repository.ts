import { genericPlan } from '../../db/generic-plans.ts';
import type { Db } from '../../db/transaction.ts';
import { hitRateLimitsQuery, releaseRateLimitsQuery, type RateLimit } from '../../lib/rate-limit.ts';
import { memberForLoginQuery } from '../members/members.repository.ts';

/**
 * A login attempt's first statement: counts its throttle hits (`limits`, distinct keys) and reads
 * the member it names (memberForLoginQuery). One round trip instead of two: a login's statements
 * are main-thread time taken from the argon2 threads (and on PGlite they run in WebAssembly on
 * that thread). The member is read whatever the counts say; the caller enforces them
 * (enforceRateLimits) before checking the password.
 */
export async function hitLoginLimitsAndFindMember(db: Db, limits: RateLimit[], now: Date, loginId: string) {
  const rows = await db
    .with('hits', (qc) => hitRateLimitsQuery(qc, limits, now))
    .selectFrom('hits')
    .leftJoin(memberForLoginQuery(db, loginId).as('m'), (join) => join.onTrue())
    .select(['hits.key', 'hits.count', 'm.id', 'm.role', 'm.status', 'm.password_hash'])
    .modifyEnd(genericPlan)
    .execute();
  const first = rows[0];
  const member = first?.id != null ? { id: first.id, role: first.role!, status: first.status!, password_hash: first.password_hash } : undefined;
  return { counts: new Map(rows.map((r) => [r.key, r.count])), member };
}

/**
 * Records a new session and stamps the member's last login, in one statement (a CTE): every
 * login does both, and a login's round trips are time taken from the argon2 threads. `release`
 * gives the attempt's throttle hits back in the same statement (a login that succeeded was not a
 * failed attempt).
 */
export async function insertSession(
  db: Db,
  row: { id: string; memberId: number; longLived: boolean; createdAt: Date; expiresAt: Date; ip: string; userAgent: string | null },
  release: Pick<RateLimit, 'key' | 'windowSeconds'>[] = [],
): Promise<void> {
  // PostgreSQL runs every data-modifying CTE, referenced or not; with nothing to give back (a
  // social login) the UPDATE matches no row.
  await db
    .with('released', (qc) => releaseRateLimitsQuery(qc, release, row.createdAt))
    .with('session', (qb) =>
      qb
        .insertInto('sessions')
        .values({
          id: row.id,
          member_id: row.memberId,
          long_lived: row.longLived,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          ip: row.ip,
          user_agent: row.userAgent,
        })
        .returning('member_id'),
    )
    .updateTable('members')
    .set({ last_login_at: row.createdAt })
    .where('id', 'in', (eb) => eb.selectFrom('session').select('member_id'))
    .modifyEnd(genericPlan)
    .execute();
}

/** The session with the live state of its member: one query per authenticated request. */
export function findSessionWithMember(db: Db, sessionId: string, memberId: number) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.id', 's.expires_at', 's.revoked_at', 'm.id as member_id', 'm.login_id', 'm.role', 'm.status', 'm.blocked_at'])
    .where('s.id', '=', sessionId)
    .where('s.member_id', '=', memberId)
    .modifyEnd(genericPlan)
    .executeTakeFirst();
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of a member (password change, suspension, withdrawal). */
export async function revokeMemberSessions(db: Db, memberId: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
}
