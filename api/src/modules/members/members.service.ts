import type { z } from '@hono/zod-openapi';
import { AUTH_MESSAGES, type signupRequestSchema } from '@store/shared';
import type { Db } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { ConsentKind, RoleValue } from '../../db/types.ts';
import type { AppDeps } from '../../lib/context.ts';
import { hmacSha256 } from '../../lib/crypto.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { hashPassword } from '../auth/password.ts';
import { issueCouponByCode } from '../coupons/coupons.repository.ts';
import { checkCode, consumeVerifiedCode, sendCode, throttleCodeRequestsByIp } from '../verification/verification.service.ts';
import * as repo from './members.repository.ts';

/** The system coupon every new member receives (inserted by the membership migration). */
export const WELCOME_COUPON_CODE = 'WELCOME';

export interface NewMember {
  loginId: string;
  passwordHash: string | null;
  name: string;
  birth: string | null;
  email: string | null;
  emailVerified?: boolean;
  phone: string | null;
  role?: RoleValue;
  points?: number;
  consents: Record<ConsentKind, boolean>;
  welcomeCoupon: boolean;
  /**
   * The phone's claim on the welcome coupon (welcomeCouponKey): given, the coupon comes only if
   * that phone has not had one within WELCOME_COUPON_HOLD_DAYS, withdrawn accounts included.
   */
  welcomeCouponKey?: string;
}

/** A phone has one welcome coupon a year, whatever accounts it signs up. */
export const WELCOME_COUPON_HOLD_DAYS = 365;

/** The phone's claim key: an HMAC, so the table of claims gives no phone number back. */
export function welcomeCouponKey(secret: string, phone: string): string {
  return hmacSha256(secret, `welcome-coupon:${phone}`);
}

/**
 * Inserts a member with their consents (each with its time, PIPA) and, for new customers, the
 * welcome coupon. Call inside the caller's transaction. The unique indexes are the final word
 * on duplicates: a login id or phone taken by a concurrent sign-up becomes the same 409 as
 * one found by the service's own check.
 */
export async function createMember(tx: Db, input: NewMember, now: Date): Promise<{ id: number; loginId: string; role: RoleValue; welcomeCouponName: string | null }> {
  let member;
  try {
    member = await repo.insertMember(tx, {
      login_id: input.loginId,
      password_hash: input.passwordHash,
      name: input.name,
      birth: input.birth,
      email: input.email,
      email_verified: input.emailVerified ?? false,
      phone: input.phone,
      role: input.role ?? 'USER',
      points: input.points ?? 0,
      marketing_opt_in: input.consents.marketing,
      // The e-mail and SMS switches carry informational notices (a key about to expire, an answer
      // to a question), not advertising, so they start on for everyone, whatever the ad consent
      // says; a member turns them off on my page (알림 설정). Advertising follows marketing_opt_in.
      email_opt_in: true,
      sms_opt_in: true,
      created_at: now,
    });
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'members_login_id_key') throw conflict(AUTH_MESSAGES.loginIdTaken);
    if (constraint === 'members_phone_key') throw conflict(AUTH_MESSAGES.alreadyRegistered);
    throw error;
  }
  await repo.insertConsents(tx, member.id, input.consents, now);
  const claimed = input.welcomeCoupon && (input.welcomeCouponKey === undefined || (await repo.claimWelcomeCoupon(tx, input.welcomeCouponKey, now, WELCOME_COUPON_HOLD_DAYS)));
  const coupon = claimed ? await issueCouponByCode(tx, member.id, WELCOME_COUPON_CODE, now) : undefined;
  return { id: member.id, loginId: member.login_id, role: member.role, welcomeCouponName: coupon?.name ?? null };
}

/** The friendly 409s; the unique indexes still decide races (see createMember). */
async function assertAvailable(tx: Db, loginId: string, phone: string, email: string, now: Date): Promise<void> {
  if (await repo.findLiveMemberByPhone(tx, phone)) throw conflict(AUTH_MESSAGES.alreadyRegistered);
  // Find-ID by e-mail answers one member: a second account on the address would hide the first.
  if (await repo.emailInUseLocked(tx, email)) throw conflict(AUTH_MESSAGES.emailTaken);
  // Withdrawn members' ids are held 30 days, then freed (mypage-account withdrawal).
  await repo.releaseHeldLoginIds(tx, now);
  if (await repo.loginIdTaken(tx, loginId)) throw conflict(AUTH_MESSAGES.loginIdTaken);
}

