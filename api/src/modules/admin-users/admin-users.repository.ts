import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { GRADE_RANGES, type AdminUserSortKey, type Grade } from '@store/shared';
import type { Db, Tx } from '../../db/transaction.ts';
import type { Database } from '../../db/types.ts';
import { boundedCount, containsPattern, COUNT_BOUND, type BoundedCount } from '../../lib/admin-list.ts';

// Kysely queries of the admin member list and suspension. Withdrawn members are not listed:
// their personal data is gone and they can be neither suspended nor restored.

/**
 * The grade as SQL, the same ladder as the shared gradeFor(): suspension, then the admin role,
 * then the purchase ranges. Sorting by it orders NEW < WELCOME < VIP < VVIP < ADMIN < BLOCKED.
 */
const gradeRank = sql<number>`case
  when s.status = 'BLOCKED' then 6
  when s.role = 'ADMIN' then 5
  when s.total_purchase_krw >= 500001 then 4
  when s.total_purchase_krw >= 100001 then 3
  when s.total_purchase_krw >= 50001 then 2
  else 1 end`;

type MembersEb = ExpressionBuilder<Database & { s: Database['members'] }, 's'>;

/**
 * Members of `grade` (the ladder of gradeFor) as plain conditions rather than `gradeRank = n`: a
 * purchase range can be read off the purchases index, where the CASE had the planner walk every
 * member (106 ms for a grade nobody has among 100k, in bench:scale).
 */
function gradeIs(eb: MembersEb, grade: Grade): Expression<SqlBool> {
  if (grade === 'BLOCKED') return eb('s.status', '=', 'BLOCKED');
  if (grade === 'ADMIN') return eb.and([eb('s.status', '<>', 'BLOCKED'), eb('s.role', '=', 'ADMIN')]);
  const range = GRADE_RANGES.find((r) => r.grade === grade)!;
  return eb.and([
    eb('s.status', '<>', 'BLOCKED'),
    eb('s.role', '<>', 'ADMIN'),
    // NEW has no floor: gradeFor counts anything under WELCOME as NEW.
    ...(grade === 'NEW' ? [] : [eb('s.total_purchase_krw', '>=', range.minKrw)]),
    ...(range.maxKrw === null ? [] : [eb('s.total_purchase_krw', '<=', range.maxKrw)]),
  ]);
}

const SORT_COLUMNS: Record<AdminUserSortKey, Expression<unknown>> = {
  id: sql`s.id`,
  loginId: sql`lower(s.login_id)`,
  name: sql`s.name`,
  email: sql`lower(s.email)`,
  phoneNumber: sql`s.phone`,
  grade: gradeRank,
  joinDate: sql`s.created_at`,
  latestLoginDate: sql`s.last_login_at`,
  point: sql`s.points`,
  totalPurchaseAmount: sql`s.total_purchase_krw`,
};

const NULLABLE_SORTS = new Set<AdminUserSortKey>(['email', 'phoneNumber', 'latestLoginDate']);

export interface UserListFilter {
  q?: string;
  field: 'all' | 'id' | 'loginId' | 'name' | 'email' | 'phoneNumber';
  grade?: Grade;
}

/** Members matching the search text in the chosen field, or any of them (`s`-aliased members). */
function searchCondition(eb: MembersEb, q: string, field: UserListFilter['field']): Expression<SqlBool> {
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  const asId = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const conditions: Expression<SqlBool>[] = [];
  const want = (f: UserListFilter['field']) => field === 'all' || field === f;
  if (want('id') && asId !== null) conditions.push(eb('s.id', '=', asId));
  if (want('loginId')) conditions.push(eb('s.login_id', 'ilike', pattern));
  if (want('name')) conditions.push(eb('s.name', 'ilike', pattern));
  if (want('email')) conditions.push(eb('s.email', 'ilike', pattern));
  // Phones are stored as digits; "010-1234" finds 0101234…. Searching every field, only a query
  // that reads as a phone number is one: "kim7" is a login id, not "phones with a 7" (which also
  // read most of the members, for no one's benefit).
  const asPhone = field === 'phoneNumber' || /^[\d\s-]+$/.test(q);
  if (want('phoneNumber') && asPhone && digits.length > 0) conditions.push(eb('s.phone', 'like', containsPattern(digits)));
  return conditions.length ? eb.or(conditions) : eb.val(false);
}

export async function listUsers(db: Db, filter: UserListFilter, sort: AdminUserSortKey, direction: 'asc' | 'desc', page: number, size: number) {
  const grade = filter.grade;
  const listed = () => {
    const members = db.selectFrom('members as s').where('s.status', '<>', 'WITHDRAWN');
    return grade ? members.where((eb) => gradeIs(eb, grade)) : members;
  };
  let base = listed();
  let count: Promise<BoundedCount>;
  if (filter.q) {
    const q = filter.q;
    // A search's matches are found first, on their own (trigram indexes, at most the count's bound),
    // and the page is read by their ids. In one query the planner guessed a search would match
    // often, walked the members newest first testing each, and for a login id one member has took
    // 230 ms (bench:scale). Past the bound the search is broad, and walking in order finds a page at once.
    const ids = (await listed().select('s.id').where((eb) => searchCondition(eb, q, filter.field)).limit(COUNT_BOUND + 1).execute()).map((r) => r.id);
    count = Promise.resolve({ total: Math.min(ids.length, COUNT_BOUND), capped: ids.length > COUNT_BOUND });
    base = ids.length > COUNT_BOUND ? listed().where((eb) => searchCondition(eb, q, filter.field)) : listed().where('s.id', '=', sql<number>`any(${ids}::int[])`);
  } else {
    count = boundedCount(db, base);
  }
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  // The page and its count at once: each on its own connection of the pool.
  const [total, rows] = await Promise.all([
    count,
    base
      .select(['s.id', 's.login_id', 's.name', 's.email', 's.phone', 's.role', 's.status', 's.created_at', 's.last_login_at', 's.points', 's.total_purchase_krw', 's.blocked_at', 's.block_reason'])
      // Nulls (never logged in, no e-mail) last either way; the id breaks ties so pages are stable.
      // Only where a column has nulls: `nulls last` on a descending NOT NULL column keeps the planner
      // off its index (the newest-first default sorted all 100k members of bench:scale, 40 ms).
      .orderBy(NULLABLE_SORTS.has(sort) ? sql`${SORT_COLUMNS[sort]} ${dir} nulls last` : sql`${SORT_COLUMNS[sort]} ${dir}`)
      .orderBy('s.id', direction)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { total, rows };
}

export type UserRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];

/** Locks the selected members in id order (a fixed order: two bulk suspensions cannot deadlock). */
export function lockMembers(tx: Tx, ids: number[]) {
  return tx
    .selectFrom('members')
    .select(['id', 'login_id', 'name', 'role', 'status', 'blocked_at', 'block_reason'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function setBlocked(tx: Tx, ids: number[], reason: string | null, now: Date): Promise<number[]> {
  const rows = await tx
    .updateTable('members')
    .set({ status: 'BLOCKED', blocked_at: now, block_reason: reason })
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
    .set({ status: 'ACTIVE', blocked_at: null, block_reason: null })
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
