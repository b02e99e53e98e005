import { sql } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import { boundedCount, containsPattern, COUNT_BOUND } from '../../lib/admin-list.ts';

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

/** Reviews passing the filter's conditions other than the search text (`r`-aliased). */
function filtered(db: Db, filter: ReviewFilter) {
  let reviews = db.selectFrom('reviews as r');
  if (filter.visibility === 'SHOWN') reviews = reviews.where('r.hidden_at', 'is', null);
  if (filter.visibility === 'HIDDEN') reviews = reviews.where('r.hidden_at', 'is not', null);
  if (filter.rate) reviews = reviews.where('r.rate', '=', filter.rate);
  if (filter.start) reviews = reviews.where('r.created_at', '>=', filter.start);
  if (filter.end) reviews = reviews.where('r.created_at', '<', filter.end);
  return reviews;
}

/** `reviews` with their product and author, the page's columns, newest first (the id breaking ties). */
function page(reviews: ReturnType<typeof filtered>) {
  return reviews
    .innerJoin('items as i', 'i.id', 'r.item_id')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select([...columns])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc');
}

export async function listReviews(db: Db, filter: ReviewFilter, pageNo: number, size: number) {
  const offset = (pageNo - 1) * size;
  if (filter.q) return searchReviews(db, filter, filter.q, offset, size);
  // Counted on reviews alone; product and author are joined for the page's rows. Each on its own
  // connection of the pool.
  const matching = filtered(db, filter);
  const [total, rows] = await Promise.all([
    boundedCount(db, matching),
    page(matching).limit(size).offset(offset).execute(),
  ]);
  return { total, rows };
}

/**
 * A search's matches are found first, by text (trigrams, migration 0018), by product and by author
 * (their ids, then those reviews' ids and dates off the index alone, migration 0020), each branch
 * at most the count's bound and in no order; only what they found is sorted, once, for the count
 * and the page. Unbounded, `q=scale` sorted all 200k reviews twice, for the page and for its
 * count (850 ms; 30 ms now); bounding each branch newest first had the planner walk every review
 * in date order instead (120–230 ms).
 */
async function searchReviews(db: Db, filter: ReviewFilter, q: string, offset: number, size: number) {
  const pattern = containsPattern(q);
  const bounded = (branch: ReturnType<typeof filtered>) => db.selectFrom(branch.select(['r.id', 'r.created_at']).limit(COUNT_BOUND + 1).as('b')).select(['b.id', 'b.created_at']);
  const byText = bounded(filtered(db, filter).where('r.content', 'ilike', pattern));
  const byItem = bounded(filtered(db, filter).where('r.item_id', 'in', db.selectFrom('items').select('id').where('item_name', 'ilike', pattern)));
  const byAuthor = bounded(filtered(db, filter).where('r.member_id', 'in', db.selectFrom('members').select('id').where('login_id', 'ilike', pattern)));
  const found = await db
    .selectFrom(byText.union(byItem).union(byAuthor).as('u'))
    .select('u.id')
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(COUNT_BOUND + 1)
    .execute();
  if (found.length <= COUNT_BOUND) {
    const ids = found.slice(offset, offset + size).map((r) => r.id);
    const rows = ids.length ? await page(db.selectFrom('reviews as r').where('r.id', '=', sql<number>`any(${ids}::int[])`)).execute() : [];
    return { total: { total: found.length, capped: false }, rows };
  }
  // Past the bound the search is broad: walking the reviews newest first finds a page at once.
  const rows = await page(filtered(db, filter))
    .where((eb) => eb.or([eb('r.content', 'ilike', pattern), eb('i.item_name', 'ilike', pattern), eb('m.login_id', 'ilike', pattern)]))
    .limit(size)
    .offset(offset)
    .execute();
  return { total: { total: COUNT_BOUND, capped: true }, rows };
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
