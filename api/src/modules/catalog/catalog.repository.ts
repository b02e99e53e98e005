import { hangulInitials, PRODUCT_TAG_FILTERS, type ProductFilter, type ProductSort } from '@store/shared';
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { Db } from '../../db/transaction.ts';
import type { Database, ItemTable } from '../../db/types.ts';

// Kysely queries of the storefront: items with their review statistics, reviews and Q&A.

/** Review count and average rate per item, joined to every list and detail query. */
function reviewStats(db: Db) {
  return db
    .selectFrom('reviews')
    .select((eb) => ['item_id', eb.fn.countAll<number>().as('review_count'), eb.fn.avg<string | number>('rate').as('rating')])
    .where('hidden_at', 'is', null)
    .groupBy('item_id')
    .as('rs');
}

function itemsWithStats(db: Db) {
  return db
    .selectFrom('items as i')
    .leftJoin(reviewStats(db), 'rs.item_id', 'i.id')
    .selectAll('i')
    .select((eb) => [eb.fn.coalesce('rs.review_count', sql<number>`0`).as('review_count'), 'rs.rating']);
}

export type ItemRow = NonNullable<Awaited<ReturnType<typeof findItemById>>>;

const CATEGORY_FILTERS = ['BEST', 'NEW', 'DISCOUNTED', 'MARKETING', 'ETC'] as const;

/** Items on sale in one of the /products filter bar's filters. */
function onSaleIn(filter: ProductFilter) {
  return (eb: ExpressionBuilder<Database & { i: ItemTable }, 'i'>) => {
    const onSale = eb('i.item_status', '=', 'SALE');
    if ((CATEGORY_FILTERS as readonly string[]).includes(filter)) {
      return eb.and([onSale, eb('i.category', '=', filter as (typeof CATEGORY_FILTERS)[number])]);
    }
    if ((PRODUCT_TAG_FILTERS as readonly string[]).includes(filter)) {
      // `= any(tags)` rather than an array literal: the same SQL and parameters on pg and PGlite.
      return eb.and([onSale, sql<boolean>`${filter} = any(i.tags)`]);
    }
    return onSale;
  };
}

/**
 * One page of the items on sale, filtered by the /products filter bar and ordered by its sort bar,
 * each row with `total`, the count of every item the filter lists, read in the same statement.
 */
export async function listItemsOnSale(db: Db, filter: ProductFilter, sort: ProductSort, page: { limit: number; offset: number }) {
  let query = itemsWithStats(db)
    .select((eb) => eb.fn.countAll<string | number>().over().as('total'))
    .where(onSaleIn(filter));
  switch (sort) {
    case 'reviews':
      query = query.orderBy('review_count', 'desc').orderBy('i.sale_quantity', 'desc');
      break;
    case 'priceAsc':
      query = query.orderBy('i.sale_price', 'asc');
      break;
    case 'priceDesc':
      query = query.orderBy('i.sale_price', 'desc');
      break;
    default:
      query = query.orderBy('i.sale_quantity', 'desc');
  }
  // The id as the last key keeps the order, and so the pages, stable between requests.
  return query.orderBy('i.id', 'asc').limit(page.limit).offset(page.offset).execute();
}

