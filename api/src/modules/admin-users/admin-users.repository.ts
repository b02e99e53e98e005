import { sql, type Expression, type SqlBool } from 'kysely';
import type { AdminUserSortKey, Grade } from '@store/shared';
import type { Db, Tx } from '../../db/transaction.ts';
import { boundedCount, containsPattern } from '../../lib/admin-list.ts';

// Kysely queries of the admin member list and suspension. Withdrawn members are not listed:
// their personal data is gone and they can be neither suspended nor restored.

/**
 * The grade as SQL, the same ladder as the shared gradeFor(): suspension, then the admin role,
 * then the purchase ranges. Sorting by it orders NEW < WELCOME < VIP < VVIP < ADMIN < BLOCKED.
 */
const gradeRank = sql<number>`case
  when m.status = 'BLOCKED' then 6
  when m.role = 'ADMIN' then 5
  when m.total_purchase_krw >= 500001 then 4
  when m.total_purchase_krw >= 100001 then 3
  when m.total_purchase_krw >= 50001 then 2
  else 1 end`;
const GRADE_RANK: Record<Grade, number> = { NEW: 1, WELCOME: 2, VIP: 3, VVIP: 4, ADMIN: 5, BLOCKED: 6 };

const SORT_COLUMNS: Record<AdminUserSortKey, Expression<unknown>> = {
  id: sql`m.id`,
  loginId: sql`lower(m.login_id)`,
  name: sql`m.name`,
  email: sql`lower(m.email)`,
  phoneNumber: sql`m.phone`,
  grade: gradeRank,
  joinDate: sql`m.created_at`,
  latestLoginDate: sql`m.last_login_at`,
  point: sql`m.points`,
  totalPurchaseAmount: sql`m.total_purchase_krw`,
};

export interface UserListFilter {
  q?: string;
  field: 'all' | 'id' | 'loginId' | 'name' | 'email' | 'phoneNumber';
  grade?: Grade;
}

export async function listUsers(db: Db, filter: UserListFilter, sort: AdminUserSortKey, direction: 'asc' | 'desc', page: number, size: number) {
  let base = db.selectFrom('members as m').where('m.status', '<>', 'WITHDRAWN');
  if (filter.grade) base = base.where(gradeRank, '=', GRADE_RANK[filter.grade]);
  if (filter.q) {
    const q = filter.q;
    const pattern = containsPattern(q);
    const digits = q.replace(/\D/g, '');
    const asId = /^\d{1,9}$/.test(q) ? Number(q) : null;
    base = base.where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      const want = (f: UserListFilter['field']) => filter.field === 'all' || filter.field === f;
      if (want('id') && asId !== null) conditions.push(eb('m.id', '=', asId));
      if (want('loginId')) conditions.push(eb('m.login_id', 'ilike', pattern));
      if (want('name')) conditions.push(eb('m.name', 'ilike', pattern));
      if (want('email')) conditions.push(eb('m.email', 'ilike', pattern));
      // Phones are stored as digits; "010-1234" finds 0101234….
      if (want('phoneNumber') && digits.length > 0) conditions.push(eb('m.phone', 'like', containsPattern(digits)));
      return conditions.length ? eb.or(conditions) : eb.val(false);
    });
  }
  const total = await boundedCount(db, base);
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  const rows = await base
    .select(['m.id', 'm.login_id', 'm.name', 'm.email', 'm.phone', 'm.role', 'm.status', 'm.created_at', 'm.last_login_at', 'm.points', 'm.total_purchase_krw', 'm.blocked_at'])
    // Nulls (never logged in, no e-mail) last either way; the id breaks ties so pages are stable.
    .orderBy(sql`${SORT_COLUMNS[sort]} ${dir} nulls last`)
    .orderBy('m.id', direction)
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { total, rows };
}

export type UserRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];

/** Locks the selected members in id order (a fixed order: two bulk suspensions cannot deadlock). */
export function lockMembers(tx: Tx, ids: number[]) {
  return tx
    .selectFrom('members')
    .select(['id', 'login_id', 'name', 'role', 'status', 'blocked_at'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function setBlocked(tx: Tx, ids: number[], now: Date): Promise<number[]> {
  const rows = await tx
    .updateTable('members')
    .set({ status: 'BLOCKED', blocked_at: now })
    .where('id', 'in', ids)
    .where('status', '=', 'ACTIVE')
    .where('role', '<>', 'ADMIN')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function setUnblocked(tx: Tx, id: number): Promise<boolean> {
  const row = await tx
    .updateTable('members')
    .set({ status: 'ACTIVE', blocked_at: null })
    .where('id', '=', id)
    .where('status', '=', 'BLOCKED')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends every live session of these members: their tokens are refused from the next request. */
export async function revokeSessionsOf(tx: Tx, ids: number[], now: Date): Promise<number> {
  const rows = await tx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('member_id', 'in', ids)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}
