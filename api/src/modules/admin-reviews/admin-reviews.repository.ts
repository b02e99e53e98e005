import type { Db, Tx } from '../../db/transaction.ts';
import { boundedCount, containsPattern } from '../../lib/admin-list.ts';

// Kysely queries of the admin view of reviews, hidden ones included.

export interface ReviewFilter {
  visibility?: 'SHOWN' | 'HIDDEN';
  rate?: number;
  q?: string;
  start?: Date;
  end?: Date;
}

const columns = ['r.id', 'r.item_id', 'r.rate', 'r.content', 'r.created_at', 'r.hidden_at', 'r.hidden_reason', 'i.item_name', 'm.login_id', 'm.name'] as const;

function base(db: Db) {
  return db.selectFrom('reviews as r').innerJoin('items as i', 'i.id', 'r.item_id').innerJoin('members as m', 'm.id', 'r.member_id');
}

export async function listReviews(db: Db, filter: ReviewFilter, page: number, size: number) {
  let query = base(db);
  if (filter.visibility === 'SHOWN') query = query.where('r.hidden_at', 'is', null);
  if (filter.visibility === 'HIDDEN') query = query.where('r.hidden_at', 'is not', null);
  if (filter.rate) query = query.where('r.rate', '=', filter.rate);
  if (filter.start) query = query.where('r.created_at', '>=', filter.start);
  if (filter.end) query = query.where('r.created_at', '<', filter.end);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) => eb.or([eb('r.content', 'ilike', pattern), eb('i.item_name', 'ilike', pattern), eb('m.login_id', 'ilike', pattern)]));
  }
  const total = await boundedCount(db, query);
  const rows = await query
    .select([...columns])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { total, rows };
}

export type ReviewRow = Awaited<ReturnType<typeof listReviews>>['rows'][number];

export function findReview(db: Db, id: number) {
  return base(db).select([...columns]).where('r.id', '=', id).executeTakeFirst();
}

/** Hides or shows only from the other state, so of two admins acting at once one wins. */
export function setHidden(tx: Tx, id: number, hidden: { at: Date; reason: string } | null) {
  return tx
    .updateTable('reviews')
    .set({ hidden_at: hidden?.at ?? null, hidden_reason: hidden?.reason ?? null })
    .where('id', '=', id)
    .where('hidden_at', hidden ? 'is' : 'is not', null)
    .returning(['id', 'item_id', 'member_id'])
    .executeTakeFirst();
}