/** Checks per IP: enough for someone trying ids one by one, not for listing who is a member. */
const LOGIN_ID_CHECK_LIMIT = { limit: 30, windowSeconds: 600 } as const;

/**
 * POST /api/members/login-id/check, at the account step of sign-up: whether the id is free, so
 * a visitor learns it before verifying their phone, not after. The sign-up still decides (the
 * unique index on lower(login_id)); a withdrawn member's id is held 30 days, as there.
 */
export async function isLoginIdAvailable(deps: AppDeps, loginId: string, ip: string): Promise<boolean> {
  const now = deps.clock.now();
  await consumeRateLimits(deps.db, [{ key: `login-id-check:ip:${ip}`, ...LOGIN_ID_CHECK_LIMIT }], now, AUTH_MESSAGES.loginIdCheckThrottled);
  await repo.releaseHeldLoginIds(deps.db, now);
  return !(await repo.loginIdTaken(deps.db, loginId));
}

/** POST /api/members/phone/certification/no-user: a sign-up code for a phone not yet registered. */
export async function requestSignupCode(deps: AppDeps, phone: string, ip: string): Promise<void> {
  // Counted before the lookup, so probing which numbers are registered is throttled too.
  await throttleCodeRequestsByIp(deps, ip);
  if (await repo.findLiveMemberByPhone(deps.db, phone)) {
    throw conflict(AUTH_MESSAGES.alreadyRegistered, { result: 'duplicate' });
  }
  await sendCode(deps, { purpose: 'signup', channel: 'sms', destination: phone }, ip);
}

type SignupInput = z.output<typeof signupRequestSchema>;

/**
 * POST /api/signup. The phone must have been proven with a sign-up code; the code is
 * consumed in the same transaction that creates the member, so a failed sign-up (say, a
 * taken login id) leaves it usable for the corrected retry, and a code signs up one member.
 */
export async function signup(deps: AppDeps, input: SignupInput): Promise<{ loginId: string; welcomeCouponName: string | null }> {
  // The spec's client reads this message as "the code does not match" (membership.md §8).
  if (input.authNumber === undefined) throw badRequest(AUTH_MESSAGES.verificationRequired);
  // One reading of the clock: the code checked live is consumed as of the same moment.
  const now = deps.clock.now();
  const codeId = await checkCode(deps, { purpose: 'signup', destination: input.phoneNumber }, input.authNumber, now);
  // Hashing takes ~50 ms of CPU and memory: done before the transaction, not while holding it.
  const passwordHash = await hashPassword(input.password);

  return inTransaction(deps.db, async (tx) => {
    await consumeVerifiedCode(tx, codeId, now, 'signup');
    await assertAvailable(tx, input.loginId, input.phoneNumber, input.email, now);
    const member = await createMember(
      tx,
      {
        loginId: input.loginId,
        passwordHash,
        name: input.name,
        birth: input.birth,
        email: input.email,
        phone: input.phoneNumber,
        consents: { service: input.termsAgreed, privacy: input.privacyAgreed, marketing: input.marketingOptIn },
        welcomeCoupon: true,
        welcomeCouponKey: welcomeCouponKey(deps.config.jwtSecret, input.phoneNumber),
      },
      now,
    );
    return { loginId: member.loginId, welcomeCouponName: member.welcomeCouponName };
  });
}

/**
 * Creates an administrator (npm run admin:create). Production has no demo data and no
 * default admin (SECURITY.md): the first one is made here, by someone with server access.
 */
export async function createAdminAccount(
  db: Db,
  input: { loginId: string; password: string; name: string; phone: string; email: string },
  now: Date,
): Promise<{ id: number; loginId: string }> {
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (tx) => {
    await assertAvailable(tx, input.loginId, input.phone, input.email, now);
    const admin = await createMember(
      tx,
      {
        loginId: input.loginId,
        passwordHash,
        name: input.name,
        birth: null,
        email: input.email,
        phone: input.phone,
        role: 'ADMIN',
        consents: { service: true, privacy: true, marketing: false },
        welcomeCoupon: false,
      },
      now,
    );
    return { id: admin.id, loginId: admin.loginId };
  });
}
