import { z } from 'zod';
import { isCalendarDay } from '../rules/seoul-dates.ts';
import { withParticle } from '../rules/hangul.ts';
import { REQUEST_MESSAGES } from './common.ts';

// Admin coupon contract (store.md §3 "Admin create payload"). Dates are calendar days in
// Asia/Seoul: a coupon runs from the start of startDate to the end of endDate.

export const COUPON_DISCOUNT_TYPES = ['FIXED', 'PERCENT'] as const;
export const COUPON_DISCOUNT_TYPE_LABELS: Record<(typeof COUPON_DISCOUNT_TYPES)[number], string> = { FIXED: '정액 할인', PERCENT: '정률 할인' };
export const COUPON_LIMITS = { maxFixed: 10_000_000, maxMinPurchase: 100_000_000, maxQuantity: 1_000_000, maxIssue: 100 } as const;

const COUPON_CODE_RULE = '쿠폰 코드는 영문, 숫자, -, _ 4~20자로 입력해 주세요.';

const dateOnly = (label: string) =>
  z
    .string({ error: `${withParticle(label, '을/를')} 입력해 주세요.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${withParticle(label, '은/는')} YYYY-MM-DD 형식으로 입력해 주세요.`)
    .refine(isCalendarDay, `${withParticle(label, '은/는')} 달력에 있는 날짜로 입력해 주세요.`);

export const adminCouponCreateSchema = z
  .object({
    name: z.string({ error: '쿠폰 이름을 입력해 주세요.' }).trim().min(1, '쿠폰 이름을 입력해 주세요.').max(50, '쿠폰 이름은 50자 이하로 입력해 주세요.'),
    description: z.string({ error: '설명을 문자로 입력해 주세요.' }).trim().max(200, '설명은 200자 이하로 입력해 주세요.').default(''),
    discountType: z.enum(COUPON_DISCOUNT_TYPES, { error: '할인 방식을 선택해 주세요.' }),
    discountValue: z.number({ error: '할인 값을 숫자로 입력해 주세요.' }).int('할인 값은 정수로 입력해 주세요.'),
    minPurchase: z
      .number({ error: '최소 구매 금액을 숫자로 입력해 주세요.' })
      .int('최소 구매 금액은 원 단위 정수로 입력해 주세요.')
      .min(0, '최소 구매 금액은 0원 이상이어야 합니다.')
      .max(COUPON_LIMITS.maxMinPurchase, '최소 구매 금액이 너무 큽니다.')
      .default(0),
    /** null: unlimited. */
    quantity: z
      .number({ error: '발급 수량을 숫자로 입력해 주세요.' })
      .int('발급 수량은 정수로 입력해 주세요.')
      .min(1, '발급 수량은 1개 이상이어야 합니다.')
      .max(COUPON_LIMITS.maxQuantity, '발급 수량은 100만 개 이하로 입력해 주세요.')
      .nullable(),
    startDate: dateOnly('시작일'),
    endDate: dateOnly('종료일'),
    couponCode: z
      .union([z.string({ error: COUPON_CODE_RULE }).trim().regex(/^[A-Za-z0-9_-]{4,20}$/, COUPON_CODE_RULE).nullable(), z.literal('').transform(() => null)], {
        error: COUPON_CODE_RULE,
      })
      .default(null),
    isActive: z.boolean({ error: '사용 여부를 선택해 주세요.' }).default(true),
  }, { error: REQUEST_MESSAGES.badRequest })
  .superRefine((v, ctx) => {
    if (v.discountType === 'PERCENT' && (v.discountValue < 1 || v.discountValue > 100)) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: '할인율은 1~100% 사이로 입력해 주세요.' });
    }
    if (v.discountType === 'FIXED' && (v.discountValue < 1 || v.discountValue > COUPON_LIMITS.maxFixed)) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: '할인 금액은 1원 이상 1,000만 원 이하로 입력해 주세요.' });
    }
    if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: '종료일은 시작일 이후여야 합니다.' });
  });
export type AdminCouponCreate = z.input<typeof adminCouponCreateSchema>;

