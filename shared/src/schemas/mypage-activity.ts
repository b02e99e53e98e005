import { z } from 'zod';
import { GRADES, ORDER_STATUSES, PAYMENT_METHODS, QNA_VISIBILITIES } from '../constants/enums.ts';
import { PAGE_SIZES, QNA_CONTENT_MAX, QNA_CONTENT_MIN, QNA_TITLE_MAX, QNA_TITLE_MIN, REVIEW_CONTENT, REVIEW_REWARD_RATE_PERCENT } from '../constants/limits.ts';
import { QNA_MESSAGES } from '../constants/catalog.ts';
import { idParamSchema, REQUEST_MESSAGES } from './common.ts';
import { bankAccountSchema } from './site-settings.ts';

// My page activity (store.md §2 My page, §3 Purchase / Review / Member Q&A, §7 My page calls):
// the home summary, purchases, reviews and the member's questions.

export const MYPAGE_ACTIVITY_MESSAGES = {
  reviewAlready: '이미 리뷰를 작성한 주문 상품입니다.',
  reviewNotPaid: '결제가 완료된 주문 상품에만 리뷰를 작성할 수 있습니다.',
  reviewTarget: '리뷰를 작성할 주문 상품을 찾을 수 없습니다.',
  reviewItemMismatch: '주문 상품 정보가 일치하지 않습니다.',
  reviewContent: `리뷰는 ${REVIEW_CONTENT.min}자 이상 ${REVIEW_CONTENT.max}자 이하로 입력해 주세요.`,
  reviewRate: '별점은 1점부터 5점까지 선택해 주세요.',
  reviewSaved: '리뷰가 등록되었습니다.',
  purchaseNotFound: '주문 내역을 찾을 수 없습니다.',
  qnaNotFound: '문의를 찾을 수 없습니다.',
  page: '페이지 번호가 올바르지 않습니다.',
  size: '페이지 크기는 1~50 사이여야 합니다.',
} as const;

const M = MYPAGE_ACTIVITY_MESSAGES;

/** The 'noData' text replaces an empty list in GET /api/mypage (store.md §7). */
const orNoData = <T extends z.ZodType>(schema: T) => z.union([z.array(schema), z.literal('noData')]);

/** ?page (1-based) & size (default 5: the spec's "+5 per more click"). */
export const activityPageQuerySchema = z.object({
  page: z.coerce.number({ error: M.page }).int(M.page).min(1, M.page).max(100_000, M.page).default(1),
  size: z.coerce.number({ error: M.size }).int(M.size).min(1, M.size).max(50, M.size).default(PAGE_SIZES.more),
}, { error: REQUEST_MESSAGES.badRequest });
export type ActivityPageQuery = z.input<typeof activityPageQuerySchema>;

/** A page of a member's list: `hasMore` drives the 'more' button. */
export const activityPageOf = <T extends z.ZodType>(schema: T) =>
  z.object({ content: z.array(schema), page: z.number().int(), size: z.number().int(), totalElements: z.number().int(), hasMore: z.boolean() });

// ---- profile (myManagementData) ----

export const myManagementDataSchema = z.object({
  /** The login id. */
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  grade: z.enum(GRADES),
  totalPurchaseAmount: z.number().int(),
  point: z.number().int(),
  couponCount: z.number().int(),
});
export type MyManagementData = z.infer<typeof myManagementDataSchema>;

export const mypageInfoResponseSchema = z.object({ myManagementData: myManagementDataSchema });

// ---- purchases ----

export const purchaseItemSchema = z.object({
  itemId: z.number().int(),
  orderItemId: z.number().int(),
  itemName: z.string(),
  count: z.number().int(),
  subscriptionPeriod: z.number().int(),
  orderPrice: z.number().int(),
  thumbnailPath: z.string().nullable(),
  /** 'Y' once the member reviewed this line. */
  reviewWriteYn: z.enum(['Y', 'N']),
  /** Points a review of this line earns (3 % of its price, rounded down). */
  reviewPoint: z.number().int(),
  /** The line's license keys still in force (links to /mypage/subscription/detail/{id}). */
  subscriptionIds: z.array(z.number().int()),
});
export type PurchaseItem = z.infer<typeof purchaseItemSchema>;

