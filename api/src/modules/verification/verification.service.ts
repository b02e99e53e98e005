import { AUTH_MESSAGES, VERIFICATION_CODE_LENGTH, VERIFICATION_TTL_SECONDS } from '@store/shared';
import { DeliveryError } from '../../adapters/messaging.ts';
import { inTransaction, type Db } from '../../db/transaction.ts';
import type { MessageChannel, VerificationPurpose } from '../../db/types.ts';
import type { AppDeps } from '../../lib/context.ts';
import { hmacSha256, randomDigits, safeEqual } from '../../lib/crypto.ts';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors.ts';
import { consumeRateLimits, type RateLimit } from '../../lib/rate-limit.ts';
import { storeName } from '../site-settings/site-settings.service.ts';
import * as repo from './verification.repository.ts';

// Verification codes sent by SMS or e-mail (SECURITY.md, Identity and sessions).

/** Wrong tries that burn a code. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Resend limits. Per destination they stop one number or address being flooded, per IP one
 * client sending to many numbers, and globally they cap what an SMS-pumping attack can cost.
 * The gap between two sends to one destination is measured from the last send, not counted in
 * a fixed window: a window would let two sends out milliseconds apart across its edge.
 */
export const CODE_SEND_LIMITS = {
  minIntervalSeconds: 30,
  perDestination: { limit: 5, windowSeconds: 3600 },
  perIp: { limit: 20, windowSeconds: 3600 },
  global: { limit: 500, windowSeconds: 3600 },
} as const;

export interface CodeTarget {
  purpose: VerificationPurpose;
  channel: MessageChannel;
  /** Digits-only phone or lower-cased e-mail address. */
  destination: string;
}

type CodeDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'adapters'>;

/** Counts a code request against the caller's IP before anything is looked up or sent. */
export async function throttleCodeRequestsByIp(deps: CodeDeps, ip: string): Promise<void> {
  const limit: RateLimit = { key: `code:ip:${ip}`, ...CODE_SEND_LIMITS.perIp };
  await consumeRateLimits(deps.db, [limit], deps.clock.now(), AUTH_MESSAGES.codeThrottled);
}

/**
 * Sends a fresh code. Only its keyed hash is stored; the hash also covers purpose and
 * destination, so a code is worthless for any other flow or recipient. Call after
 * throttleCodeRequestsByIp, and never inside a transaction (delivery is not transactional).
 */
export async function sendCode(deps: CodeDeps, target: CodeTarget, ip: string): Promise<void> {
  const now = deps.clock.now();
  const limits: RateLimit[] = [
    { key: `code:dest:${target.destination}:${CODE_SEND_LIMITS.perDestination.windowSeconds}`, ...CODE_SEND_LIMITS.perDestination },
    { key: `code:global:${target.channel}`, ...CODE_SEND_LIMITS.global },
  ];
  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  // Under the destination's lock the interval check, the caps and the insert are one step. The
  // interval is checked first, so a resend refused as too soon uses up none of the caps; a cap
  // that refuses rolls its hits back, which leaves its window exactly as full.
  const id = await inTransaction(deps.db, async (tx) => {
    await repo.lockDestination(tx, target.destination);
    const last = await repo.lastSentAt(tx, target.destination);
    const wait = last ? CODE_SEND_LIMITS.minIntervalSeconds - (now.getTime() - last.getTime()) / 1000 : 0;
    if (wait > 0) throw tooManyRequests(AUTH_MESSAGES.codeThrottled, wait);
    await consumeRateLimits(tx, limits, now, AUTH_MESSAGES.codeThrottled, (limit) => {
      if (limit.key.startsWith('code:global:')) deps.logger.warn({ channel: target.channel }, 'global verification-code limit reached');
    });
    return repo.insertCode(tx, {
      ...target,
      codeHash: hashCode(deps.config.jwtSecret, target, code),
      expiresAt: new Date(now.getTime() + VERIFICATION_TTL_SECONDS * 1000),
      createdAt: now,
      ip,
    });
  });
  try {
    const store = await storeName(deps.db);
    if (target.channel === 'sms') {
      await deps.adapters.sms.send({ to: target.destination, text: `[${store}] 인증번호 [${code}]를 3분 안에 입력해 주세요.` });
    } else {
      await deps.adapters.email.send({
        to: target.destination,
        subject: `[${store}] 이메일 인증번호 안내`,
        text: `${store} 인증번호는 ${code} 입니다.\n3분 안에 화면에 입력해 주세요.\n본인이 요청하지 않았다면 이 메일을 무시해 주세요.`,
      });
    }
  } catch (error) {
    // An undelivered code must not shadow an earlier one the member may still have.
    await repo.deleteCode(deps.db, id);
    if (!(error instanceof DeliveryError)) throw error;
    deps.logger.error({ err: error, channel: target.channel }, 'verification code delivery failed');
    const message = target.channel === 'sms' ? AUTH_MESSAGES.phoneRequestFailed : AUTH_MESSAGES.verificationRequestFailed;
    throw new AppError(502, message);
  }
}

