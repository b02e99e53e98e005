import {
  CATALOG_MESSAGES,
  discountRateOf,
  isoDateInSeoul,
  QNA_MESSAGES,
  type Item,
  type ItemDetail,
  type ItemDetailResponse,
  type ItemListResponse,
  type ItemStatus,
  type ItemQnaPage,
  type ItemReviewPage,
  type ProductFilter,
  type ProductSort,
  PRODUCT_LIST_PAGE_SIZE,
  PRODUCT_PAGE_LIST_SIZE,
  type QnaArticle,
  type Review,
} from '@store/shared';
import type { Db } from '../../db/transaction.ts';
import type { AppDeps, AuthInfo } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import * as repo from './catalog.repository.ts';

// Storefront rules: row → contract mapping, 'noData' for empty lists, privacy of Q&A and
// reviewers, and writing questions.

const RELATED_ITEMS = 4;
const POPULAR_REVIEWS = 3;

/** Public URL of a product image served by GET /api/files/items/{fileName}. */
export function itemImagePath(fileName: string | null): string | null {
  return fileName ? `/api/files/items/${encodeURIComponent(fileName)}` : null;
}

/** "demo" → "de**": enough to tell reviewers apart without publishing login ids (PIPA). */
export function maskLoginId(loginId: string): string {
  const visible = loginId.length <= 2 ? 1 : 2;
  return loginId.slice(0, visible) + '*'.repeat(Math.max(2, loginId.length - visible));
}

function toItem(row: repo.ItemRow): Item {
  return {
    itemId: row.id,
    itemName: row.item_name,
    itemDescription: row.item_description,
    category: row.category,
    costPrice: row.cost_price,
    salePrice: row.sale_price,
    discountRate: discountRateOf(row.cost_price, row.sale_price),
    thumbFileName: row.thumb_file_name,
    thumbPath: itemImagePath(row.thumb_file_name),
    // Average of 1–5 stars to one decimal; 0 means "no reviews yet".
    rating: row.rating === null ? 0 : Math.round(Number(row.rating) * 10) / 10,
    reviewCount: Number(row.review_count),
  };
}

function toItemDetail(row: repo.ItemRow): ItemDetail {
  return {
    ...toItem(row),
    detailImgPath: itemImagePath(row.detail_img_file_name),
    // Both or neither are set (a check in the table).
    detailImgSize: row.detail_img_width !== null && row.detail_img_height !== null ? { width: row.detail_img_width, height: row.detail_img_height } : null,
    videoUrl: row.video_url,
    installMethod: row.install_method,
    environment: row.environment,
    asSupport: row.as_support,
    itemStatus: row.item_status,
  };
}

function toReview(row: repo.ReviewRow): Review {
  return { articleId: row.id, loginId: maskLoginId(row.login_id), postDate: isoDateInSeoul(row.created_at), rate: row.rate, content: row.content };
}

/**
 * A private question is readable only by its author (and admins, who answer it). Everyone else
 * gets the fixed title and nothing of the content or the answer: the server withholds them,
 * the client's lock icon is only presentation.
 */
function toQnaArticle(row: repo.QnaRow, viewer: AuthInfo | undefined): QnaArticle {
  const mine = viewer?.memberId === row.member_id;
  const readable = row.visibility === 'PUBLIC' || mine || viewer?.role === 'ADMIN';
  return {
    articleId: row.id,
    title: readable ? row.title : QNA_MESSAGES.privateTitle,
    content: readable ? row.content : '',
    visibility: row.visibility,
    comment: readable ? row.comment : null,
    answered: row.comment !== null,
    loginId: maskLoginId(row.login_id),
    postDate: isoDateInSeoul(row.created_at),
    myArticle: mine,
  };
}

const orNoData = <T>(list: T[]): T[] | 'noData' => (list.length > 0 ? list : 'noData');

/** Page `page` (from 1) of /products, read with one item more to know whether another follows. */
export async function listItems(db: Db, filter: ProductFilter, sort: ProductSort, page: number): Promise<ItemListResponse> {
  const offset = (page - 1) * PRODUCT_LIST_PAGE_SIZE;
  const rows = await repo.listItemsOnSale(db, filter, sort, { limit: PRODUCT_LIST_PAGE_SIZE + 1, offset });
  // The count comes with the page, so the two agree; only a page past the end counts apart.
  const total = rows[0] ? Number(rows[0].total) : await repo.countItemsOnSale(db, filter);
  return { items: rows.slice(0, PRODUCT_LIST_PAGE_SIZE).map(toItem), total, more: rows.length > PRODUCT_LIST_PAGE_SIZE };
}

/** What the product page reads, before the per-viewer Q&A privacy: the cacheable part. */
export interface ItemDetailRows {
  row: repo.ItemRow;
  related: repo.ItemRow[];
  popular: repo.ReviewRow[];
  /** The first page of each, one row more than shown when older ones exist. */
  reviews: repo.ReviewRow[];
  qna: repo.QnaRow[];
  ratingCounts: number[];
  qnaCount: number;
}

