import { z } from 'zod';
import { PRODUCT_FILTERS, PRODUCT_SORTS, QNA_MESSAGES } from '../constants/catalog.ts';
import { ITEM_CATEGORIES, ITEM_STATUSES, QNA_VISIBILITIES } from '../constants/enums.ts';
import { QNA_CONTENT_MAX, QNA_CONTENT_MIN, QNA_TITLE_MAX, QNA_TITLE_MIN, SEARCH_QUERY_MAX_LENGTH } from '../constants/limits.ts';
import { idParamSchema, REQUEST_MESSAGES } from './common.ts';

// The storefront contract (store.md §3 Item, Review, Q&A; §7 Storefront calls).

export const itemCategorySchema = z.enum(ITEM_CATEGORIES);

const CATALOG_PAGE_MESSAGE = '페이지 번호가 올바르지 않습니다.';

export const itemListQuerySchema = z.object({
  category: z.enum(PRODUCT_FILTERS, { error: '알 수 없는 카테고리입니다.' }).default('ALL'),
  sort: z.enum(PRODUCT_SORTS, { error: '알 수 없는 정렬 기준입니다.' }).default('popular'),
  page: z.coerce
    .number({ error: CATALOG_PAGE_MESSAGE })
    .int(CATALOG_PAGE_MESSAGE)
    .min(1, CATALOG_PAGE_MESSAGE)
    .max(1_000, CATALOG_PAGE_MESSAGE)
    .default(1),
}, { error: REQUEST_MESSAGES.badRequest });
export type ItemListQuery = z.input<typeof itemListQuerySchema>;

/** Exactly the list fields of store.md §3 Item: every visitor downloads the list, so nothing more. */
export const itemSchema = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  itemDescription: z.string(),
  category: itemCategorySchema,
  costPrice: z.number().int(),
  salePrice: z.number().int(),
  discountRate: z.number().int(),
  thumbFileName: z.string().nullable(),
  thumbPath: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
});
export type Item = z.infer<typeof itemSchema>;

/** One page of PRODUCT_LIST_PAGE_SIZE items; `total` counts every item the filter lists, `more` says a next page exists. */
export const itemListResponseSchema = z.object({ items: z.array(itemSchema), total: z.number().int(), more: z.boolean() });
export type ItemListResponse = z.infer<typeof itemListResponseSchema>;

