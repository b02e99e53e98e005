import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';

// Kysely queries of the account part of my page (my info, notifications). Points, coupons and
// withdrawal keep theirs in their own repository files.

export function findAccount(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'login_id', 'name', 'phone', 'email', 'email_verified', 'password_hash', 'status', 'created_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/**
 * Only onto an ACTIVE member: a confirmation whose login was checked before a withdrawal committed
 * would otherwise write a new address onto the erased row. Answers whether it was stored.
 */
export async function setVerifiedEmail(db: Db, memberId: number, email: string): Promise<boolean> {
  const result = await db.updateTable('members').set({ email, email_verified: true }).where('id', '=', memberId).where('status', '=', 'ACTIVE').executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every session of the member except the one making the request. */
export async function revokeOtherSessions(db: Db, memberId: number, keepSessionId: string, now: Date): Promise<number> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

// ---- notifications ----

export function findPreferences(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .select(['email_opt_in', 'sms_opt_in', 'marketing_opt_in', 'created_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** The latest change time of each channel (e-mail, SMS) and of the ad consent. */
export async function latestPreferenceTimes(db: Db, memberId: number): Promise<{ email?: Date; sms?: Date; marketing?: Date }> {
  const channels = await db
    .selectFrom('notification_preference_changes')
    .select(['channel', sql<Date>`max(recorded_at)`.as('at')])
    .where('member_id', '=', memberId)
    .groupBy('channel')
    .execute();
  const consent = await db
    .selectFrom('member_consents')
    .select(sql<Date>`max(recorded_at)`.as('at'))
    .where('member_id', '=', memberId)
    .where('kind', '=', 'marketing')
    .executeTakeFirst();
  const out: { email?: Date; sms?: Date; marketing?: Date } = {};
  for (const row of channels) out[row.channel] = new Date(row.at);
  if (consent?.at) out.marketing = new Date(consent.at);
  return out;
}

export async function setChannel(db: Db, memberId: number, channel: 'email' | 'sms', enabled: boolean, now: Date): Promise<void> {
  await db
    .updateTable('members')
    .set(channel === 'email' ? { email_opt_in: enabled } : { sms_opt_in: enabled })
    .where('id', '=', memberId)
    .execute();
  await db.insertInto('notification_preference_changes').values({ member_id: memberId, channel, enabled, recorded_at: now }).execute();
}

export async function setMarketingConsent(db: Db, memberId: number, agreed: boolean, now: Date): Promise<void> {
  await db.updateTable('members').set({ marketing_opt_in: agreed }).where('id', '=', memberId).execute();
  await db.insertInto('member_consents').values({ member_id: memberId, kind: 'marketing', agreed, recorded_at: now }).execute();
}
