import { sql } from 'kysely';
import { genericPlan } from '../../db/generic-plans.ts';
import { lockKeyForTransaction, type Db } from '../../db/transaction.ts';
import type { Insertable } from 'kysely';
import type { ConsentKind, MemberTable } from '../../db/types.ts';

/** Everything but the password hash, which is read only where a password is checked. */
const MEMBER_COLUMNS = ['id', 'login_id', 'name', 'email', 'phone', 'role', 'status', 'total_purchase_krw', 'created_at'] as const;

/**
 * Holds an ACTIVE member's row for a write made for them after a login check that ran before the
 * transaction, and answers whether they are still ACTIVE. A withdrawal takes the row FOR UPDATE:
 * one in progress is waited for, one committed since is seen here (the status is read under the
 * lock). `keyShare` keeps the member while rows naming them are inserted, as their foreign key
 * would (an order); `noKeyUpdate` also makes the member's own writes of one kind take turns
 * (custom-request saves and submissions), without holding up other rows' foreign-key checks.
 */
export async function holdActiveMember(db: Db, memberId: number, lock: 'keyShare' | 'noKeyUpdate'): Promise<boolean> {
  const query = db.selectFrom('members').select('id').where('id', '=', memberId).where('status', '=', 'ACTIVE');
  const row = await (lock === 'keyShare' ? query.forKeyShare() : query.forNoKeyUpdate()).executeTakeFirst();
  return row !== undefined;
}

export function findMemberById(db: Db, id: number) {
  return db.selectFrom('members').select(MEMBER_COLUMNS).where('id', '=', id).modifyEnd(genericPlan).executeTakeFirst();
}

/**
 * The member a login id names, with the password hash: login ids are matched
 * case-insensitively, like the unique index that guards them. A query, so that a login can read
 * it inside its throttle statement (hitLoginLimitsAndFindMember).
 */
export function memberForLoginQuery(db: Db, loginId: string) {
  return db
    .selectFrom('members')
    .select([...MEMBER_COLUMNS, 'password_hash'])
    .where(sql<string>`lower(login_id)`, '=', loginId.toLowerCase());
}

export function findMemberForLogin(db: Db, loginId: string) {
  return memberForLoginQuery(db, loginId).executeTakeFirst();
}

export async function loginIdTaken(db: Db, loginId: string): Promise<boolean> {
  const row = await db.selectFrom('members').select('id').where(sql<string>`lower(login_id)`, '=', loginId.toLowerCase()).executeTakeFirst();
  return row !== undefined;
}

/** A live (ACTIVE or BLOCKED) member holding this phone; withdrawn members free their number. */
export function findLiveMemberByPhone(db: Db, phone: string) {
  return db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .where('phone', '=', phone)
    .where('status', 'in', ['ACTIVE', 'BLOCKED'])
    .executeTakeFirst();
}

/** The newest live member with this name and e-mail (e-mail alone is not unique). */
export function findLiveMemberByNameAndEmail(db: Db, name: string, email: string) {
  return db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .where('name', '=', name)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('status', 'in', ['ACTIVE', 'BLOCKED'])
    // Addresses shared before sign-up checked them, or by social accounts (whose login ids are
    // random): the member who logs in with a password, then the verified address, then the first.
    .orderBy(sql`password_hash is null`)
    .orderBy('email_verified', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Claims the welcome coupon for a phone (its key): true when the phone never had one, or its
 * claim is older than `holdDays` (renewed). One statement, so two sign-ups cannot both claim.
 */
export async function claimWelcomeCoupon(db: Db, phoneKey: string, now: Date, holdDays: number): Promise<boolean> {
  const lapsed = new Date(now.getTime() - holdDays * 86_400_000);
  const row = await db
    .insertInto('welcome_coupon_claims')
    .values({ phone_key: phoneKey, claimed_at: now })
    .onConflict((oc) => oc.column('phone_key').doUpdateSet({ claimed_at: now }).where('welcome_coupon_claims.claimed_at', '<=', lapsed))
    .returning('phone_key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a live member other than `exceptId` uses this e-mail (any case). */
export async function emailInUse(db: Db, email: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('members')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('status', 'in', ['ACTIVE', 'BLOCKED']);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * `emailInUse` inside a transaction that will store the address, holding the address until it
 * ends. The rule is not an index, since a person's Kakao and Naver accounts may share an address
 * (oauth.service), so two sign-ups or changes with one address at the same instant would both pass
 * the check: they queue on the address instead, and the second sees the first's row.
 */
export async function emailInUseLocked(tx: Db, email: string, exceptId?: number): Promise<boolean> {
  await lockKeyForTransaction(tx, `member-email:${email.toLowerCase()}`);
  return emailInUse(tx, email, exceptId);
}

/** A live member who can log in with a password and uses this e-mail. */
export async function passwordMemberWithEmailExists(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('password_hash', 'is not', null)
    .where('status', 'in', ['ACTIVE', 'BLOCKED'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertMember(db: Db, values: Insertable<MemberTable>): Promise<{ id: number; login_id: string; role: 'USER' | 'ADMIN' }> {
  return db.insertInto('members').values(values).returning(['id', 'login_id', 'role']).executeTakeFirstOrThrow();
}

export async function insertConsents(db: Db, memberId: number, consents: Record<ConsentKind, boolean>, at: Date): Promise<void> {
  await db
    .insertInto('member_consents')
    .values(Object.entries(consents).map(([kind, agreed]) => ({ member_id: memberId, kind: kind as ConsentKind, agreed, recorded_at: at })))
    .execute();
}

export async function updatePasswordHash(db: Db, memberId: number, passwordHash: string): Promise<void> {
  await db.updateTable('members').set({ password_hash: passwordHash }).where('id', '=', memberId).execute();
}

/**
 * A withdrawn member's login id is held for 30 days (it stays on the anonymised row, so the
 * unique index refuses it), then released by renaming it to a value no valid id can equal
 * (ids are [A-Za-z0-9_]). Run before the availability check of a sign-up, so a held id is
 * refused and a released one is free, without a background job.
 */
export async function releaseHeldLoginIds(db: Db, now: Date, holdDays = 30): Promise<void> {
  await db
    .updateTable('members')
    .set({ login_id: sql<string>`'~withdrawn-' || id` })
    .where('status', '=', 'WITHDRAWN')
    .where('withdrawn_at', '<=', new Date(now.getTime() - holdDays * 86_400_000))
    .where('login_id', 'not like', '~withdrawn-%')
    .execute();
}