export const itemDetailSchema = itemSchema.extend({
  detailImgPath: z.string().nullable(),
  /** The detail image's size in pixels, for the page to reserve its space; null when unknown. */
  detailImgSize: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).nullable(),
  videoUrl: z.string().nullable(),
  installMethod: z.string(),
  environment: z.string(),
  asSupport: z.string(),
  itemStatus: z.enum(ITEM_STATUSES),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

export const reviewSchema = z.object({
  articleId: z.number().int(),
  /** Masked for privacy (e.g. "de**"). */
  loginId: z.string(),
  postDate: z.string(),
  rate: z.number().int().min(1).max(5),
  content: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const qnaArticleSchema = z.object({
  articleId: z.number().int(),
  /** For a private article of someone else: a fixed "비밀글입니다." and empty content. */
  title: z.string(),
  content: z.string(),
  visibility: z.enum(QNA_VISIBILITIES),
  comment: z.string().nullable(),
  /** Whether an answer exists: also for a private article whose answer is withheld. */
  answered: z.boolean(),
  loginId: z.string(),
  postDate: z.string(),
  myArticle: z.boolean(),
});
export type QnaArticle = z.infer<typeof qnaArticleSchema>;

const noData = z.literal('noData');

/** GET /api/items/detail?itemId: 'noData' replaces an empty list (store.md §7). */
export const itemDetailResponseSchema = z.object({
  item: itemDetailSchema,
  relatedItems: z.array(itemSchema),
  popularReviews: z.union([z.array(reviewSchema), noData]),
  reviews: z.union([z.array(reviewSchema), noData]),
  qnaArticles: z.union([z.array(qnaArticleSchema), noData]),
  /** Visible reviews per star, 1 to 5: the histogram covers every review, not only those listed. */
  ratingCounts: z.array(z.number().int().nonnegative()).length(5),
  /** Older reviews or questions than those listed exist (GET /api/items/reviews, /api/items/qna). */
  moreReviews: z.boolean(),
  moreQna: z.boolean(),
  /** Every question about the item (the Q&A tab's count), not only those listed. */
  qnaCount: z.number().int().nonnegative(),
});
export type ItemDetailResponse = z.infer<typeof itemDetailResponseSchema>;

export const itemIdQuerySchema = z.object({ itemId: idParamSchema }, { error: REQUEST_MESSAGES.badRequest });

/** The page after the product page's list: older than the article `before` (its last one). */
export const itemListPageQuerySchema = z.object({ itemId: idParamSchema, before: idParamSchema }, { error: REQUEST_MESSAGES.badRequest });
export type ItemListPageQuery = z.input<typeof itemListPageQuerySchema>;

/** GET /api/items/reviews: the next reviews, newest first; `more` when older ones remain. */
export const itemReviewPageSchema = z.object({ reviews: z.array(reviewSchema), more: z.boolean() });
export type ItemReviewPage = z.infer<typeof itemReviewPageSchema>;

/** GET /api/items/qna: the next questions, newest first, with the same privacy as the detail. */
export const itemQnaPageSchema = z.object({ qnaArticles: z.array(qnaArticleSchema), more: z.boolean() });
export type ItemQnaPage = z.infer<typeof itemQnaPageSchema>;

export const qnaWriteSchema = z.object({
  title: z.string({ error: QNA_MESSAGES.rule }).trim().min(QNA_TITLE_MIN, QNA_MESSAGES.rule).max(QNA_TITLE_MAX, QNA_MESSAGES.titleTooLong),
  content: z.string({ error: QNA_MESSAGES.rule }).trim().min(QNA_CONTENT_MIN, QNA_MESSAGES.rule).max(QNA_CONTENT_MAX, QNA_MESSAGES.contentTooLong),
  visibility: z.enum(QNA_VISIBILITIES, { error: '공개 여부를 선택해 주세요.' }).default('PUBLIC'),
  itemId: idParamSchema,
}, { error: REQUEST_MESSAGES.badRequest });
export type QnaWrite = z.input<typeof qnaWriteSchema>;

/** POST /api/items/qna/write: `result` is 'success' or the Korean reason of the failure. */
export const qnaWriteResultSchema = z.object({ result: z.string(), message: z.string() });
export type QnaWriteResult = z.infer<typeof qnaWriteResultSchema>;

export const CATALOG_MESSAGES = {
  itemNotFound: '판매 중인 상품을 찾을 수 없습니다.',
  itemMismatch: '상품 정보가 일치하지 않습니다.',
  imageNotFound: '이미지를 찾을 수 없습니다.',
  imageWidth: '지원하지 않는 이미지 크기입니다.',
  imageFormat: '지원하지 않는 이미지 형식입니다.',
  qnaTooMany: '문의를 너무 자주 등록했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

/**
 * GET /api/search/suggestions?q. NFC before the length check, as adminSearchSchema: decomposed
 * Hangul (a macOS keyboard) takes two or three characters a syllable.
 */
export const suggestionQuerySchema = z.object(
  { q: z.string({ error: REQUEST_MESSAGES.badSearch }).normalize('NFC').trim().max(SEARCH_QUERY_MAX_LENGTH, `검색어는 ${SEARCH_QUERY_MAX_LENGTH}자 이하로 입력해 주세요.`).default('') },
  { error: REQUEST_MESSAGES.badRequest },
);
export const suggestionSchema = z.object({ itemId: z.number().int(), itemName: z.string(), category: itemCategorySchema });
export const suggestionListSchema = z.array(suggestionSchema);
export type Suggestion = z.infer<typeof suggestionSchema>;
