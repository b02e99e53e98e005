import { z } from 'zod';
import { QNA_VISIBILITIES } from '../constants/enums.ts';
import { REQUEST_MESSAGES } from './common.ts';
import { adminPageSchema, adminSearchSchema, adminSizeSchema, pageInfoSchema, seoulDateSchema, withDateRange } from './admin-common.ts';

// Admin view of product Q&A: members ask on a product's page (store.md §7); an admin answers
// here. An answered question is locked for its author (store.md "Q&A: a comment means 'answer
// complete' (edit disabled)"), so the answer is the admin's to correct.

export const QNA_ANSWER_MAX = 2000;

export const ADMIN_QNA_MESSAGES = {
  notFound: '문의를 찾을 수 없습니다.',
  answerRequired: '답변 내용을 입력해 주세요.',
  answerTooLong: `답변은 ${QNA_ANSWER_MAX}자 이내로 입력해 주세요.`,
  badSeen: '문의 정보가 올바르지 않습니다. 새로고침 후 다시 시도해 주세요.',
  stale: '그사이 문의가 수정되었거나 다른 관리자가 답변했습니다. 새로고침 후 내용을 확인해 주세요.',
  answered: '답변을 등록했습니다.',
  answerUpdated: '답변을 수정했습니다.',
  deleted: '문의를 삭제했습니다.',
} as const;

export const QNA_ANSWER_STATES = ['WAITING', 'ANSWERED'] as const;
export type QnaAnswerState = (typeof QNA_ANSWER_STATES)[number];
export const QNA_ANSWER_STATE_LABELS: Record<QnaAnswerState, string> = { WAITING: '답변 대기', ANSWERED: '답변 완료' };

export const adminQnaListQuerySchema = withDateRange(
  z.object({
    state: z.enum(QNA_ANSWER_STATES, { error: '답변 상태가 올바르지 않습니다.' }).optional(),
    /** Title, content, product name or the author's login id (part of any). */
    q: adminSearchSchema,
    from: seoulDateSchema.optional(),
    to: seoulDateSchema.optional(),
    page: adminPageSchema,
    size: adminSizeSchema,
  }, { error: REQUEST_MESSAGES.badRequest }),
);
export type AdminQnaListQuery = z.input<typeof adminQnaListQuerySchema>;

export const adminQnaRowSchema = z.object({
  qnaId: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  title: z.string(),
  content: z.string(),
  visibility: z.enum(QNA_VISIBILITIES),
  memberLoginId: z.string(),
  memberName: z.string(),
  regDate: z.string(),
  /** The question's last change (the author's edit or an answer): sent back as `seenUpdatedAt`. */
  updatedAt: z.string(),
  answer: z.string().nullable(),
  commentDate: z.string().nullable(),
});
export type AdminQnaRow = z.infer<typeof adminQnaRowSchema>;

export const adminQnaListResponseSchema = pageInfoSchema.extend({
  content: z.array(adminQnaRowSchema),
  /** Questions still waiting for an answer, over the whole store (not only this filter). */
  waitingCount: z.number().int(),
});
export type AdminQnaListResponse = z.infer<typeof adminQnaListResponseSchema>;

/**
 * PUT /api/admin/qna/{id}/answer: writes or corrects the answer. `seenUpdatedAt` is the question
 * as the admin read it; an edit by its author or another admin's answer in between is refused
 * (409) rather than answered unseen or overwritten.
 */
export const adminQnaAnswerSchema = z.object({
  answer: z.string({ error: ADMIN_QNA_MESSAGES.answerRequired }).trim().min(1, ADMIN_QNA_MESSAGES.answerRequired).max(QNA_ANSWER_MAX, ADMIN_QNA_MESSAGES.answerTooLong),
  seenUpdatedAt: z.iso.datetime({ offset: true, error: ADMIN_QNA_MESSAGES.badSeen }),
}, { error: REQUEST_MESSAGES.badRequest });
export type AdminQnaAnswer = z.input<typeof adminQnaAnswerSchema>;

export const adminQnaDeleteResultSchema = z.object({ message: z.string(), qnaId: z.number().int() });
export type AdminQnaDeleteResult = z.infer<typeof adminQnaDeleteResultSchema>;
