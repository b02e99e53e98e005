import { z } from 'zod';
import { withParticle } from '../rules/hangul.ts';
import { REQUEST_MESSAGES } from './common.ts';
import { adminPageSchema, adminSizeSchema, pageInfoSchema, seoulDateSchema, withDateRange } from './admin-common.ts';

// GET /api/admin/audit-log: who did what to which target, when, with the before/after state.

const textFilter = (label: string) =>
  z.string({ error: `${withParticle(label, '이/가')} 올바르지 않습니다.` }).trim().max(100, `${withParticle(label, '은/는')} 100자 이내로 입력해 주세요.`).optional();

export const auditLogQuerySchema = withDateRange(
  z.object({
    /** Exact action, or a prefix ending in '.' (e.g. `order.`). */
    action: z.string({ error: '작업 이름이 올바르지 않습니다.' }).trim().regex(/^[a-z0-9.-]{1,60}$/, '작업 이름이 올바르지 않습니다.').optional(),
    targetType: z.string({ error: '대상 종류가 올바르지 않습니다.' }).trim().regex(/^[a-z0-9_-]{1,40}$/, '대상 종류가 올바르지 않습니다.').optional(),
    targetId: textFilter('대상 번호'),
    /** The actor's login id (exact, case-insensitive) or member number; `system` for jobs. */
    actor: textFilter('작업자'),
    from: seoulDateSchema.optional(),
    to: seoulDateSchema.optional(),
    page: adminPageSchema,
    size: adminSizeSchema,
  }, { error: REQUEST_MESSAGES.badRequest }),
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

/** Korean names of every action the API records (api/src: insertAudit calls). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'order.deposit.confirm': '입금 확인',
  'order.cancel': '주문 취소',
  'order.cancel.admin': '관리자 주문 취소',
  'order.cancel.expired': '입금 기한 경과 취소',
  'order.cancel.provider': '결제사 환불로 주문 취소',
  'order.view': '주문 상세 조회',
  'subscription.issue': '라이선스 키 발급',
  'subscription.create': '라이선스 키 생성 (관리자)',
  'subscription.reveal': '라이선스 키 사용 시작',
  'subscription.revoke': '라이선스 키 회수',
  'subscription.expire': '라이선스 키 만료',
  'license.activate': 'PC 등록',
  'license.activate.refused': 'PC 등록 거부',
  'license.activate.moved': 'PC 등록 MAC 변경 (같은 PC)',
  'license.slot.clear': 'PC 등록 삭제',
  'coupon.create': '쿠폰 생성',
  'coupon.issue': '쿠폰 발급',
  'coupon.activate': '쿠폰 사용 재개',
  'coupon.deactivate': '쿠폰 사용 중지',
  'item.create': '상품 등록',
  'item.update': '상품 수정',
  'settings.update': '사이트 설정 변경',
  'settings.main-page.update': '메인 페이지 변경',
  'member.block': '회원 정지',
  'member.unblock': '회원 정지 해제',
  'member.withdraw': '회원 탈퇴',
  'member.points.adjust': '포인트 조정',
  'member.view': '회원 정보 조회',
  'custom-request.status': '맞춤 제작 상태 변경',
  'custom-request.view': '맞춤 제작 신청 조회',
  'custom-request.file.download': '맞춤 제작 첨부 파일 다운로드',
  'qna.answer': '상품 문의 답변',
  'qna.answer.update': '상품 문의 답변 수정',
  'qna.delete': '상품 문의 삭제',
  'review.hide': '리뷰 숨김',
  'review.show': '리뷰 다시 공개',
};

const AUDIT_ACTION_AREAS: Record<string, string> = {
  order: '주문',
  subscription: '라이선스 키',
  license: '라이선스',
  coupon: '쿠폰',
  item: '상품',
  settings: '사이트 설정',
  member: '회원',
  'custom-request': '맞춤 제작',
  qna: '상품 문의',
  review: '리뷰',
};

/**
 * The Korean name of an action. An action added to the API before it gets a label still reads
 * as Korean by its area, with the code kept so an admin can tell two unknown ones apart.
 */
export function auditActionLabel(action: string): string {
  if (Object.hasOwn(AUDIT_ACTION_LABELS, action)) return AUDIT_ACTION_LABELS[action]!;
  const area = AUDIT_ACTION_AREAS[action.split('.')[0] ?? ''];
  return `${area ? `${area} ` : '기타 '}작업 (${action})`;
}
