import { z } from 'zod';
import { adminPageSchema, adminSizeSchema, pageInfoSchema, seoulDateSchema, withDateRange } from './admin-common.ts';

// GET /api/admin/audit-log: who did what to which target, when, with the before/after state.

const textFilter = (label: string) => z.string().trim().max(100, `${label}은(는) 100자 이내로 입력해 주세요.`).optional();

export const auditLogQuerySchema = withDateRange(
  z.object({
    /** Exact action, or a prefix ending in '.' (e.g. `order.`). */
    action: z.string().trim().regex(/^[a-z0-9.-]{1,60}$/, '작업 이름이 올바르지 않습니다.').optional(),
    targetType: z.string().trim().regex(/^[a-z0-9_-]{1,40}$/, '대상 종류가 올바르지 않습니다.').optional(),
    targetId: textFilter('대상 번호'),
    /** The actor's login id (exact, case-insensitive) or member number; `system` for jobs. */
    actor: textFilter('작업자'),
    from: seoulDateSchema.optional(),
    to: seoulDateSchema.optional(),
    page: adminPageSchema,
    size: adminSizeSchema,
  }),
);
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  actorMemberId: z.number().int().nullable(),
  actorLoginId: z.string().nullable(),
  actorName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogResponseSchema = pageInfoSchema.extend({
  content: z.array(auditLogEntrySchema),
  /** Every action recorded so far, for the filter's choices. */
  actions: z.array(z.string()),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** Korean names of the recorded actions; unknown ones are shown as recorded. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'order.deposit.confirm': '입금 확인',
  'order.cancel.admin': '관리자 주문 취소',
  'order.cancel': '주문 취소',
  'order.cancel.expired': '입금 기한 경과 취소',
  'subscription.issue': '라이선스 키 발급',
  'subscription.revoke': '라이선스 키 회수',
  'member.block': '회원 정지',
  'member.unblock': '회원 정지 해제',
  'custom-request.status': '맞춤 제작 상태 변경',
};
