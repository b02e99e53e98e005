import { z } from 'zod';
import { REQUEST_MESSAGES } from './common.ts';
import { adminPageSchema, adminSearchSchema, adminSizeSchema, pageInfoSchema, seoulDateSchema, withDateRange } from './admin-common.ts';

// Admin view of product reviews. A review is hidden, never deleted: its order line stays
// reviewed (no second reward), and its author still sees it with the reason.

export const REVIEW_HIDE_REASON_MAX = 200;

export const ADMIN_REVIEW_MESSAGES = {
  notFound: '리뷰를 찾을 수 없습니다.',
  reasonRequired: '숨기는 사유를 입력해 주세요. 작성자에게 보입니다.',
  reasonTooLong: `사유는 ${REVIEW_HIDE_REASON_MAX}자 이내로 입력해 주세요.`,
  alreadyHidden: '이미 숨긴 리뷰입니다.',
  alreadyShown: '이미 공개된 리뷰입니다.',
  hidden: '리뷰를 숨겼습니다.',
  shown: '리뷰를 다시 공개했습니다.',
} as const;

export const REVIEW_VISIBILITIES = ['SHOWN', 'HIDDEN'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];
export const REVIEW_VISIBILITY_LABELS: Record<ReviewVisibility, string> = { SHOWN: '공개', HIDDEN: '숨김' };

export const adminReviewListQuerySchema = withDateRange(
  z.object({
    visibility: z.enum(REVIEW_VISIBILITIES, { error: '공개 상태가 올바르지 않습니다.' }).optional(),
    rate: z.coerce.number({ error: '별점은 1~5 사이여야 합니다.' }).int('별점은 1~5 사이여야 합니다.').min(1, '별점은 1~5 사이여야 합니다.').max(5, '별점은 1~5 사이여야 합니다.').optional(),
    /** Content, product name or the author's login id (part of any). */
    q: adminSearchSchema,
    from: seoulDateSchema.optional(),
    to: seoulDateSchema.optional(),
    page: adminPageSchema,
    size: adminSizeSchema,
  }, { error: REQUEST_MESSAGES.badRequest }),
);
export type AdminReviewListQuery = z.input<typeof adminReviewListQuerySchema>;

export const adminReviewRowSchema = z.object({
  reviewId: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  memberLoginId: z.string(),
  memberName: z.string(),
  rate: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type AdminReviewRow = z.infer<typeof adminReviewRowSchema>;

export const adminReviewListResponseSchema = pageInfoSchema.extend({ content: z.array(adminReviewRowSchema) });
export type AdminReviewListResponse = z.infer<typeof adminReviewListResponseSchema>;

/** PUT /api/admin/reviews/{id}/visibility: hide with a reason the author sees, or show again. */
export const adminReviewVisibilitySchema = z.discriminatedUnion(
  'hidden',
  [
    z.object({
      hidden: z.literal(true),
      reason: z.string({ error: ADMIN_REVIEW_MESSAGES.reasonRequired }).trim().min(1, ADMIN_REVIEW_MESSAGES.reasonRequired).max(REVIEW_HIDE_REASON_MAX, ADMIN_REVIEW_MESSAGES.reasonTooLong),
    }),
    z.object({ hidden: z.literal(false) }),
  ],
  { error: '공개 여부를 선택해 주세요.' },
);
export type AdminReviewVisibility = z.input<typeof adminReviewVisibilitySchema>;
