import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../constants/enums.ts';
import { adminPageSchema, adminSearchSchema, adminSizeSchema, pageInfoSchema, seoulDateSchema, withDateRange } from './admin-common.ts';
import { REQUEST_MESSAGES } from './common.ts';
import { applicationFileSchema, applicationRowSchema } from './custom-request.ts';

// Admin view of custom-software applications (store.md §4 statuses, issue 7 item 9).

export const ADMIN_CUSTOM_REQUEST_MESSAGES = {
  statusChanged: '신청 상태를 변경했습니다.',
  sameStatus: '현재와 같은 상태입니다.',
  transitionNotAllowed: (from: string, to: string) => `'${from}' 상태에서 '${to}' 상태로 변경할 수 없습니다.`,
  stale: '다른 관리자가 먼저 상태를 변경했습니다. 새로고침 후 다시 시도해 주세요.',
  noteTooLong: '메모는 1000자 이내로 입력해 주세요.',
  noteRequired: '반려 또는 취소 사유를 메모에 입력해 주세요.',
  sharedNoteRequired: '신청자에게 전할 내용을 메모에 입력해 주세요.',
  shareNoteInvalid: '신청자 공개 여부가 올바르지 않습니다.',
} as const;

/**
 * Allowed moves of §4's lifecycle: received → consulted → in production → produced →
 * delivered, with rejection possible until production starts and cancellation until delivery.
 * DELIVERY_COMPLETED, REJECTED and CANCEL are final.
 */
/** Moves that need a reason (the note), which the applicant is shown: a rejection and a cancel. */
export const needsReason = (status: ApplicationStatus | ''): status is 'REJECTED' | 'CANCEL' => status === 'REJECTED' || status === 'CANCEL';

/** Whether a move's note reaches the applicant: a reason always does, any other note when the admin shares it. */
export const noteIsShared = (status: ApplicationStatus, note: string, shareNote: boolean) => note.length > 0 && (needsReason(status) || shareNote);

export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  WAITING: ['ACCEPTED', 'REJECTED', 'CANCEL'],
  ACCEPTED: ['IN_PROGRESS', 'REJECTED', 'CANCEL'],
  IN_PROGRESS: ['PRODUCTION_COMPLETED', 'CANCEL'],
  PRODUCTION_COMPLETED: ['DELIVERY_COMPLETED', 'IN_PROGRESS', 'CANCEL'],
  DELIVERY_COMPLETED: [],
  REJECTED: [],
  CANCEL: [],
};

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS[from].includes(to);
}

export const adminApplicationListQuerySchema = withDateRange(
  z.object({
    status: z.enum(APPLICATION_STATUSES, { error: '신청 상태가 올바르지 않습니다.' }).optional(),
    /** Name, e-mail, phone, title or application number (part of any). */
    q: adminSearchSchema,
    from: seoulDateSchema.optional(),
    to: seoulDateSchema.optional(),
    page: adminPageSchema,
    size: adminSizeSchema,
  }, { error: REQUEST_MESSAGES.badRequest }),
);
export type AdminApplicationListQuery = z.input<typeof adminApplicationListQuerySchema>;

export const adminApplicationRowSchema = applicationRowSchema.extend({ memberLoginId: z.string().nullable(), fileCount: z.number().int() });
export type AdminApplicationRow = z.infer<typeof adminApplicationRowSchema>;

export const adminApplicationListResponseSchema = pageInfoSchema.extend({ content: z.array(adminApplicationRowSchema) });
export type AdminApplicationListResponse = z.infer<typeof adminApplicationListResponseSchema>;

export const applicationHistoryEntrySchema = z.object({
  id: z.number().int(),
  fromStatus: z.enum(APPLICATION_STATUSES),
  toStatus: z.enum(APPLICATION_STATUSES),
  note: z.string(),
  /** The note reached the applicant (a reason, or a note the admin shared): mail and my page. */
  shared: z.boolean(),
  actorLoginId: z.string().nullable(),
  createdAt: z.string(),
});
export type ApplicationHistoryEntry = z.infer<typeof applicationHistoryEntrySchema>;

export const adminApplicationDetailSchema = adminApplicationRowSchema.extend({
  files: z.array(applicationFileSchema),
  history: z.array(applicationHistoryEntrySchema),
  allowedStatuses: z.array(z.enum(APPLICATION_STATUSES)),
});
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;

/**
 * PUT /api/admin/custom-requests/{id}/status. `fromStatus` is the status the admin saw: a change
 * made meanwhile by someone else is refused (409) instead of silently overwritten.
 */
export const adminApplicationStatusSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES, { error: '변경할 상태를 선택해 주세요.' }),
    fromStatus: z.enum(APPLICATION_STATUSES, { error: '현재 상태가 올바르지 않습니다.' }),
    note: z.string({ error: '메모를 문자로 입력해 주세요.' }).trim().max(1000, ADMIN_CUSTOM_REQUEST_MESSAGES.noteTooLong).default(''),
    /** The note goes to the applicant too (mail, my page); a rejection's or cancel's always does. */
    shareNote: z.boolean({ error: ADMIN_CUSTOM_REQUEST_MESSAGES.shareNoteInvalid }).default(false),
  }, { error: REQUEST_MESSAGES.badRequest })
  .refine((v) => !needsReason(v.status) || v.note.length > 0, { message: ADMIN_CUSTOM_REQUEST_MESSAGES.noteRequired, path: ['note'] })
  .refine((v) => !v.shareNote || v.note.length > 0, { message: ADMIN_CUSTOM_REQUEST_MESSAGES.sharedNoteRequired, path: ['note'] });
export type AdminApplicationStatus = z.input<typeof adminApplicationStatusSchema>;
