import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/transaction.ts';
import type { CouponTable } from '../../db/types.ts';

// Kysely queries of the admin coupon screens.

export function listCoupons(db: Db) {
  return db.selectFrom('coupons').selectAll().orderBy('id', 'desc').limit(500).execute();
}

export function findCoupon(db: Db, couponId: number, lock = false) {
  const query = db.selectFrom('coupons').selectAll().where('id', '=', couponId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function codeTaken(db: Db, code: string) {
  return db.selectFrom('coupons').select('id').where(sql<boolean>`upper(code) = upper(${code})`).executeTakeFirst();
}

export async function insertCoupon(db: Db, values: Insertable<CouponTable>): Promise<number> {
  return (await db.insertInto('coupons').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function setCouponActive(db: Db, couponId: number, isActive: boolean): Promise<void> {
  await db.updateTable('coupons').set({ is_active: isActive }).where('id', '=', couponId).execute();
}

/**
 * Member numbers of typed login ids, keyed by the id in lower case: ids are one whatever their case
 * (the unique index on lower(login_id)), at login and here alike.
 */
export async function memberIdsByLogin(db: Db, loginIds: string[]): Promise<Map<string, number>> {
  if (loginIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'login_id'])
    .where(sql<string>`lower(login_id)`, 'in', loginIds.map((l) => l.toLowerCase()))
    .execute();
  return new Map(rows.map((r) => [r.login_id.toLowerCase(), r.id]));
}

/**
 * Who of `memberIds` may receive a coupon: existing, not suspended or withdrawn, and not an admin
 * (who does not shop); for the rest, why not. A number no member has is missing from the map.
 */
export type MemberStanding = 'eligible' | 'admin' | 'BLOCKED' | 'WITHDRAWN';

export async function memberStanding(db: Db, memberIds: number[]): Promise<Map<number, MemberStanding>> {
  if (memberIds.length === 0) return new Map(); // every login id typed was unknown: `in ()` is no SQL
  const rows = await db.selectFrom('members').select(['id', 'role', 'status']).where('id', 'in', memberIds).execute();
  return new Map(rows.map((r) => [r.id, r.role === 'ADMIN' ? 'admin' : r.status === 'ACTIVE' ? 'eligible' : r.status]));
}

/**
 * New copies for members who do not hold one yet; the unique key skips the rest. In ascending
 * member order, so two issues of one coupon to overlapping members, listed in different orders,
 * wait on each other's rows in the same order instead of each holding one the other needs.
 */
export async function insertMemberCopies(db: Db, couponId: number, memberIds: number[], issuedAt: Date, expiresAt: Date | null): Promise<number[]> {
  const rows = await db
    .insertInto('member_coupons')
    .values([...memberIds].sort((a, b) => a - b).map((memberId) => ({ member_id: memberId, coupon_id: couponId, issued_at: issuedAt, expires_at: expiresAt })))
    .onConflict((oc) => oc.columns(['member_id', 'coupon_id']).doNothing())
    .returning('member_id')
    .execute();
  return rows.map((r) => r.member_id);
}

/**
 * Claims `count` of the coupon's quantity in one conditional UPDATE: PostgreSQL re-checks the
 * condition on the locked row, so concurrent issues can never push issued_count past quantity
 * (CHECK coupons_quantity_bound backs it up). undefined when not enough are left.
 */
export function claimQuantity(db: Db, couponId: number, count: number) {
  return db
    .updateTable('coupons')
    .set({ issued_count: sql<number>`issued_count + ${count}` })
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('quantity', 'is', null), eb(sql<number>`issued_count + ${count}`, '<=', eb.ref('quantity'))]))
    .returning('id')
    .executeTakeFirst();
}