export async function loadItemDetailRows(db: Db, itemId: number): Promise<ItemDetailRows | null> {
  const row = await repo.findItemById(db, itemId);
  if (!row) return null;
  const [related, popular, reviews, qna, ratingCounts, qnaCount] = await Promise.all([
    repo.listPopularItems(db, itemId, RELATED_ITEMS),
    repo.listPopularReviews(db, itemId, POPULAR_REVIEWS),
    repo.listReviews(db, itemId, PRODUCT_PAGE_LIST_SIZE + 1),
    repo.listQnaArticles(db, itemId, PRODUCT_PAGE_LIST_SIZE + 1),
    repo.countReviewsByRate(db, itemId),
    repo.countQuestions(db, itemId),
  ]);
  return { row, related, popular, reviews, qna, ratingCounts, qnaCount };
}

/** A page of at most PRODUCT_PAGE_LIST_SIZE from rows read with one more: whether more remain. */
function pageOf<T>(rows: T[]): { shown: T[]; more: boolean } {
  return { shown: rows.slice(0, PRODUCT_PAGE_LIST_SIZE), more: rows.length > PRODUCT_PAGE_LIST_SIZE };
}

/**
 * GET /api/items/detail. Visitors and members see items on sale only; an admin also sees
 * PENDING and STOP items, because the admin product editor loads them through this call.
 */
export function buildItemDetail(rows: ItemDetailRows | null, viewer: AuthInfo | undefined): ItemDetailResponse {
  if (!rows || !viewable(rows.row, viewer)) throw notFound(CATALOG_MESSAGES.itemNotFound);
  const reviews = pageOf(rows.reviews);
  const qna = pageOf(rows.qna);
  return {
    item: toItemDetail(rows.row),
    relatedItems: rows.related.map(toItem),
    popularReviews: orNoData(rows.popular.map(toReview)),
    reviews: orNoData(reviews.shown.map(toReview)),
    qnaArticles: orNoData(qna.shown.map((q) => toQnaArticle(q, viewer))),
    ratingCounts: rows.ratingCounts,
    moreReviews: reviews.more,
    moreQna: qna.more,
    qnaCount: rows.qnaCount,
  };
}

const viewable = (row: { item_status: ItemStatus }, viewer: AuthInfo | undefined) => row.item_status === 'SALE' || viewer?.role === 'ADMIN';

/** The product page's item, or 404 as for its detail. */
async function requireViewableItem(db: Db, itemId: number, viewer: AuthInfo | undefined): Promise<void> {
  const row = await repo.findItemStatus(db, itemId);
  if (!row || !viewable(row, viewer)) throw notFound(CATALOG_MESSAGES.itemNotFound);
}

/** GET /api/items/reviews: the reviews after `before`, the last one the page shows. */
export async function reviewPage(db: Db, itemId: number, before: number, viewer: AuthInfo | undefined): Promise<ItemReviewPage> {
  await requireViewableItem(db, itemId, viewer);
  const page = pageOf(await repo.listReviews(db, itemId, PRODUCT_PAGE_LIST_SIZE + 1, before));
  return { reviews: page.shown.map(toReview), more: page.more };
}

/** GET /api/items/qna: the questions older than `before`, private ones as in the detail. */
export async function qnaPage(db: Db, itemId: number, before: number, viewer: AuthInfo | undefined): Promise<ItemQnaPage> {
  await requireViewableItem(db, itemId, viewer);
  const page = pageOf(await repo.listQnaArticles(db, itemId, PRODUCT_PAGE_LIST_SIZE + 1, before));
  return { qnaArticles: page.shown.map((q) => toQnaArticle(q, viewer)), more: page.more };
}

/** A failure of the Q&A call: the spec's client shows `result`, so it carries the reason. */
export function qnaFailure(status: 400 | 401 | 404 | 429, reason: string): AppError {
  return new AppError(status, reason, { body: { result: reason } });
}

const QNA_LIMITS = { perHour: 10, perDay: 30 };

/** POST /api/items/qna/write: the author is the token's member, never a field of the body. */
export async function writeQuestion(
  deps: AppDeps,
  auth: AuthInfo,
  input: { itemId: number; title: string; content: string; visibility: 'PUBLIC' | 'PRIVATE' },
): Promise<void> {
  const now = deps.clock.now();
  // Checked first: a post refused for its product is not one of the member's questions.
  if (!(await repo.itemIsOnSale(deps.db, input.itemId))) throw qnaFailure(404, CATALOG_MESSAGES.itemNotFound);
  // Questions are answered by people: a per-member cap keeps a script from flooding the board.
  try {
    await consumeRateLimits(
      deps.db,
      [
        { key: `qna:hour:${auth.memberId}`, limit: QNA_LIMITS.perHour, windowSeconds: 3600 },
        { key: `qna:day:${auth.memberId}`, limit: QNA_LIMITS.perDay, windowSeconds: 86_400 },
      ],
      now,
      CATALOG_MESSAGES.qnaTooMany,
    );
  } catch (error) {
    if (error instanceof AppError) throw qnaFailure(429, error.message);
    throw error;
  }
  await repo.insertQnaArticle(deps.db, { memberId: auth.memberId, ...input, now });
}
