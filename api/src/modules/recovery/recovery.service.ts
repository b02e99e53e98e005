import type { z } from '@hono/zod-openapi';
import {
  AUTH_MESSAGES,
  isoDateInSeoul,
  type findIdByEmailRequestSchema,
  type findIdByPhoneRequestSchema,
  type findPwRequestSchema,
  type ModifyPwRequest,
} from '@store/shared';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { AppError, badRequest, forbidden } from '../../lib/errors.ts';
import { revokeMemberSessions } from '../auth/auth.repository.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { findLiveMemberByNameAndEmail, findLiveMemberByPhone, findMemberForLogin, updatePasswordHash } from '../members/members.repository.ts';
import { checkCode, consumeVerifiedCode, sendCode, throttleCodeRequestsByIp } from '../verification/verification.service.ts';
import * as repo from './recovery.repository.ts';

// Account recovery (membership.md §2 "Account recovery"): find the login id by an e-mail or
// phone code; reset the password with a single-use grant earned by a phone code.

/** How long the reset page may use a grant after a successful find-pw. */
export const RESET_GRANT_TTL_MS = 10 * 60_000;

const noUser = () => new AppError(404, AUTH_MESSAGES.noUser, { body: { result: 'noUser' } });

/** POST /api/members/email/certification/duplicate: an ID-recovery code to a member's e-mail. */
export async function requestFindIdEmailCode(deps: AppDeps, input: { name: string; email: string }, ip: string): Promise<void> {
  await throttleCodeRequestsByIp(deps, ip);
  const member = await findLiveMemberByNameAndEmail(deps.db, input.name, input.email);
  if (!member) throw noUser();
  await sendCode(deps, { purpose: 'find-id-email', channel: 'email', destination: input.email.toLowerCase() }, ip);
}

/** POST /api/members/phone/certification/duplicate: a recovery code to a member's phone. */
export async function requestRecoveryPhoneCode(deps: AppDeps, phone: string, ip: string): Promise<void> {
  await throttleCodeRequestsByIp(deps, ip);
  if (!(await findLiveMemberByPhone(deps.db, phone))) throw noUser();
  await sendCode(deps, { purpose: 'recovery-phone', channel: 'sms', destination: phone }, ip);
}

interface FoundId {
  memberId: string;
  joinDate: string;
}

const foundId = (member: { login_id: string; created_at: Date }): FoundId => ({
  memberId: member.login_id,
  joinDate: isoDateInSeoul(member.created_at),
});

export async function findIdByEmail(deps: AppDeps, input: z.output<typeof findIdByEmailRequestSchema>): Promise<FoundId> {
  // One reading of the clock for the check and the consumption (see checkCode).
  const now = deps.clock.now();
  // The code first: without it, this call reveals nothing about which names and e-mails exist.
  const codeId = await checkCode(deps, { purpose: 'find-id-email', destination: input.email.toLowerCase() }, input.authNumber, now);
  const member = await findLiveMemberByNameAndEmail(deps.db, input.name, input.email);
  if (!member) throw noUser();
  await consumeVerifiedCode(deps.db, codeId, now, 'find-id-email');
  return foundId(member);
}

export async function findIdByPhone(deps: AppDeps, input: z.output<typeof findIdByPhoneRequestSchema>): Promise<FoundId> {
  const now = deps.clock.now();
  const codeId = await checkCode(deps, { purpose: 'recovery-phone', destination: input.phoneNumber }, input.authNumber, now);
  const member = await findLiveMemberByPhone(deps.db, input.phoneNumber);
  if (!member || member.name !== input.name) throw noUser();
  await consumeVerifiedCode(deps.db, codeId, now, 'recovery-phone');
  return foundId(member);
}

/**
 * POST /api/find-pw: login id, name and phone must all belong to one member, proven by a
 * recovery code sent to that phone. Issues the single-use reset grant the reset needs; the
 * client's "reset permitted" flag is only UX (DESIGN.md §3).
 */
export async function findPassword(deps: AppDeps, input: z.output<typeof findPwRequestSchema>): Promise<{ loginId: string; resetToken: string }> {
  const now = deps.clock.now();
  const codeId = await checkCode(deps, { purpose: 'recovery-phone', destination: input.phoneNumber }, input.authNumber, now);
  const member = await findMemberForLogin(deps.db, input.loginId);
  const matches =
    member && member.status !== 'WITHDRAWN' && member.password_hash && member.name === input.name && member.phone === input.phoneNumber;
  if (!member || !matches) throw noUser();

  const resetToken = randomToken();
  await inTransaction(deps.db, async (tx) => {
    await consumeVerifiedCode(tx, codeId, now, 'recovery-phone');
    // Stored hashed: a database leak does not hand out working reset grants.
    await repo.insertGrant(tx, { tokenHash: sha256(resetToken), memberId: member.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_GRANT_TTL_MS) });
  });
  return { loginId: member.login_id, resetToken };
}

/**
 * POST /api/modify-pw: only with an unused, unexpired grant issued to this login id. The
 * grant is claimed, the password replaced and every session of the member revoked in one
 * transaction: whoever held the old password is logged out everywhere.
 */
export async function modifyPassword(deps: AppDeps, input: ModifyPwRequest): Promise<void> {
  const tokenHash = sha256(input.resetToken);
  const now = deps.clock.now();
  // Refuse before hashing, so requests without a grant cannot make us burn CPU on argon2.
  if (!(await repo.usableGrantExists(deps.db, tokenHash, input.loginId, now))) throw forbidden(AUTH_MESSAGES.resetNotPermitted);
  // The password in use again is no reset (the my-page change refuses it too); the grant stays
  // unused for the next try.
  const member = await findMemberForLogin(deps.db, input.loginId);
  if (member?.password_hash && (await verifyPassword(member.password_hash, input.newPassword))) {
    throw badRequest(AUTH_MESSAGES.resetSamePassword, [{ path: 'newPassword', message: AUTH_MESSAGES.resetSamePassword }]);
  }
  const passwordHash = await hashPassword(input.newPassword);

  await inTransaction(deps.db, async (tx) => {
    const memberId = await repo.claimGrant(tx, tokenHash, input.loginId, now);
    if (memberId === undefined) throw forbidden(AUTH_MESSAGES.resetNotPermitted);
    await updatePasswordHash(tx, memberId, passwordHash);
    await revokeMemberSessions(tx, memberId, now);
    await repo.closeMemberGrants(tx, memberId, now);
  });
}
