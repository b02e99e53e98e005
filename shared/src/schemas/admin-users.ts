import { z } from 'zod';
import { GRADES, PAYMENT_METHODS } from '../constants/enums.ts';
import { REQUEST_MESSAGES } from './common.ts';
import { ADMIN_LIST_MESSAGES, adminPageSchema, adminSearchSchema, adminSizeSchema, pageInfoSchema, sortDirectionSchema } from './admin-common.ts';

// Admin users (store.md §3 "Admin user row", §5 suspension rules, §7 GET /api/admin/users,
// PUT /api/admin/user/{id}/block).

export const ADMIN_USER_MESSAGES = {
  selectUsers: '정지할 회원을 선택해 주세요.',
  cannotBlockAdmin: '관리자는 정지할 수 없습니다.',
  alreadyBlocked: '이미 정지된 회원입니다.',
  notBlocked: '정지된 회원이 아닙니다.',
  withdrawn: '탈퇴한 회원입니다.',
  userNotFound: '회원을 찾을 수 없습니다.',
  blocked: (n: number) => `${n}명의 회원을 정지했습니다.`,
  unblocked: '회원 정지를 해제했습니다.',
  blockFailed: '회원 정지에 실패했습니다.',
  tooMany: '한 번에 100명까지 정지할 수 있습니다.',
} as const;

/** Every field of the admin user row can be the sort key. */
export const ADMIN_USER_SORT_KEYS = ['id', 'loginId', 'name', 'email', 'phoneNumber', 'grade', 'joinDate', 'latestLoginDate', 'point', 'totalPurchaseAmount'] as const;
export type AdminUserSortKey = (typeof ADMIN_USER_SORT_KEYS)[number];
/** Fields the search box can be limited to; `all` searches each of them. */
export const ADMIN_USER_SEARCH_FIELDS = ['all', 'id', 'loginId', 'name', 'email', 'phoneNumber'] as const;

export const adminUserListQuerySchema = z.object({
  q: adminSearchSchema,
  field: z.enum(ADMIN_USER_SEARCH_FIELDS, { error: '검색 항목이 올바르지 않습니다.' }).default('all'),
  grade: z.enum(GRADES, { error: '등급이 올바르지 않습니다.' }).optional(),
  sort: z.enum(ADMIN_USER_SORT_KEYS, { error: ADMIN_LIST_MESSAGES.badSort }).default('joinDate'),
  direction: sortDirectionSchema,
  page: adminPageSchema,
  size: adminSizeSchema,
}, { error: REQUEST_MESSAGES.badRequest });
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  grade: z.enum(GRADES),
  joinDate: z.string(),
  latestLoginDate: z.string().nullable(),
  point: z.number().int(),
  totalPurchaseAmount: z.number().int(),
  blockedAt: z.string().nullable(),
  /** Why the member is suspended, as the admin gave it (null when no reason was given or not suspended). */
  blockReason: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserListResponseSchema = pageInfoSchema.extend({ userList: z.array(adminUserRowSchema) });
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

const memberIdSchema = z.number({ error: '올바른 회원 번호가 아닙니다.' }).int('올바른 회원 번호가 아닙니다.').positive('올바른 회원 번호가 아닙니다.').max(2_147_483_647, '올바른 회원 번호가 아닙니다.');

export const ADMIN_BLOCK_REASON_MAX = 200;

/** PUT /api/admin/users/block: the selection, suspended all or nothing, with an optional reason. */
export const adminBlockUsersSchema = z.object({
  memberIds: z.array(memberIdSchema, { error: ADMIN_USER_MESSAGES.selectUsers }).min(1, ADMIN_USER_MESSAGES.selectUsers).max(100, ADMIN_USER_MESSAGES.tooMany),
  reason: z.string({ error: '정지 사유를 문자로 입력해 주세요.' }).trim().max(ADMIN_BLOCK_REASON_MAX, `정지 사유는 ${ADMIN_BLOCK_REASON_MAX}자 이내로 입력해 주세요.`).optional(),
}, { error: REQUEST_MESSAGES.badRequest });
export type AdminBlockUsers = z.input<typeof adminBlockUsersSchema>;

