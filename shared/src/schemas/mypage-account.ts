import { z } from 'zod';
import { PAGE_SIZES } from '../constants/limits.ts';
import { isCalendarDay } from '../rules/seoul-dates.ts';
import { authNumberSchema, clientTimeStampSchema, emailSchema, FIELD_MESSAGES, nameSchema, passwordSchema } from '../rules/fields.ts';
import { REQUEST_MESSAGES } from './common.ts';

// My page, account part (store.md §2 my-info, notification, check-point, check-coupon,
// withdrawal; §7 "My page" calls). The spec leaves the my-info and withdrawal calls unnamed;
// their names are documented in api/README.md.

export const ACCOUNT_MESSAGES = {
  emailCodeSent: '인증번호가 발송되었습니다. 이메일을 확인해 주세요.',
  emailNameMismatch: '회원 정보의 이름과 일치하지 않습니다.',
  /** A code asked for the address the member already uses and has verified: nothing to change. */
  emailAlreadyVerified: '이미 인증된 현재 이메일입니다. 변경할 이메일 주소를 입력해 주세요.',
  emailChanged: '이메일 인증이 완료되었습니다.',
  emailConfirmFailed: '이메일 인증에 실패했습니다.',
  currentPasswordRequired: '현재 비밀번호를 입력해 주세요.',
  currentPasswordWrong: '현재 비밀번호가 일치하지 않습니다.',
  samePassword: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
  passwordChanged: '비밀번호가 변경되었습니다. 다른 기기의 로그인은 모두 해제되었습니다.',
  passwordChangeFailed: '비밀번호 변경에 실패했습니다.',
  noPassword: '소셜 로그인 회원은 비밀번호가 없습니다.',
  passwordThrottled: '비밀번호 확인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  preferenceValue: "설정 값은 'true' 또는 'false'만 가능합니다.",
  preferenceKind: '알 수 없는 알림 종류입니다.',
  pointType: '조회 유형은 전체, 적립, 사용 중 하나여야 합니다.',
  pointPeriod: '조회 기간은 1, 3, 6개월 중 하나여야 합니다.',
  pointDate: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
  pointRange: '시작일은 종료일보다 늦을 수 없습니다.',
  pointRangeTooLong: '조회 기간은 최대 1년입니다.',
  pointRangeBoth: '시작일과 종료일을 함께 입력해 주세요.',
  page: '페이지 번호가 올바르지 않습니다.',
  size: '페이지 크기가 올바르지 않습니다.',
  couponStatus: "쿠폰 상태는 'unused' 또는 'used'여야 합니다.",
  couponCode: '쿠폰 코드는 영문, 숫자, -, _ 로 3~30자입니다.',
  couponRegistered: '쿠폰이 등록되었습니다.',
  couponNotFound: '등록할 수 없는 쿠폰 코드입니다.',
  couponAlreadyOwned: '이미 등록한 쿠폰입니다.',
  couponSoldOut: '쿠폰이 모두 소진되었습니다.',
  couponThrottled: '쿠폰 등록 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  withdrawReason: '탈퇴 사유를 선택해 주세요.',
  withdrawConsent: '탈퇴 안내를 확인하고 동의해 주세요.',
  withdrawPassword: '비밀번호를 입력해 주세요.',
  withdrawPasswordTooLong: '비밀번호는 128자 이하로 입력해 주세요.',
  withdrawDetailType: '기타 사유를 문자로 입력해 주세요.',
  withdrawDetailTooLong: '기타 사유는 500자 이하로 입력해 주세요.',
  withdrawActiveSubscription: '사용 중이거나 사용 전인 구독(라이선스)이 있어 탈퇴할 수 없습니다. 구독 기간이 끝난 뒤 다시 시도해 주세요.',
  withdrawWaitingOrder: '결제 대기 중인 주문이 있어 탈퇴할 수 없습니다. 주문을 취소하거나 결제를 마친 뒤 다시 시도해 주세요.',
  withdrawDone: '회원 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.',
} as const;

const A = ACCOUNT_MESSAGES;

// ---- my info ----

/** GET /api/members/my-info */
export const myInfoSchema = z.object({
  loginId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** False for members who only sign in through Naver or Kakao: no password to change. */
  hasPassword: z.boolean(),
});
export type MyInfo = z.infer<typeof myInfoSchema>;
export const myInfoResponseSchema = z.object({ data: myInfoSchema });

