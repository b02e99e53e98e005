import { z } from 'zod';
import { ADMIN_KEY_MONTHS, DAYS_PER_MONTH, normalizeLicenseKey } from '../rules/subscriptions.ts';
import { MAC_MESSAGES, normalizeMacAddress, SHARED_VIRTUAL_MACS } from '../rules/mac-address.ts';
import { idParamSchema, REQUEST_MESSAGES } from './common.ts';

// Subscriptions and license keys: the member's keys (store.md §3, §7 "My page"), the admin's key
// creation and MAC slots (§7 "Admin"), and the activation API of the purchased programs
// (DESIGN.md §6). Use statuses stay plain strings in answers: a value the spec does not name
// must reach the screen, which shows it as 'unknown' (§4).

/** The longest reason an admin may give for taking back a key (kept in the audit log). */
export const ADMIN_KEY_REVOKE_REASON_MAX = 200;

export const SUBSCRIPTION_MESSAGES = {
  notFound: '구독 정보를 찾을 수 없습니다.',
  revealNotAllowed: '사용을 시작할 수 없는 라이선스 키입니다.',
  confirmFailed: '라이선스 키 확인에 실패했습니다. 다시 시도해 주세요.',
  // Admin (store.md §8).
  fetchFailed: '구독 데이터를 불러오지 못했습니다.',
  createFailed: (text: string) => `구독 생성에 실패했습니다: ${text}`,
  created: (key: string, days: number) => `라이선스 키가 생성되었습니다. (${days}일)\n${key}`,
  wrongSecret: '시크릿 토큰이 올바르지 않습니다.',
  secretThrottled: '시크릿 토큰을 여러 번 잘못 입력했습니다. 15분쯤 뒤에 다시 시도해 주세요.',
  itemNotFound: '상품을 찾을 수 없습니다.',
  macDeleted: 'MAC 주소가 삭제되었습니다.',
  macDeleteFailed: (message: string) => `삭제에 실패했습니다: ${message}`,
  macDeleteError: 'MAC 주소 삭제 요청에 실패했습니다.',
  macNotInSlot: '해당 키에 등록된 MAC 주소가 아닙니다.',
  keyCopied: '라이선스 키를 클립보드에 복사했습니다.',
  keyRevoked: '라이선스 키를 회수했습니다. 이 키로는 더 이상 프로그램을 사용할 수 없습니다.',
  alreadyRevoked: '이미 회수된 라이선스 키입니다.',
  orderKeyRevoke: '주문으로 발급된 키는 주문을 취소하면 회수됩니다. 주문 상세에서 취소해 주세요.',
  revokeReasonTooLong: `회수 사유는 ${ADMIN_KEY_REVOKE_REASON_MAX}자 이하로 입력해 주세요.`,
  revokeReasonInvalid: '회수 사유는 글자로 입력해 주세요.',
} as const;

// ---- my page ----

export const subscriptionKeySummarySchema = z.object({
  subscriptionListId: z.number().int(),
  useStatus: z.string(),
  subscriptionPeriod: z.number().int(),
  purchaseDate: z.string(),
  expireDate: z.string().nullable(),
  /**
   * When the key was taken back because its order was cancelled and refunded (useStatus then
   * reads UNSUBSCRIPTION, and expireDate is the end it will never reach); null while it stands.
   */
  revokedDate: z.string().nullable(),
});
export type SubscriptionKeySummary = z.infer<typeof subscriptionKeySummarySchema>;

/** One card of /mypage/subscription: a product and the member's keys of it. */
export const subscriptionSummarySchema = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  itemThumbnail: z.string().nullable(),
  count: z.number().int(),
  grantedCount: z.number().int(),
  beforeUseCount: z.number().int(),
  expiredCount: z.number().int(),
  /** Keys taken back with a cancelled order (revokedDate set); in none of the three counts above. */
  revokedCount: z.number().int(),
  allExpired: z.boolean(),
  /** The keys behind the counts, newest first; each opens its detail. */
  subscriptions: z.array(subscriptionKeySummarySchema),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const subscriptionListResponseSchema = z.object({ subscriptionData: z.array(subscriptionSummarySchema) });

