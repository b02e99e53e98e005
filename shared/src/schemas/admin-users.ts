import { z } from 'zod';
import { GRADES } from '../constants/enums.ts';
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
});
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
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserListResponseSchema = pageInfoSchema.extend({ userList: z.array(adminUserRowSchema) });
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

const memberIdSchema = z.number({ error: '올바른 회원 번호가 아닙니다.' }).int('올바른 회원 번호가 아닙니다.').positive('올바른 회원 번호가 아닙니다.').max(2_147_483_647, '올바른 회원 번호가 아닙니다.');

/** PUT /api/admin/users/block: the selection, suspended all or nothing. */
export const adminBlockUsersSchema = z.object({
  memberIds: z.array(memberIdSchema, { error: ADMIN_USER_MESSAGES.selectUsers }).min(1, ADMIN_USER_MESSAGES.selectUsers).max(100, ADMIN_USER_MESSAGES.tooMany),
  reason: z.string().trim().max(200, '정지 사유는 200자 이내로 입력해 주세요.').optional(),
});
export type AdminBlockUsers = z.input<typeof adminBlockUsersSchema>;

export const adminBlockResultSchema = z.object({ message: z.string(), memberIds: z.array(z.number().int()) });
export type AdminBlockResult = z.infer<typeof adminBlockResultSchema>;
