import { ACCOUNT_MESSAGES, AUTH_MESSAGES, type EmailChangeCodeRequest, type MyInfo, type PasswordChangeRequest } from '@store/shared';
import { sessionExpired } from '../auth/refusals.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps, AuthInfo } from '../../lib/context.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { hashPassword } from '../auth/password.ts';
import { emailInUse, emailInUseLocked, updatePasswordHash } from '../members/members.repository.ts';
import { checkCode, consumeVerifiedCode, sendCode, throttleCodeRequestsByIp } from '../verification/verification.service.ts';
import { checkCurrentPassword } from './current-password.ts';
import * as repo from './mypage-account.repository.ts';

// /mypage/my-info: read the profile, prove a new e-mail with a code, change the password.

export async function getMyInfo(deps: Pick<AppDeps, 'db'>, memberId: number): Promise<MyInfo> {
  const m = await repo.findAccount(deps.db, memberId);
  if (!m) throw sessionExpired();
  return { loginId: m.login_id, name: m.name, phone: m.phone, email: m.email, emailVerified: m.email_verified, hasPassword: m.password_hash !== null };
}

/** POST /api/members/email/code: a code to the new address; the name must be the member's own. */
export async function requestEmailCode(deps: AppDeps, memberId: number, input: EmailChangeCodeRequest, ip: string): Promise<void> {
  await throttleCodeRequestsByIp(deps, ip);
  const m = await repo.findAccount(deps.db, memberId);
  if (!m) throw sessionExpired();
  if (m.name !== input.name) throw badRequest(ACCOUNT_MESSAGES.emailNameMismatch, [{ path: 'name', message: ACCOUNT_MESSAGES.emailNameMismatch }]);
  // The same screen verifies the current address while it is unverified; once it is, a code to it
  // would change nothing (and spend the member's code requests).
  if (m.email_verified && m.email === input.email.toLowerCase()) throw badRequest(ACCOUNT_MESSAGES.emailAlreadyVerified, [{ path: 'email', message: ACCOUNT_MESSAGES.emailAlreadyVerified }]);
  // Another member's address: find-ID by e-mail would answer one of the two (members.service).
  if (await emailInUse(deps.db, input.email, memberId)) throw conflict(AUTH_MESSAGES.emailTaken);
  await sendCode(deps, { purpose: 'email-verify', channel: 'email', destination: input.email.toLowerCase() }, ip);
}

/**
 * POST /api/members/email/confirm: the code proves the member reads this address; the code is
 * consumed in the same transaction that stores the address as verified.
 */
export async function confirmEmail(deps: AppDeps, memberId: number, input: { email: string; authCode: string }): Promise<void> {
  const email = input.email.toLowerCase();
  // One reading of the clock for the check and the consumption (see checkCode).
  const now = deps.clock.now();
  const codeId = await checkCode(deps, { purpose: 'email-verify', destination: email }, input.authCode, now);
  await inTransaction(deps.db, async (tx) => {
    await consumeVerifiedCode(tx, codeId, now, 'email-verify');
    // Thrown inside the transaction, so the code stays unused.
    if (await emailInUseLocked(tx, email, memberId)) throw conflict(AUTH_MESSAGES.emailTaken);
    if (!(await repo.setVerifiedEmail(tx, memberId, email))) throw sessionExpired();
  });
}

/**
 * PUT /api/members/password. The current password is checked (throttled per member, on the
 * budget withdrawal shares), then the hash is replaced and every OTHER session revoked in one
 * transaction: a thief holding an old session is logged out, the member's own session stays.
 */
export async function changePassword(deps: AppDeps, auth: AuthInfo, input: PasswordChangeRequest): Promise<void> {
  const now = deps.clock.now();
  const m = await repo.findAccount(deps.db, auth.memberId);
  if (!m) throw sessionExpired();
  if (!m.password_hash) throw badRequest(ACCOUNT_MESSAGES.noPassword);
  await checkCurrentPassword(deps, auth.memberId, m.password_hash, input.currentPassword, 'currentPassword', now);
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(deps.db, async (tx) => {
    await updatePasswordHash(tx, auth.memberId, passwordHash);
    await repo.revokeOtherSessions(tx, auth.memberId, auth.sessionId, now);
  });
}
