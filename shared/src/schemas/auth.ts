import { z } from 'zod';
import { AUTH_MESSAGES } from '../constants/auth.ts';
import { ROLES } from '../constants/enums.ts';
import {
  authNumberSchema,
  signupBirthSchema,
  clientTimeStampSchema,
  emailSchema,
  FIELD_MESSAGES,
  loginIdSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
} from '../rules/fields.ts';
import { REQUEST_MESSAGES } from './common.ts';

// The membership contract (membership.md §3 and §7): request and response bodies of every
// call, shared by the API validators and the web forms.

/** `result` values of the code-request calls (membership.md §7). */
export const CODE_RESULTS = ['success', 'duplicate', 'noUser'] as const;
export type CodeResult = (typeof CODE_RESULTS)[number];

export const codeResultSchema = z.object({ result: z.enum(CODE_RESULTS), message: z.string() });
export type CodeResultResponse = z.infer<typeof codeResultSchema>;

// ---- sign-up ----

export const accountInfoSchema = z
  .object(
    {
      loginId: loginIdSchema,
      password: passwordSchema,
      passwordConfirm: z.string({ error: FIELD_MESSAGES.passwordConfirmRequired }).min(1, FIELD_MESSAGES.passwordConfirmRequired),
    },
    { error: REQUEST_MESSAGES.badRequest },
  )
  .refine((v) => v.password === v.passwordConfirm, { path: ['passwordConfirm'], message: FIELD_MESSAGES.passwordMismatch });
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** POST /api/members/login-id/check: whether a sign-up may take this id (아이디 중복 확인). */
export const loginIdCheckSchema = z.object({ loginId: loginIdSchema }, { error: REQUEST_MESSAGES.badRequest });
export type LoginIdCheck = z.infer<typeof loginIdCheckSchema>;
export const loginIdCheckResponseSchema = z.object({ available: z.boolean(), message: z.string() });
export type LoginIdCheckResponse = z.infer<typeof loginIdCheckResponseSchema>;

export const personalInfoSchema = z.object({
  name: nameSchema,
  birth: signupBirthSchema,
  email: emailSchema,
  phoneNumber: phoneSchema,
  authNumber: authNumberSchema.optional(),
}, { error: REQUEST_MESSAGES.badRequest });
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

/**
 * POST /api/signup. Beyond the spec's payload the client states the two required consents
 * (`termsAgreed`, `privacyAgreed`): the server stores each consent with its time (PIPA).
 */
export const signupRequestSchema = z.object({
  name: nameSchema,
  birth: signupBirthSchema,
  email: emailSchema,
  phoneNumber: phoneSchema,
  /** Optional in the schema (membership.md §3, §5); without it the server says verification is required. */
  authNumber: authNumberSchema.optional(),
  loginId: loginIdSchema,
  password: passwordSchema,
  marketingOptIn: z.boolean({ error: '광고성 정보 수신 동의 여부를 선택해 주세요.' }).default(false),
  termsAgreed: z.literal(true, { error: FIELD_MESSAGES.termsRequired }),
  privacyAgreed: z.literal(true, { error: FIELD_MESSAGES.termsRequired }),
  timeStamp: clientTimeStampSchema,
}, { error: REQUEST_MESSAGES.badRequest });
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const signupResponseSchema = z.object({
  message: z.string(),
  data: z.object({ loginId: z.string(), welcomeCouponName: z.string().nullable() }),
});

export const phoneCodeRequestSchema = z.object({ phoneNumber: phoneSchema }, { error: REQUEST_MESSAGES.badRequest });
export type PhoneCodeRequest = z.infer<typeof phoneCodeRequestSchema>;

export const emailCodeRequestSchema = z.object({ name: nameSchema, email: emailSchema }, { error: REQUEST_MESSAGES.badRequest });
export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;

// ---- login and session ----

export const loginRequestSchema = z.object({
  loginId: z.string({ error: FIELD_MESSAGES.loginIdRequired }).trim().min(1, FIELD_MESSAGES.loginIdRequired).max(64, '아이디는 64자 이하로 입력해 주세요.'),
  password: z.string({ error: FIELD_MESSAGES.passwordRequired }).min(1, FIELD_MESSAGES.passwordRequired).max(128, '비밀번호는 128자 이하로 입력해 주세요.'),
  /** "로그인 유지": a long-lived session instead of a short one. */
  keepLoggedIn: z.boolean({ error: '로그인 유지 여부를 선택해 주세요.' }).default(false),
}, { error: REQUEST_MESSAGES.badRequest });
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const roleSchema = z.enum(ROLES);