export async function countItemsOnSale(db: Db, filter: ProductFilter): Promise<number> {
  const row = await db
    .selectFrom('items as i')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where(onSaleIn(filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findItemById(db: Db, itemId: number) {
  return itemsWithStats(db).where('i.id', '=', itemId).executeTakeFirst();
}

export function findItemStatus(db: Db, itemId: number) {
  return db.selectFrom('items').select('item_status').where('id', '=', itemId).executeTakeFirst();
}

/** The most popular items on sale other than `excludeId` (product page "related"). */
export function listPopularItems(db: Db, excludeId: number, limit: number) {
  return itemsWithStats(db)
    .where('i.item_status', '=', 'SALE')
    .where('i.id', '<>', excludeId)
    .orderBy('i.sale_quantity', 'desc')
    .orderBy('i.id', 'asc')
    .limit(limit)
    .execute();
}

export async function itemIsOnSale(db: Db, itemId: number): Promise<boolean> {
  const row = await db.selectFrom('items').select('id').where('id', '=', itemId).where('item_status', '=', 'SALE').executeTakeFirst();
  return row !== undefined;
}

function reviewsOf(db: Db, itemId: number) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select(['r.id', 'r.rate', 'r.content', 'r.created_at', 'm.login_id'])
    .where('r.item_id', '=', itemId)
    .where('r.hidden_at', 'is', null);
}

/**
 * Newest first; with `before`, those after that review of the same item in this order. The
 * cursor's own time is read in SQL: a JavaScript Date would drop its microseconds and skip or
 * repeat reviews written in the same millisecond. The row starts with item_id so that it is the
 * (item_id, created_at, id) index's own condition; from (created_at, id) the planner may walk
 * every item's reviews by date instead.
 */
export function listReviews(db: Db, itemId: number, limit: number, before?: number) {
  let query = reviewsOf(db, itemId);
  if (before !== undefined) {
    query = query.where(
      sql<boolean>`(r.item_id, r.created_at, r.id) < (select c.item_id, c.created_at, c.id from reviews c where c.id = ${before} and c.item_id = ${itemId})`,
    );
  }
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}

/** Visible reviews per star, index 0 for one star. */
export async function countReviewsByRate(db: Db, itemId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('reviews')
    .select((eb) => ['rate', eb.fn.countAll<string>().as('n')])
    .where('item_id', '=', itemId)
    .where('hidden_at', 'is', null)
    .groupBy('rate')
    .execute();
  const counts = [0, 0, 0, 0, 0];
  for (const row of rows) counts[row.rate - 1] = Number(row.n);
  return counts;
}

/** Highest rated first, the newest among equals. */
export function listPopularReviews(db: Db, itemId: number, limit: number) {
  return reviewsOf(db, itemId).orderBy('r.rate', 'desc').orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}

export type ReviewRow = Awaited<ReturnType<typeof listReviews>>[number];

/** Newest first; with `before`, the older ones. */
export function listQnaArticles(db: Db, itemId: number, limit: number, before?: number) {
  let query = db
    .selectFrom('qna_articles as q')
    .innerJoin('members as m', 'm.id', 'q.member_id')
    .select(['q.id', 'q.member_id', 'q.title', 'q.content', 'q.visibility', 'q.comment', 'q.created_at', 'm.login_id'])
    .where('q.item_id', '=', itemId);
  if (before !== undefined) query = query.where('q.id', '<', before);
  return query
    .orderBy('q.id', 'desc')
    .limit(limit)
    .execute();
}

export type QnaRow = Awaited<ReturnType<typeof listQnaArticles>>[number];

export async function countQuestions(db: Db, itemId: number): Promise<number> {
  const row = await db.selectFrom('qna_articles').select((eb) => eb.fn.countAll<string>().as('n')).where('item_id', '=', itemId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertQnaArticle(
  db: Db,
  values: { memberId: number; itemId: number; title: string; content: string; visibility: 'PUBLIC' | 'PRIVATE'; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('qna_articles')
    .values({
      member_id: values.memberId,
      item_id: values.itemId,
      title: values.title,
      content: values.content,
      visibility: values.visibility,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type NewItem = Omit<Insertable<ItemTable>, 'search_initials' | 'search_text'>;

/**
 * Inserts an item with its 초성 search column computed by the shared rule. Every writer of
 * item names (seed, admin) goes through here or `renameItem`, so search never goes stale.
 */
export async function insertItem(db: Db, values: NewItem): Promise<number> {
  const name = values.item_name.normalize('NFC');
  const row = await db
    .insertInto('items')
    .values({ ...values, item_name: name, search_initials: hangulInitials(name) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameItem(db: Db, itemId: number, itemName: string, now: Date): Promise<void> {
  const name = itemName.normalize('NFC');
  await db.updateTable('items').set({ item_name: name, search_initials: hangulInitials(name), updated_at: now }).where('id', '=', itemId).execute();
}