export const adminBlockResultSchema = z.object({ message: z.string(), memberIds: z.array(z.number().int()) });
export type AdminBlockResult = z.infer<typeof adminBlockResultSchema>;

// ---- one member: GET /api/admin/users/{id}, POST /api/admin/users/{id}/points ----

export const ADMIN_POINT_ADJUST_MAX = 1_000_000;

export const ADMIN_MEMBER_MESSAGES = {
  badAmount: '조정할 포인트를 0이 아닌 정수로 입력해 주세요.',
  amountTooLarge: `한 번에 ${ADMIN_POINT_ADJUST_MAX.toLocaleString('ko-KR')}P까지 조정할 수 있습니다.`,
  reasonRequired: '조정 사유를 입력해 주세요.',
  reasonTooLong: '조정 사유는 100자 이내로 입력해 주세요.',
  badBalance: '현재 포인트 정보가 올바르지 않습니다. 새로고침 후 다시 시도해 주세요.',
  staleBalance: '그사이 회원의 포인트가 바뀌었습니다. 새로고침 후 다시 확인해 주세요.',
  insufficient: '보유 포인트보다 많이 차감할 수 없습니다.',
  withdrawn: '탈퇴한 회원의 포인트는 조정할 수 없습니다.',
  adjusted: (delta: number) => `포인트 ${delta > 0 ? '+' : ''}${delta.toLocaleString('ko-KR')}P를 조정했습니다.`,
} as const;

export const adminMemberPointSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  description: z.string(),
  balanceAfter: z.number().int(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMemberPoint = z.infer<typeof adminMemberPointSchema>;

export const adminMemberOrderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: z.string(),
  /** How it is paid (or null before the order sheet was sent): an unpaid transfer reads 입금 대기. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  finalAmount: z.number().int(),
  itemSummary: z.string(),
  createdAt: z.string(),
});
export type AdminMemberOrder = z.infer<typeof adminMemberOrderSchema>;

/** GET /api/admin/users/{id}: the row of the list, the account's state, and its recent history. */
export const adminMemberDetailSchema = adminUserRowSchema.extend({
  role: z.enum(['USER', 'ADMIN']),
  status: z.enum(['ACTIVE', 'BLOCKED', 'WITHDRAWN']),
  marketingOptIn: z.boolean(),
  emailOptIn: z.boolean(),
  smsOptIn: z.boolean(),
  /** License keys by state: live (granted), not started, expired or cancelled. */
  keys: z.object({ granted: z.number().int(), beforeUse: z.number().int(), ended: z.number().int() }),
  usableCoupons: z.number().int(),
  /** The 20 latest point changes, newest first. */
  points: z.array(adminMemberPointSchema),
  /** The 10 latest orders, newest first. */
  orders: z.array(adminMemberOrderSchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/**
 * POST /api/admin/users/{id}/points: adds (positive) or takes (negative) points with a reason the
 * member sees in their point history. `expectedBalance` is the balance the admin saw: a change
 * in between (an order, another admin, a double click) is refused (409) rather than stacked.
 */
export const adminPointAdjustSchema = z.object({
  delta: z
    .number({ error: ADMIN_MEMBER_MESSAGES.badAmount })
    .int(ADMIN_MEMBER_MESSAGES.badAmount)
    .refine((v) => v !== 0, ADMIN_MEMBER_MESSAGES.badAmount)
    .refine((v) => Math.abs(v) <= ADMIN_POINT_ADJUST_MAX, ADMIN_MEMBER_MESSAGES.amountTooLarge),
  reason: z.string({ error: ADMIN_MEMBER_MESSAGES.reasonRequired }).trim().min(1, ADMIN_MEMBER_MESSAGES.reasonRequired).max(100, ADMIN_MEMBER_MESSAGES.reasonTooLong),
  expectedBalance: z.number({ error: ADMIN_MEMBER_MESSAGES.badBalance }).int(ADMIN_MEMBER_MESSAGES.badBalance).min(0, ADMIN_MEMBER_MESSAGES.badBalance),
}, { error: REQUEST_MESSAGES.badRequest });
export type AdminPointAdjust = z.input<typeof adminPointAdjustSchema>;
