import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, gradeFor, type AuthUser, type LoginRequest } from '@store/shared';
import type { Db } from '../../db/transaction.ts';
import type { RoleValue } from '../../db/types.ts';
import type { AppDeps } from '../../lib/context.ts';
import { rateLimitIp } from '../../lib/client-ip.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { enforceRateLimits, type RateLimit } from '../../lib/rate-limit.ts';
import { findMemberById } from '../members/members.repository.ts';
import { hitLoginLimitsAndFindMember, insertSession, revokeSession } from './auth.repository.ts';
import { issueDeviceCookie, trustedDevice } from './device-cookie.ts';
import { verifyPassword } from './password.ts';
import { accountBlocked } from './refusals.ts';
import { signSessionToken } from './tokens.ts';

/** "로그인 유지" keeps a session for 30 days; otherwise it lasts a working day. */
export const SESSION_TTL_MS = { longLived: 30 * 86_400_000, short: 12 * 3_600_000 } as const;

/**
 * Failed logins per 15 minutes. Guessing one account from one address stops at 10; that alone
 * does not shut the member out, who logs in from their own address. Every address together may
 * fail 100 times on one account, which slows a guess spread over many addresses (10 from any one
 * address: the limits are checked in this order, and one refused gives the hits on those after
 * it back). No permanent lockout, which would let anyone lock a member out for good. A browser
 * that has logged in to the account before (device-cookie.ts) is counted on its own instead,
 * 10 failures, so filling the account's ceiling does not shut the member out of it either.
 */
export const LOGIN_LIMITS = {
  perLoginIdFromIp: { limit: 10, windowSeconds: 900 },
  perIp: { limit: 50, windowSeconds: 900 },
  perLoginId: { limit: 100, windowSeconds: 900 },
  perTrustedDevice: { limit: 10, windowSeconds: 900 },
} as const;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface IssuedSession {
  token: string;
  role: RoleValue;
}

/**
 * Opens a session row (stamping the member's last login and giving back `release`, the login's
 * throttle hits) and signs a token naming it, expiring with it. `now` is the moment the hits were
 * counted at: they go back to the windows that counted them, also when the password check ran
 * across a window's end (a later reading of the clock would take a hit off the next window,
 * perhaps another caller's failed guess, and leave this one counted).
 */
export async function startSession(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  member: { id: number; role: RoleValue },
  longLived: boolean,
  client: ClientInfo,
  release: RateLimit[] = [],
  now: Date = deps.clock.now(),
): Promise<IssuedSession> {
  const expiresAt = new Date(now.getTime() + (longLived ? SESSION_TTL_MS.longLived : SESSION_TTL_MS.short));
  const sessionId = randomUUID();
  await insertSession(deps.db, { id: sessionId, memberId: member.id, longLived, createdAt: now, expiresAt, ip: client.ip, userAgent: client.userAgent }, release);
  const token = await signSessionToken(deps.config.jwtSecret, { memberId: member.id, sessionId, role: member.role }, now, expiresAt);
  return { token, role: member.role };
}

export interface LoginResult {
  session: IssuedSession;
  /** A fresh device cookie for this browser and account (device-cookie.ts). */
  deviceCookie: string;
}

/** The throttles a login attempt counts on: the browser's own if it is trusted for the account. */
function loginLimitsFor(loginId: string, ip: string, device: string | null): RateLimit[] {
  if (device) return [{ key: `login:device:${device}`, ...LOGIN_LIMITS.perTrustedDevice }];
  return [
    { key: `login:pair:${rateLimitIp(ip)}:${loginId}`, ...LOGIN_LIMITS.perLoginIdFromIp },
    { key: `login:ip:${ip}`, ...LOGIN_LIMITS.perIp },
    { key: `login:id:${loginId}`, ...LOGIN_LIMITS.perLoginId },
  ];
}

export async function login(
  deps: AppDeps,
  input: Required<LoginRequest>,
  client: ClientInfo,
  deviceCookie?: string,
): Promise<LoginResult> {
  const now = deps.clock.now();
  const loginId = input.loginId.toLowerCase();
  // Every attempt takes a slot before the password is checked, so parallel guesses cannot
  // all pass a "count < limit" read; a successful login gives its slots back below.
  const limits = loginLimitsFor(loginId, client.ip, trustedDevice(deps.config.jwtSecret, deviceCookie, loginId));
  const { counts, member } = await hitLoginLimitsAndFindMember(deps.db, limits, now, input.loginId);
  await enforceRateLimits(deps.db, limits, counts, now, (seconds) => AUTH_MESSAGES.loginThrottled(Math.max(1, Math.ceil(seconds / 60))));

  const passwordOk = await verifyPassword(member?.password_hash, input.password);
  // Unknown id, wrong password and withdrawn account get the same answer, so the response
  // does not tell which login ids exist. A suspension is only revealed to the right password.
  if (!member || !passwordOk || member.status === 'WITHDRAWN') throw unauthorized(AUTH_MESSAGES.loginFailed);
  if (member.status === 'BLOCKED') throw accountBlocked();

  const session = await startSession(deps, member, input.keepLoggedIn, client, limits, now);
  // A new nonce at every login, so failures counted on an old cookie stay with it.
  return { session, deviceCookie: issueDeviceCookie(deps.config.jwtSecret, loginId) };
}

export async function logout(db: Db, sessionId: string, now: Date): Promise<void> {
  await revokeSession(db, sessionId, now);
}

export async function currentUser(db: Db, memberId: number): Promise<AuthUser> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError(401, AUTH_MESSAGES.sessionExpired);
  return {
    id: member.id,
    loginId: member.login_id,
    name: member.name,
    role: member.role,
    grade: gradeFor(member.total_purchase_krw, member.role, member.status),
  };
}