export const adminCouponSchema = z.object({
  couponId: z.number().int(),
  name: z.string(),
  description: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountValue: z.number().int(),
  minPurchase: z.number().int(),
  quantity: z.number().int().nullable(),
  issuedCount: z.number().int(),
  usedCount: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** Days a member's copy lasts from its issue (null: until the coupon's end), as members see it. */
  validDays: z.number().int().nullable(),
  couponCode: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponListResponseSchema = z.object({ coupons: z.array(adminCouponSchema) });
export const adminCouponResultSchema = z.object({ result: z.literal('success'), coupon: adminCouponSchema });

export const couponIdParamSchema = z.object(
  {
    couponId: z.coerce.number({ error: '쿠폰 번호가 올바르지 않습니다.' }).int('쿠폰 번호가 올바르지 않습니다.').positive('쿠폰 번호가 올바르지 않습니다.').max(2_147_483_647, '쿠폰 번호가 올바르지 않습니다.'),
  },
  { error: REQUEST_MESSAGES.badRequest },
);
export const adminCouponActiveSchema = z.object({ isActive: z.boolean({ error: '사용 여부를 선택해 주세요.' }) }, { error: REQUEST_MESSAGES.badRequest });

export const ADMIN_COUPON_MESSAGES = {
  noRecipients: '쿠폰을 발급할 회원의 아이디를 입력해 주세요.',
  notFound: '쿠폰을 찾을 수 없습니다.',
  duplicateCode: '이미 사용 중인 쿠폰 코드입니다.',
  soldOut: (left: number, wanted: number) => `남은 발급 수량이 ${left}장이라 ${wanted}명에게 발급할 수 없습니다. 받을 회원을 줄이거나 수량을 늘려 주세요.`,
  inactive: '사용 중지된 쿠폰은 발급할 수 없습니다.',
  expired: '기간이 끝난 쿠폰은 발급할 수 없습니다.',
  endPassed: '종료일이 이미 지났습니다. 오늘 이후의 날짜로 입력해 주세요.',
  memberNotFound: '발급할 수 없는 회원이 포함되어 있습니다.',
  /** A member named by number (from a member list) rather than by a login id typed in. */
  memberNumber: (id: number) => `회원 번호 ${id}`,
  /** Why one member named cannot have the coupon, by the name the admin gave (login id or number). */
  notAMember: (name: string) => `가입된 회원이 아닙니다: ${name}`,
  suspendedMember: (name: string) => `정지된 회원에게는 발급할 수 없습니다: ${name}`,
  withdrawnMember: (name: string) => `탈퇴한 회원에게는 발급할 수 없습니다: ${name}`,
  adminMember: (name: string) => `관리자 계정에는 발급할 수 없습니다: ${name}`,
  chosenTwice: (names: string[]) => `같은 회원이 두 번 선택되었습니다: ${names.join(', ')}`,
  created: '쿠폰이 생성되었습니다.',
} as const;

/** The values whose key another value shares, each once, in the order given: `demo, DEMO` for one login. */
function repeated<T>(values: T[], keyOf: (value: T) => unknown): T[] {
  const counts = new Map<unknown, number>();
  for (const value of values) counts.set(keyOf(value), (counts.get(keyOf(value)) ?? 0) + 1);
  return [...new Set(values.filter((value) => counts.get(keyOf(value))! > 1))];
}

/** Members by number (from a member list) and/or by login id (typed by the admin). */
export const adminCouponIssueSchema = z
  .object({
    memberIds: z
      .array(z.number({ error: '회원 번호가 올바르지 않습니다.' }).int('회원 번호가 올바르지 않습니다.').positive('회원 번호가 올바르지 않습니다.').max(2_147_483_647, '회원 번호가 올바르지 않습니다.'), { error: '회원 번호 목록이 올바르지 않습니다.' })
      .max(COUPON_LIMITS.maxIssue, '한 번에 100명까지 발급할 수 있습니다.')
      .default([]),
    loginIds: z
      .array(z.string({ error: '아이디를 입력해 주세요.' }).trim().min(1, '아이디를 입력해 주세요.').max(50, '아이디가 너무 깁니다.'), { error: '아이디 목록이 올바르지 않습니다.' })
      .max(COUPON_LIMITS.maxIssue, '한 번에 100명까지 발급할 수 있습니다.')
      .default([]),
  }, { error: REQUEST_MESSAGES.badRequest })
  .superRefine((v, ctx) => {
    if (v.memberIds.length + v.loginIds.length === 0) ctx.addIssue({ code: 'custom', path: ['memberIds'], message: ADMIN_COUPON_MESSAGES.noRecipients });
    else if (v.memberIds.length + v.loginIds.length > COUPON_LIMITS.maxIssue) ctx.addIssue({ code: 'custom', path: ['memberIds'], message: '한 번에 100명까지 발급할 수 있습니다.' });
    // Named as typed: a login id however it was spelt (login is case-insensitive), else the number.
    const twice = [...repeated(v.loginIds, (login) => login.toLowerCase()), ...repeated(v.memberIds, (id) => id).map(ADMIN_COUPON_MESSAGES.memberNumber)];
    if (twice.length > 0) ctx.addIssue({ code: 'custom', path: ['memberIds'], message: ADMIN_COUPON_MESSAGES.chosenTwice(twice) });
  });
export type AdminCouponIssue = z.input<typeof adminCouponIssueSchema>;
export const adminCouponIssueResultSchema = z.object({
  result: z.literal('success'),
  /** Members who received the coupon now. */
  issued: z.array(z.number().int()),
  /** Members who already held it (no second copy). */
  alreadyHeld: z.array(z.number().int()),
  coupon: adminCouponSchema,
});

