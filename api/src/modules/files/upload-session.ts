import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../lib/context.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

// Visitors may attach files to a custom request without logging in. Their uploads are tied to
// this visit by a random `upload_session` cookie: only the same browser can delete or attach
// them. Members are identified by their token instead and need no cookie.

export const UPLOAD_SESSION_COOKIE = 'upload_session';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Who is acting on uploads: the token's member and/or this visit's upload session (hashed). */
export interface FileCaller {
  memberId: number | null;
  /** sha256 of the cookie; the database never holds the cookie value itself. */
  sessionHash: string | null;
}

/** The caller as known from the request, without creating a session. */
export function fileCallerOf(c: Context<AppEnv>): FileCaller {
  const cookie = getCookie(c, UPLOAD_SESSION_COOKIE);
  return {
    memberId: c.get('auth')?.memberId ?? null,
    // A malformed value is ignored rather than hashed, so it can never match a stored session.
    sessionHash: cookie && TOKEN.test(cookie) ? sha256(cookie) : null,
  };
}

/**
 * The caller for an upload: a visitor without a session gets a new one. HttpOnly keeps the
 * cookie from page scripts; SameSite=Lax keeps other sites' forms from uploading or submitting
 * with it; Secure whenever the store is served over https; no Max-Age, so it ends with the visit.
 */
export function ensureUploadSession(c: Context<AppEnv>): FileCaller {
  const caller = fileCallerOf(c);
  if (caller.memberId !== null || caller.sessionHash !== null) return caller;
  const token = randomToken(32);
  setCookie(c, UPLOAD_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('deps').config.publicUrl.startsWith('https://'),
    path: '/api',
  });
  return { memberId: null, sessionHash: sha256(token) };
}

/** A stable key for locks and limits on this caller's uploads. */
export function callerKey(caller: FileCaller): string {
  return caller.memberId !== null ? `member:${caller.memberId}` : `session:${caller.sessionHash ?? 'none'}`;
}
