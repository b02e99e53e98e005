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
  // Filtered and counted on reviews alone; product and author are joined for the page's rows.
  let matching = db.selectFrom('reviews as r');
  if (filter.visibility === 'SHOWN') matching = matching.where('r.hidden_at', 'is', null);
  if (filter.visibility === 'HIDDEN') matching = matching.where('r.hidden_at', 'is not', null);
  if (filter.rate) matching = matching.where('r.rate', '=', filter.rate);
  if (filter.start) matching = matching.where('r.created_at', '>=', filter.start);
  if (filter.end) matching = matching.where('r.created_at', '<', filter.end);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // The reviews matching by text, by product and by author, as a union of ids, each read through
    // its own index (trigrams on the text and the login id, migration 0018; reviews by item and by
    // member). An OR of the three filtered every review in turn.
    const byText = db.selectFrom('reviews').select('id').where('content', 'ilike', pattern);
    const byItem = db.selectFrom('reviews').select('id').where('item_id', 'in', db.selectFrom('items').select('id').where('item_name', 'ilike', pattern));
    const byAuthor = db.selectFrom('reviews').select('id').where('member_id', 'in', db.selectFrom('members').select('id').where('login_id', 'ilike', pattern));
    matching = matching.where('r.id', 'in', byText.union(byItem).union(byAuthor));
  }
  // The page and its count at once: each on its own connection of the pool.
  const [total, rows] = await Promise.all([
    boundedCount(db, matching),
    matching
      .innerJoin('items as i', 'i.id', 'r.item_id')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .select([...columns])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
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