export const macSlotSchema = z.object({
  slot: z.union([z.literal(1), z.literal(2)]),
  macAddress: z.string().nullable(),
  /** The desktop app's machine id of the PC that took the slot, when it sent one. */
  machineId: z.string().nullable(),
});
export type MacSlot = z.infer<typeof macSlotSchema>;

export const subscriptionDetailSchema = z.object({
  subscriptionListId: z.number().int(),
  /** The full key once its period has started; masked (`AWK3-****-…`) before. */
  hashKey: z.string(),
  revealed: z.boolean(),
  useStatus: z.string(),
  subscriptionPeriod: z.number().int(),
  purchaseDate: z.string(),
  startDate: z.string().nullable(),
  expireDate: z.string().nullable(),
  /** As in the list: when the key was taken back with its cancelled order; null while it stands. */
  revokedDate: z.string().nullable(),
  orderPrice: z.number().int(),
  /** How the key was issued: an order (orderPrice is its unit price) or an admin (no price). */
  source: z.enum(['ORDER', 'ADMIN']),
  slots: z.array(macSlotSchema),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

export const subscriptionDetailResponseSchema = z.object({ subscriptionDetail: subscriptionDetailSchema, itemName: z.string() });
export type SubscriptionDetailResponse = z.infer<typeof subscriptionDetailResponseSchema>;

export const subscriptionIdParamSchema = z.object({ id: idParamSchema }, { error: REQUEST_MESSAGES.badRequest });
export const subscriptionListIdParamSchema = z.object({ subscriptionListId: idParamSchema }, { error: REQUEST_MESSAGES.badRequest });

// ---- admin ----

const ADMIN_DAYS = ADMIN_KEY_MONTHS.map((m) => m * DAYS_PER_MONTH);

/** POST /api/subscription/create-hash-key/temp, form-encoded (store.md §7). */
export const adminCreateKeySchema = z.object({
  id: idParamSchema,
  days: z.coerce
    .number({ error: '기간을 선택해 주세요.' })
    .int('기간을 선택해 주세요.')
    .refine((d) => ADMIN_DAYS.includes(d), '기간은 1, 3, 6, 12개월 중에서 선택해 주세요.'),
  secret_token: z.string({ error: '시크릿 토큰을 입력해 주세요.' }).min(1, '시크릿 토큰을 입력해 주세요.').max(200, SUBSCRIPTION_MESSAGES.wrongSecret),
  buyerName: z.string({ error: '구매자 이름을 입력해 주세요.' }).trim().min(1, '구매자 이름을 입력해 주세요.').max(50, '구매자 이름은 50자 이하로 입력해 주세요.'),
}, { error: REQUEST_MESSAGES.badRequest });
export type AdminCreateKey = z.input<typeof adminCreateKeySchema>;

/** The admin form: the same fields, months instead of days. */
export const adminCreateKeyFormSchema = z.object({
  buyerName: adminCreateKeySchema.shape.buyerName,
  itemId: z.coerce.number({ error: '상품을 선택해 주세요.' }).int('상품을 선택해 주세요.').positive('상품을 선택해 주세요.'),
  months: z.coerce
    .number({ error: '기간을 선택해 주세요.' })
    .refine((m) => (ADMIN_KEY_MONTHS as readonly number[]).includes(m), '기간을 선택해 주세요.'),
  secretToken: z.string({ error: '시크릿 토큰을 입력해 주세요.' }).min(1, '시크릿 토큰을 입력해 주세요.'),
}, { error: REQUEST_MESSAGES.badRequest });
export type AdminCreateKeyForm = z.input<typeof adminCreateKeyFormSchema>;

/** `expiring`: active keys that end within the expiry notice's week (EXPIRY_NOTICE_DAYS). */
export const ADMIN_KEY_FILTERS = ['all', 'active', 'expiring', 'inactive'] as const;
export type AdminKeyFilter = (typeof ADMIN_KEY_FILTERS)[number];

export const adminKeyListQuerySchema = z.object({
  filter: z.enum(ADMIN_KEY_FILTERS, { error: '필터가 올바르지 않습니다.' }).default('all'),
  // NFC before the length check, as adminSearchSchema: decomposed Hangul takes two or three
  // characters a syllable.
  search: z.string({ error: REQUEST_MESSAGES.badSearch }).normalize('NFC').trim().max(100, '검색어는 100자 이하로 입력해 주세요.').optional(),
}, { error: REQUEST_MESSAGES.badRequest });

export const adminKeySchema = z.object({
  id: z.number().int(),
  buyerName: z.string(),
  hashKey: z.string(),
  creationDate: z.string(),
  expirationDate: z.string().nullable(),
  macAddress1: z.string().nullable(),
  macAddress2: z.string().nullable(),
  productNumber: z.number().int(),
  productName: z.string(),
  useStatus: z.string(),
  useState: z.enum(['active', 'inactive']),
  /** The key's member is suspended: validation refuses the key until the member is unblocked. */
  memberSuspended: z.boolean(),
  /** Taken back with its cancelled order, or by an admin (shown 회수됨, as on the order and to the member). */
  revoked: z.boolean(),
  /** Made on the admin screen, not bought: only such a key is taken back here (an order's goes with its cancel). */
  issuedByAdmin: z.boolean(),
});
export type AdminKey = z.infer<typeof adminKeySchema>;
export const adminKeyListSchema = z.array(adminKeySchema);

/** POST /api/admin/subscriptions/{id}/revoke: why, for the audit log (optional). */
export const adminKeyRevokeSchema = z.object({
  reason: z.string({ error: SUBSCRIPTION_MESSAGES.revokeReasonInvalid }).trim().max(ADMIN_KEY_REVOKE_REASON_MAX, SUBSCRIPTION_MESSAGES.revokeReasonTooLong).optional(),
}, { error: REQUEST_MESSAGES.badRequest });
export const adminKeyRevokeResultSchema = z.object({ message: z.string(), id: z.number().int() });

/** A query value that must be there: missing and empty say the same. */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const adminMacDeleteQuerySchema = z.object({
  id: idParamSchema,
  hashKey: requiredText('라이선스 키가 필요합니다.').max(64, '라이선스 키 형식이 올바르지 않습니다.'),
  macAddress: requiredText('MAC 주소가 필요합니다.').max(32, MAC_MESSAGES.invalid),
}, { error: REQUEST_MESSAGES.badRequest });
export const adminMacDeleteResponseSchema = z.object({ result: z.enum(['success', 'fail']), message: z.string(), slot: z.number().int().optional() });

// ---- the activation API of the purchased programs ----

export const LICENSE_REASONS = ['VALID', 'ACTIVATED', 'NOT_FOUND', 'EXPIRED', 'NOT_ACTIVATED', 'SLOTS_FULL', 'PC_UNDER_OTHER_MAC', 'SUSPENDED', 'REVOKED', 'INVALID_MAC'] as const;
export type LicenseReason = (typeof LICENSE_REASONS)[number];

export const LICENSE_MESSAGES: Record<LicenseReason, string> = {
  VALID: '유효한 라이선스입니다.',
  ACTIVATED: '이 PC에서 라이선스가 활성화되었습니다.',
  NOT_FOUND: '등록되지 않은 라이선스 키입니다.',
  EXPIRED: '사용 기간이 만료된 라이선스 키입니다.',
  NOT_ACTIVATED: '이 PC에서 활성화되지 않은 라이선스 키입니다.',
  SLOTS_FULL: '이 라이선스 키는 이미 PC 2대에서 사용 중입니다. 라이선스 키 하나는 최대 2대의 PC에서 사용할 수 있으며, 다른 PC에서 사용하려면 고객센터에 등록 PC 해제를 요청해 주세요.',
  /** Activation only: a slot is free, but the other holds this PC (its machine id) under another MAC, and only the key's owner moves it. */
  PC_UNDER_OTHER_MAC: '이 PC는 다른 네트워크 어댑터(MAC)로 이 라이선스 키에 이미 등록되어 있습니다. 키를 구매한 계정으로 로그인한 뒤 다시 인증하면 지금 쓰는 어댑터로 옮겨집니다.',
  SUSPENDED: '이용이 정지된 라이선스 키입니다. 고객센터에 문의해 주세요.',
  REVOKED: '취소되었거나 해지된 라이선스 키입니다.',
  INVALID_MAC: MAC_MESSAGES.invalid,
};
export const LICENSE_RATE_LIMITED = '라이선스 확인 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';
export const LICENSE_MOVES_USED_UP = '이 라이선스 키는 오늘 등록 PC의 네트워크 어댑터(MAC)를 이미 여러 번 바꿨습니다. 내일 다시 시도하거나 고객센터에 등록 PC 해제를 요청해 주세요.';

const hashKeyBodySchema = z
  // Missing is asked for; a number or an object is no key at all.
  .string({ error: (issue) => (issue.input === undefined ? '라이선스 키를 입력해 주세요.' : '라이선스 키 형식이 올바르지 않습니다.') })
  .trim()
  .min(1, '라이선스 키를 입력해 주세요.')
  .max(64, LICENSE_MESSAGES.NOT_FOUND)
  .transform(normalizeLicenseKey);

/** Normalised to upper case with colons; anything else is refused with INVALID_MAC. */
export const macAddressBodySchema = z
  .string({ error: MAC_MESSAGES.invalid })
  .max(32, MAC_MESSAGES.invalid)
  .transform((value, ctx) => {
    const mac = normalizeMacAddress(value);
    if (!mac || SHARED_VIRTUAL_MACS.includes(mac)) {
      ctx.addIssue({ code: 'custom', message: mac ? MAC_MESSAGES.notPhysical : MAC_MESSAGES.invalid });
      return z.NEVER;
    }
    return mac;
  });

/** Echoed in the certificate, so a program can tell a fresh answer from a replayed one. */
const NONCE_RULE = '논스는 8~128자의 영문, 숫자, -, _ 로 입력해 주세요.';
const nonceSchema = z.string({ error: NONCE_RULE }).regex(/^[A-Za-z0-9_-]{8,128}$/, NONCE_RULE);

export const licenseActivateSchema = z.object({
  hashKey: hashKeyBodySchema,
  macAddress: macAddressBodySchema,
  machineId: z.string({ error: '기기 식별자 형식이 올바르지 않습니다.' }).regex(/^[0-9a-f]{64}$/, '기기 식별자 형식이 올바르지 않습니다.').optional(),
  nonce: nonceSchema.optional(),
}, { error: REQUEST_MESSAGES.badRequest });
export type LicenseActivate = z.input<typeof licenseActivateSchema>;

export const licenseValidateSchema = z.object({
  hashKey: hashKeyBodySchema,
  macAddress: macAddressBodySchema,
  nonce: nonceSchema.optional(),
}, { error: REQUEST_MESSAGES.badRequest });
export type LicenseValidate = z.input<typeof licenseValidateSchema>;

export const licenseAnswerSchema = z.object({
  result: z.enum(LICENSE_REASONS),
  valid: z.boolean(),
  message: z.string(),
  /** The slot this PC holds (1 or 2), when it holds one. */
  slot: z.number().int().nullable(),
  expireDate: z.string().nullable(),
  /** Compact JWS (EdDSA / Ed25519) over the claims below; verify with GET /api/licenses/public-key. */
  certificate: z.string().optional(),
});
export type LicenseAnswer = z.infer<typeof licenseAnswerSchema>;

/** What the certificate says; `status` is the reason code, `lic_exp` the key's own expiry. */
export interface LicenseCertificateClaims {
  sub: string;
  mac: string;
  status: LicenseReason;
  slot: number | null;
  lic_exp: number | null;
  nonce: string | null;
  iat: number;
  exp: number;
  iss: string;
  aud: string;
  jti: string;
}

export const LICENSE_CERT_ISSUER = 'autoworks-store';
export const LICENSE_CERT_AUDIENCE = 'autoworks-license';
export const LICENSE_CERT_TYPE = 'license+jwt';

export const licensePublicKeySchema = z.object({
  alg: z.literal('EdDSA'),
  kid: z.string(),
  publicKeyPem: z.string(),
  jwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), kid: z.string().optional(), alg: z.string().optional(), use: z.string().optional() }),
  issuer: z.string(),
  audience: z.string(),
});