/** POST /api/members/email/code: the name must be the member's own. */
export const emailChangeCodeRequestSchema = z.object({ name: nameSchema, email: emailSchema }, { error: REQUEST_MESSAGES.badRequest });
export type EmailChangeCodeRequest = z.infer<typeof emailChangeCodeRequestSchema>;

/** POST /api/members/email/confirm (membership.md §7): the code proves the new address. */
export const emailConfirmRequestSchema = z.object({ email: emailSchema, authCode: authNumberSchema, timeStamp: clientTimeStampSchema }, { error: REQUEST_MESSAGES.badRequest });

/** The e-mail change form (name, address, then the code sent to it), checked as one. */
export const emailChangeFormSchema = emailChangeCodeRequestSchema.extend({ authCode: authNumberSchema });
export type EmailConfirmRequest = z.input<typeof emailConfirmRequestSchema>;

/** PUT /api/members/password. The live form and the server share this schema. */
export const passwordChangeRequestSchema = z
  .object({
    currentPassword: z.string({ error: A.currentPasswordRequired }).min(1, A.currentPasswordRequired).max(128, '비밀번호는 128자 이하로 입력해 주세요.'),
    newPassword: passwordSchema,
    newPasswordConfirm: z.string({ error: FIELD_MESSAGES.passwordConfirmRequired }).min(1, FIELD_MESSAGES.passwordConfirmRequired),
  }, { error: REQUEST_MESSAGES.badRequest })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: A.samePassword })
  .refine((v) => v.newPassword === v.newPasswordConfirm, { path: ['newPasswordConfirm'], message: FIELD_MESSAGES.newPasswordMismatch });
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

// ---- notifications ----

export const PREFERENCE_KINDS = ['email', 'sms', 'marketing'] as const;
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];
export const preferenceKindSchema = z.enum(PREFERENCE_KINDS, { error: A.preferenceKind });

