import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clientIp } from '../../lib/client-ip.ts';
import type { AppEnv, AuthInfo } from '../../lib/context.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { findSessionWithMember } from './auth.repository.ts';
import { accountBlocked, sessionExpired } from './refusals.ts';
import { verifySessionToken } from './tokens.ts';

/**
 * Authentication for every module. Use on a route (createRoute's `middleware`) or a router:
 *
 *   requireAuth   401 without a valid session; sets c.var.auth.
 *   requireAdmin  requireAuth, then 403 unless the member's role is ADMIN.
 *   optionalAuth  sets c.var.auth for a valid session, leaves it undefined otherwise
 *                 (an invalid or revoked token is treated as no token).
 *
 * Handlers read the caller with `authOf(c)`. Identity comes only from here: a memberId in a
 * path, query or body must be compared with authOf(c).memberId, never trusted (DESIGN.md §3).
 */

// Bearer header only. A token in a query string would end up in logs, browser history and
// Referer headers, so it is never read from there. The scheme's name is case-insensitive and
// may be followed by more than one space (RFC 9110 §11.1, RFC 6750 §2.1).
const BEARER = /^bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

type Outcome = { auth: AuthInfo } | { error: 'missing' | 'invalid' | 'blocked' };

async function authenticate(c: Context<AppEnv>): Promise<Outcome> {
  const header = c.req.header('authorization');
  if (!header) return { error: 'missing' };
  const token = BEARER.exec(header)?.[1];
  if (!token) return { error: 'invalid' };
  const { config, clock, db } = c.get('deps');
  const now = clock.now();
  const claims = await verifySessionToken(config.jwtSecret, token, now);
  if (!claims) return { error: 'invalid' };
  // A genuine token is not enough: its session must still exist, unrevoked and unexpired, so
  // logout, password change and suspension take effect immediately.
  const session = await findSessionWithMember(db, claims.sessionId, claims.memberId);
  if (!session || session.expires_at.getTime() <= now.getTime()) return { error: 'invalid' };
  // A suspension revokes every session of the member in the same transaction (admin-users
  // blockUsers), so the suspended member's next call arrives with a revoked session. It is
  // refused either way; it is answered as "suspended", not "session expired", so the member
  // learns why. Only a session the suspension ended (revoked at or after blocked_at) says so: one
  // ended earlier (a logout) stays an ended session and tells its holder nothing new.
  if (session.status === 'BLOCKED' && endedBySuspension(session.revoked_at, session.blocked_at)) return { error: 'blocked' };
  if (session.revoked_at || session.status !== 'ACTIVE') return { error: 'invalid' };
  // The role is read from the member row, not the token: a demoted admin loses access at once.
  return { auth: { memberId: session.member_id, role: session.role, sessionId: session.id, loginId: session.login_id } };
}

/** Still open (a suspension that did not revoke it), or revoked no earlier than the suspension. */
function endedBySuspension(revokedAt: Date | null, blockedAt: Date | null): boolean {
  return revokedAt === null || (blockedAt !== null && revokedAt.getTime() >= blockedAt.getTime());
}

function raise(error: 'missing' | 'invalid' | 'blocked'): never {
  if (error === 'missing') throw unauthorized();
  // 403 with a result the clients match on (AUTH_REFUSALS): a suspended member still gets no data.
  if (error === 'blocked') throw accountBlocked();
  throw sessionExpired();
}

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const outcome = await authenticate(c);
  if ('error' in outcome) raise(outcome.error);
  c.set('auth', outcome.auth);
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const outcome = await authenticate(c);
  if ('error' in outcome) raise(outcome.error);
  // Role checked on the server for every admin call; the client's idea of its role is UX only.
  if (outcome.auth.role !== 'ADMIN') throw forbidden();
  c.set('auth', outcome.auth);
  await next();
});

export const optionalAuth = createMiddleware<AppEnv>(async (c, next) => {
  const outcome = await authenticate(c);
  c.set('auth', 'auth' in outcome ? outcome.auth : undefined);
  await next();
});

/** The authenticated caller; throws 401 if the route forgot requireAuth. */
export function authOf(c: Context<AppEnv>): AuthInfo {
  const auth = c.get('auth');
  if (!auth) throw unauthorized();
  return auth;
}

/** Who did an admin change and from where, as services record it in the audit log. */
export function adminActor(c: Context<AppEnv>): { memberId: number; ip: string } {
  return { memberId: authOf(c).memberId, ip: clientIp(c) };
}