/**
 * Checks `code` against the latest code sent for this purpose and destination and returns its
 * id for consumeVerifiedCode. Run on the root db, outside any transaction: a wrong try is
 * counted in its own statement and must stay counted when the caller's step fails. `now` is the
 * request's one reading of the clock, the same the caller passes to consumeVerifiedCode: a code
 * found live here must not be refused there because the clock was read again after the slow part
 * in between (a password hash), and then with sign-up's "verification required", not the expiry.
 */
export async function checkCode(deps: Pick<AppDeps, 'db' | 'config'>, target: Omit<CodeTarget, 'channel'>, code: string, now: Date): Promise<number> {
  const latest = await repo.findLatestCode(deps.db, target.purpose, target.destination);
  if (!latest || latest.consumed_at) throw badRequest(noLiveCode(target.purpose));
  if (latest.attempts >= MAX_CODE_ATTEMPTS) throw badRequest(AUTH_MESSAGES.codeBurned);
  if (latest.expires_at.getTime() <= now.getTime()) throw badRequest(AUTH_MESSAGES.verificationTimeExceeded);

  if (!safeEqual(hashCode(deps.config.jwtSecret, target, code), latest.code_hash)) {
    const attempts = await repo.addFailedAttempt(deps.db, latest.id, MAX_CODE_ATTEMPTS);
    // No row: a parallel request used the code, or parallel guesses burned it, meanwhile. A used
    // code gets the answer a later request would get, not "five wrong tries" the member never made.
    if (attempts === undefined && (await repo.wasConsumed(deps.db, latest.id))) throw badRequest(noLiveCode(target.purpose));
    if (attempts === undefined || attempts >= MAX_CODE_ATTEMPTS) throw badRequest(AUTH_MESSAGES.codeBurned);
    throw badRequest(AUTH_MESSAGES.codeMismatch);
  }
  return latest.id;
}

/**
 * Uses the checked code up, inside the business step's transaction: if the step fails the
 * code stays usable; if two requests race, the conditional UPDATE lets exactly one through.
 * `now` must be the reading checkCode was given.
 */
export async function consumeVerifiedCode(db: Db, codeId: number, now: Date, purpose: VerificationPurpose): Promise<void> {
  if (!(await repo.consumeCode(db, codeId, now, MAX_CODE_ATTEMPTS))) throw badRequest(noLiveCode(purpose));
}

// Sign-up's wording names sign-up (membership.md §8); recovery and e-mail changes ask for a code.
const noLiveCode = (purpose: VerificationPurpose) => (purpose === 'signup' ? AUTH_MESSAGES.verificationRequired : AUTH_MESSAGES.codeNotRequested);

function hashCode(key: string, target: Omit<CodeTarget, 'channel'>, code: string): string {
  return hmacSha256(key, `verification-code\n${target.purpose}\n${target.destination}\n${code}`);
}