/** The spec's names (store.md §3: emailOptIn, smsOptIn), and the ad consent as sign-up names it. */
export const notificationPreferenceSchema = z.object({
  emailOptIn: z.boolean(),
  smsOptIn: z.boolean(),
  /** 광고성 정보 수신 동의 */
  marketingOptIn: z.boolean(),
  /** ISO times of the latest change of each (sign-up time until changed). */
  emailUpdatedAt: z.string(),
  smsUpdatedAt: z.string(),
  marketingUpdatedAt: z.string(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationResponseSchema = z.object({ notificationPreference: notificationPreferenceSchema });

/** PUT /api/members/notification-preference/update/{email|sms|marketing} with value 'true' | 'false'. */
export const preferenceUpdateRequestSchema = z.object({ value: z.enum(['true', 'false'], { error: A.preferenceValue }) }, { error: REQUEST_MESSAGES.badRequest });
export const preferenceUpdateResponseSchema = z.object({ message: z.string(), notificationPreference: notificationPreferenceSchema });

// ---- points ----

const pageParam = z.coerce.number({ error: A.page }).int(A.page).min(1, A.page).max(100_000, A.page).default(1);
// A day that exists, in the years the store can mean: the format alone let "2026-02-30" search
// from March 2nd, and year 0000 reach the database as a range it refused (a 500).
const isoDate = z.string({ error: A.pointDate }).refine(isCalendarDay, A.pointDate);

export const POINT_FILTERS = ['all', 'earn', 'use'] as const;
export type PointFilter = (typeof POINT_FILTERS)[number];
export const POINT_PERIODS = [1, 3, 6] as const;

/** GET /api/point: a period in months, or a date range (both ends, at most a year). */
export const pointQuerySchema = z
  .object({
    type: z.enum(POINT_FILTERS, { error: A.pointType }).default('all'),
    period: z.coerce
      .number({ error: A.pointPeriod })
      .refine((v) => (POINT_PERIODS as readonly number[]).includes(v), A.pointPeriod)
      .optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    page: pageParam,
    size: z.coerce.number({ error: A.size }).int(A.size).min(1, A.size).max(50, A.size).default(PAGE_SIZES.points),
  }, { error: REQUEST_MESSAGES.badRequest })
  .refine((v) => (v.startDate === undefined) === (v.endDate === undefined), { path: ['startDate'], message: A.pointRangeBoth })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, { path: ['startDate'], message: A.pointRange })
  .refine((v) => !v.startDate || !v.endDate || Date.parse(v.endDate) - Date.parse(v.startDate) <= 366 * 86_400_000, {
    path: ['endDate'],
    message: A.pointRangeTooLong,
  });
export type PointQuery = z.input<typeof pointQuerySchema>;

/** store.md §3 Point record. */
export const pointRecordSchema = z.object({
  pointDate: z.string(),
  pointType: z.enum(['SAVE', 'USE']),
  description: z.string(),
  deltaPoint: z.number().int(),
});
export type PointRecord = z.infer<typeof pointRecordSchema>;

export const pointResponseSchema = z.object({
  pointData: z.object({
    content: z.array(pointRecordSchema),
    page: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    currentPoint: z.number().int(),
  }),
  /** YYYY-MM-DD in Asia/Seoul: the default range of the date inputs. */
  oneMonthAgo: z.string(),
  todayDate: z.string(),
  /** The range actually searched (YYYY-MM-DD). */
  startDate: z.string(),
  endDate: z.string(),
});
export type PointResponse = z.infer<typeof pointResponseSchema>;

// ---- coupons ----

export const COUPON_TABS = ['unused', 'used'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

export const couponQuerySchema = z.object({
  page: pageParam,
  size: z.coerce.number({ error: A.size }).int(A.size).min(1, A.size).max(50, A.size).default(PAGE_SIZES.coupons),
  status: z.enum(COUPON_TABS, { error: A.couponStatus }).default('unused'),
}, { error: REQUEST_MESSAGES.badRequest });
export type CouponQuery = z.input<typeof couponQuerySchema>;

/** store.md §3 Coupon, plus the state of the member's copy. */
export const walletCouponSchema = z.object({
  couponId: z.number().int(),
  name: z.string(),
  description: z.string(),
  discountRate: z.number().int().nullable(),
  discountAmount: z.number().int().nullable(),
  minPurchase: z.number().int(),
  expirationDate: z.string().nullable(),
  /**
   * UNAVAILABLE: stopped by the admin, or its quantity used up by other members. UPCOMING: its
   * period has not started yet (checkout refuses it until startsAt), so it is not "사용 가능".
   * RESERVED: taken by an order still waiting for its payment (orderNumber); it comes back if that
   * order is cancelled.
   */
  status: z.enum(['UNUSED', 'USED', 'EXPIRED', 'UNAVAILABLE', 'UPCOMING', 'RESERVED']),
  /** When the coupon's period starts (ISO). */
  startsAt: z.string(),
  usedAt: z.string().nullable(),
  /** The order that used (or, RESERVED, holds) the coupon; null while unused. */
  orderNumber: z.string().nullable(),
  issuedAt: z.string(),
});
export type WalletCoupon = z.infer<typeof walletCouponSchema>;

export const couponPageSchema = z.object({
  content: z.array(walletCouponSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type CouponPage = z.infer<typeof couponPageSchema>;

/** POST /api/coupon/use/{couponId}: `couponId` is the coupon's code (e.g. AUTUMN2026). */
export const couponCodeSchema = z
  .string({ error: A.couponCode })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,30}$/, A.couponCode);
export const couponUseResponseSchema = z.object({ message: z.string(), coupon: walletCouponSchema });

// ---- withdrawal ----

export const WITHDRAWAL_REASONS = ['RARELY_USED', 'NO_PRODUCT', 'PRICE', 'SERVICE', 'PRIVACY', 'OTHER'] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];
export const WITHDRAWAL_REASON_LABELS: Record<WithdrawalReason, string> = {
  RARELY_USED: '이용 빈도가 낮아요',
  NO_PRODUCT: '원하는 프로그램이 없어요',
  PRICE: '가격이 부담돼요',
  SERVICE: '서비스 이용이 불편해요',
  PRIVACY: '개인정보가 걱정돼요',
  OTHER: '기타',
};

/** POST /api/members/withdrawal. The password is required for members who have one. */
export const withdrawalRequestSchema = z.object({
  reason: z.enum(WITHDRAWAL_REASONS, { error: A.withdrawReason }),
  detail: z.string({ error: A.withdrawDetailType }).trim().max(500, A.withdrawDetailTooLong).optional(),
  agreed: z.literal(true, { error: A.withdrawConsent }),
  password: z.string({ error: A.withdrawPassword }).max(128, A.withdrawPasswordTooLong).optional(),
}, { error: REQUEST_MESSAGES.badRequest });
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;