export const purchaseRefundSchema = z.object({ amount: z.number().int(), state: z.enum(['PENDING', 'DONE', 'BY_TRANSFER']) });
export type PurchaseRefund = z.infer<typeof purchaseRefundSchema>;

export const purchaseSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  /** ISO time of the order. */
  orderDate: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  /** Sum of the lines' review rewards. */
  reviewPoint: z.number().int(),
  /** Amount paid (after points and coupon). */
  totalPrice: z.number().int(),
  /** Sum of the order lines (before points and coupon). */
  totalCostPrice: z.number().int(),
  /** Coupon discount. */
  totalDiscountPrice: z.number().int(),
  usePoint: z.number().int(),
  accumulatePoint: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paidAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Why a cancelled order was cancelled (the buyer's own, a declined card, a deadline passed…); null otherwise. */
  cancelReason: z.string().nullable(),
  depositDeadline: z.string().nullable(),
  /** The member may cancel it now (WAITING, or paid within 7 days with no key used). */
  cancelable: z.boolean(),
  /**
   * What a cancelled paid order gives back (all of it, or a program error's refund minus the days
   * used) and how far that has gone: PENDING (asked of the card company), DONE, BY_TRANSFER (the
   * store sends it to the buyer's account); null when nothing goes back.
   */
  refund: purchaseRefundSchema.nullable(),
  orderItems: z.array(purchaseItemSchema),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** GET /api/purchase-list: the spec's `purchaseData` with the page fields of every member list. */
export const purchaseListResponseSchema = activityPageOf(purchaseSchema).omit({ content: true }).extend({ purchaseData: z.array(purchaseSchema) });
export type PurchaseListResponse = z.infer<typeof purchaseListResponseSchema>;
export const purchaseDetailQuerySchema = z.object({ id: idParamSchema }, { error: REQUEST_MESSAGES.badRequest });
/**
 * GET /api/purchase-detail. `bankAccount`: where to send the money, while a bank transfer awaits
 * its deposit (the buyer may have closed the page that showed it); null otherwise.
 */
export const purchaseDetailResponseSchema = z.object({
  purchaseData: purchaseSchema,
  bankAccount: bankAccountSchema.nullable(),
});
export type PurchaseDetailResponse = z.infer<typeof purchaseDetailResponseSchema>;

// ---- reviews ----

/** The hidden reason of a review whose order was cancelled (set by the cancel, not an admin). */
export const REVIEW_HIDDEN_ORDER_CANCELLED = '주문 취소';

export const REVIEW_RATE_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: '별로예요',
  2: '그저 그래요',
  3: '보통이에요',
  4: '좋아요',
  5: '최고예요',
};

/** 3 % of the order line's price, rounded down (store.md §9). */
export function reviewRewardOf(orderPrice: number): number {
  return Math.floor((Math.max(0, Math.trunc(orderPrice)) * REVIEW_REWARD_RATE_PERCENT) / 100);
}

export const reviewableItemSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  orderItemId: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  thumbnailPath: z.string().nullable(),
  orderCount: z.number().int(),
  subscriptionPeriod: z.number().int(),
  orderPrice: z.number().int(),
  reviewPoint: z.number().int(),
});
export type ReviewableItem = z.infer<typeof reviewableItemSchema>;

export const memberReviewSchema = z.object({
  articleId: z.number().int(),
  itemId: z.number().int(),
  orderItemId: z.number().int().nullable(),
  orderCount: z.number().int(),
  subscriptionPeriod: z.number().int(),
  content: z.string(),
  rate: z.number().int(),
  recommendCount: z.number().int(),
  itemName: z.string(),
  itemThumbnailPath: z.string().nullable(),
  postDate: z.string(),
  /** Set when an admin hid the review from the product page: why (a contract addition). */
  hiddenReason: z.string().nullable(),
});
export type MemberReview = z.infer<typeof memberReviewSchema>;

export const reviewListResponseSchema = z.object({
  reviewableItems: z.array(reviewableItemSchema),
  myReviewData: z.array(memberReviewSchema),
  myReviewDataCount: z.number().int(),
  reviewableItemsCount: z.number().int(),
});
export const reviewablePageSchema = activityPageOf(reviewableItemSchema);
export const memberReviewPageSchema = activityPageOf(memberReviewSchema);