export const loginResponseSchema = z.object({
  message: z.string(),
  data: z.object({ token: z.string(), role: roleSchema }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const authUserSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  role: roleSchema,
  grade: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authCheckResponseSchema = z.object({ data: authUserSchema });

/** GET /api/auth/members/id: the token's member id (plain JSON; see README on the spec's "encrypted text"). */
export const memberIdResponseSchema = z.object({ memberId: z.number().int() });

/**
 * The desktop app's verifier (RFC 7636 S256, as PKCE): 43–128 of base64url's characters. The app
 * keeps it and sends only its challenge, base64url(SHA-256(verifier)), when the login starts.
 */
export const oauthAppVerifierSchema = z.string({ error: AUTH_MESSAGES.socialFailed }).regex(/^[A-Za-z0-9._~-]{43,128}$/, AUTH_MESSAGES.socialFailed);

/** POST /api/oauth2/exchange: the one-time ticket from /oauth2/success becomes a session token. */
export const oauthExchangeRequestSchema = z.object({
  ticket: z.string({ error: AUTH_MESSAGES.socialFailed }).min(16, AUTH_MESSAGES.socialFailed).max(200, AUTH_MESSAGES.socialFailed),
  /** Required for a ticket the desktop app asked for (its loopback hand-back), ignored otherwise. */
  verifier: oauthAppVerifierSchema.optional(),
}, { error: REQUEST_MESSAGES.badRequest });

/**
 * GET /oauth2/authorization/{provider}?appPort=&appChallenge=: the desktop app's login in the
 * member's browser (RFC 8252). The flow ends at http://127.0.0.1:{appPort}/callback, where the
 * app listens, and its ticket can be exchanged only with the verifier of `appChallenge`. Both or
 * neither; ports below 1024 are not the app's (it takes an ephemeral one).
 */
export const oauthAppQuerySchema = z
  .object({
    appPort: z.coerce
      .number({ error: AUTH_MESSAGES.socialAppRequestInvalid })
      .int(AUTH_MESSAGES.socialAppRequestInvalid)
      .min(1024, AUTH_MESSAGES.socialAppRequestInvalid)
      .max(65535, AUTH_MESSAGES.socialAppRequestInvalid)
      .optional(),
    appChallenge: z
      .string({ error: AUTH_MESSAGES.socialAppRequestInvalid })
      .regex(/^[A-Za-z0-9_-]{43}$/, AUTH_MESSAGES.socialAppRequestInvalid)
      .optional(),
  }, { error: REQUEST_MESSAGES.badRequest })
  .refine((q) => (q.appPort === undefined) === (q.appChallenge === undefined), AUTH_MESSAGES.socialAppRequestInvalid);

/** GET /api/oauth2/providers: which social logins are configured, so the UI can say when one is not. */
export const oauthProvidersResponseSchema = z.object({ naver: z.boolean(), kakao: z.boolean() });
export type OAuthProvidersResponse = z.infer<typeof oauthProvidersResponseSchema>;

/**
 * Values of `oauth2error` on the /login redirect: notconfigured (no client id), alreadyexist
 * (the provider's e-mail belongs to a password account), blocked (suspended member), failed.
 */
export const OAUTH_ERRORS = ['notconfigured', 'alreadyexist', 'blocked', 'failed'] as const;
export type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];

// ---- recovery ----

export const findIdByEmailRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  authNumber: authNumberSchema,
  timeStamp: clientTimeStampSchema,
}, { error: REQUEST_MESSAGES.badRequest });
export type FindIdByEmailRequest = z.input<typeof findIdByEmailRequestSchema>;

export const findIdByPhoneRequestSchema = z.object({
  name: nameSchema,
  phoneNumber: phoneSchema,
  authNumber: authNumberSchema,
  timeStamp: clientTimeStampSchema,
}, { error: REQUEST_MESSAGES.badRequest });
export type FindIdByPhoneRequest = z.input<typeof findIdByPhoneRequestSchema>;

export const findIdResponseSchema = z.object({
  message: z.string(),
  /** memberId is the found login ID; joinDate is YYYY-MM-DD in Asia/Seoul. */
  data: z.object({ memberId: z.string(), joinDate: z.string() }),
});
export type FindIdResponse = z.infer<typeof findIdResponseSchema>;

export const findPwRequestSchema = z.object({
  loginId: loginIdSchema,
  name: nameSchema,
  phoneNumber: phoneSchema,
  authNumber: authNumberSchema,
  timeStamp: clientTimeStampSchema,
}, { error: REQUEST_MESSAGES.badRequest });
export type FindPwRequest = z.input<typeof findPwRequestSchema>;

/** `resetToken` is the single-use, short-lived grant that /api/modify-pw requires. */
export const findPwResponseSchema = z.object({
  message: z.string(),
  data: z.object({ loginId: z.string(), resetToken: z.string() }),
});
export type FindPwResponse = z.infer<typeof findPwResponseSchema>;

export const modifyPwRequestSchema = z
  .object({
    loginId: loginIdSchema,
    newPassword: passwordSchema,
    newPasswordConfirm: z.string({ error: FIELD_MESSAGES.passwordConfirmRequired }).min(1, FIELD_MESSAGES.passwordConfirmRequired),
    resetToken: z.string({ error: AUTH_MESSAGES.resetNotPermitted }).min(16, AUTH_MESSAGES.resetNotPermitted).max(200, AUTH_MESSAGES.resetNotPermitted),
  }, { error: REQUEST_MESSAGES.badRequest })
  .refine((v) => v.newPassword === v.newPasswordConfirm, { path: ['newPasswordConfirm'], message: FIELD_MESSAGES.newPasswordMismatch });
export type ModifyPwRequest = z.infer<typeof modifyPwRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** GET /api/dev/outbox?to= (outside production): messages sent, newest first. */
export const outboxEntrySchema = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