export const reviewWriteQuerySchema = z.object({ itemId: idParamSchema, orderItemId: idParamSchema }, { error: REQUEST_MESSAGES.badRequest });
export const reviewFormResponseSchema = z.object({ reviewForm: reviewableItemSchema });

const bodyInt = z.number({ error: '올바른 번호가 아닙니다.' }).int('올바른 번호가 아닙니다.').min(0, '올바른 번호가 아닙니다.').max(2_147_483_647, '올바른 번호가 아닙니다.');

export const reviewWriteSchema = z.object({
  itemId: bodyInt.positive('올바른 번호가 아닙니다.'),
  orderItemId: bodyInt.positive('올바른 번호가 아닙니다.').optional(),
  /** Shown by the spec's client; the server reads the real values from the order. */
  orderCount: bodyInt.optional(),
  subscriptionPeriod: bodyInt.optional(),
  content: z.string({ error: M.reviewContent }).trim().min(REVIEW_CONTENT.min, M.reviewContent).max(REVIEW_CONTENT.max, M.reviewContent),
  rate: z.number({ error: M.reviewRate }).int(M.reviewRate).min(1, M.reviewRate).max(5, M.reviewRate),
}, { error: REQUEST_MESSAGES.badRequest });
export type ReviewWrite = z.input<typeof reviewWriteSchema>;

export const reviewWrittenSchema = z.object({ result: z.literal('success'), message: z.string(), articleId: z.number().int(), rewardPoint: z.number().int() });

// ---- the member's questions ----

export const memberQnaSchema = z.object({
  articleId: z.number().int(),
  qnaId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productDescription: z.string(),
  thumbnailPath: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  visibility: z.enum(QNA_VISIBILITIES),
  regDate: z.string(),
  /** null: awaiting an answer (editable). */
  answer: z.string().nullable(),
  commentDate: z.string().nullable(),
});
export type MemberQna = z.infer<typeof memberQnaSchema>;
export const memberQnaPageSchema = activityPageOf(memberQnaSchema);

export const qnaIdQuerySchema = z.object({ qnaId: idParamSchema }, { error: REQUEST_MESSAGES.badRequest });
export const qnaFormResponseSchema = z.object({
  qnaForm: z.object({
    qnaId: z.number().int(),
    itemId: z.number().int(),
    itemName: z.string(),
    title: z.string(),
    content: z.string(),
    visibility: z.enum(QNA_VISIBILITIES),
    /** Answered questions are locked (store.md §4). */
    answered: z.boolean(),
  }),
});
export type QnaForm = z.infer<typeof qnaFormResponseSchema>['qnaForm'];

export const qnaUpdateSchema = z.object({
  qnaId: bodyInt.positive('올바른 번호가 아닙니다.').optional(),
  itemId: bodyInt.positive('올바른 번호가 아닙니다.').optional(),
  title: z.string({ error: QNA_MESSAGES.rule }).trim().min(QNA_TITLE_MIN, QNA_MESSAGES.rule).max(QNA_TITLE_MAX, QNA_MESSAGES.titleTooLong),
  content: z.string({ error: QNA_MESSAGES.rule }).trim().min(QNA_CONTENT_MIN, QNA_MESSAGES.rule).max(QNA_CONTENT_MAX, QNA_MESSAGES.contentTooLong),
  visibility: z.enum(QNA_VISIBILITIES, { error: '공개 여부를 선택해 주세요.' }),
}, { error: REQUEST_MESSAGES.badRequest });
export type QnaUpdate = z.input<typeof qnaUpdateSchema>;
export const qnaUpdatedSchema = z.object({ result: z.literal('success'), message: z.string() });

// ---- home ----

export const mypageHomeResponseSchema = z.object({
  myManagementData: myManagementDataSchema,
  myPurchaseData: orNoData(purchaseSchema),
  reviewableItemsCounts: z.number().int(),
  reviewableItems: orNoData(reviewableItemSchema),
  myReviewDataCounts: z.number().int(),
  myReviewData: orNoData(memberReviewSchema),
  qnaManagementDataCounts: z.number().int(),
  qnaManagementData: orNoData(memberQnaSchema),
});
export type MypageHome = z.infer<typeof mypageHomeResponseSchema>;
