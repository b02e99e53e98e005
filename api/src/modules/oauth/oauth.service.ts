import { calculatePKCECodeChallenge, generateRandomCodeVerifier } from 'oauth4webapi';
import { AUTH_MESSAGES, type OAuthErrorCode } from '@store/shared';
import { OAuthFlowError, type OAuthProfile } from '../../adapters/oauth/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { MemberStatusValue, RoleValue, SocialProvider } from '../../db/types.ts';
import type { AppDeps } from '../../lib/context.ts';
import { randomHex, randomToken, sha256 } from '../../lib/crypto.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { unauthorized } from '../../lib/errors.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { startSession, type ClientInfo, type IssuedSession } from '../auth/auth.service.ts';
import { accountBlocked } from '../auth/refusals.ts';
import { findMemberById, passwordMemberWithEmailExists } from '../members/members.repository.ts';
import { createMember } from '../members/members.service.ts';
import * as repo from './oauth.repository.ts';
import type { AppLoopback } from './oauth.repository.ts';

// Social login (DESIGN.md §4): a real authorization-code flow with state and PKCE; the return
// to the web app carries a one-time ticket, never a session token.

export const OAUTH_STATE_TTL_MS = 10 * 60_000;
export const LOGIN_TICKET_TTL_MS = 60_000;
/**
 * Logins started per IP. Each start stores a state row for an anonymous caller, so without a
 * cap one client could fill the table faster than housekeeping purges it (hourly). Generous:
 * one address can be a whole office or a carrier's NAT.
 */
export const AUTHORIZE_LIMIT_PER_IP = { limit: 60, windowSeconds: 600 } as const;

const redirectUri = (deps: AppDeps, provider: SocialProvider) => `${deps.config.publicUrl}/oauth2/callback/${provider}`;

// Where the browser goes next is a path on the same origin it is on: the web app is served
// there (directly or through the dev server's proxy), and no caller-supplied URL is ever used
// as a redirect target (no open redirect). The one exception is the desktop app's login in the
// member's browser (RFC 8252 §7.3): its flow ends on the loopback interface, at a port the app
// chose, and only there: the host is fixed, so no caller can send the browser anywhere else.

/** The end of a flow: the web app's page, or the desktop app listening on 127.0.0.1. */
function endOfFlow(app: AppLoopback | null, path: '/login' | '/oauth2/success', params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return app ? `http://127.0.0.1:${app.port}/callback?${query}` : `${path}?${query}`;
}

/** Where the web app (or the desktop app) shows a social-login failure (membership.md §2, /login). */
export function loginErrorUrl(error: OAuthErrorCode, provider: SocialProvider, app: AppLoopback | null = null): string {
  return endOfFlow(app, '/login', { oauth2error: error, provider });
}

/** The provider's login page with a fresh single-use state, or the /login notice when unconfigured. */
export async function beginAuthorization(deps: AppDeps, providerName: SocialProvider, app: AppLoopback | null, ip: string): Promise<string> {
  const provider = deps.adapters.oauth[providerName];
  if (!provider) return loginErrorUrl('notconfigured', providerName, app);
  const now = deps.clock.now();
  await consumeRateLimits(deps.db, [{ key: `oauth-start:ip:${ip}`, ...AUTHORIZE_LIMIT_PER_IP }], now, AUTH_MESSAGES.socialThrottled);
  const state = randomToken();
  const codeVerifier = generateRandomCodeVerifier();
  await repo.insertState(deps.db, { state, provider: providerName, codeVerifier, createdAt: now, app });
  const url = provider.authorizationUrl({ state, codeChallenge: await calculatePKCECodeChallenge(codeVerifier), redirectUri: redirectUri(deps, providerName) });
  return url.toString();
}

type SocialMember = { id: number; role: RoleValue; status: MemberStatusValue };

/** The provider's callback: returns where to send the browser next. */
export async function completeAuthorization(deps: AppDeps, providerName: SocialProvider, callbackUrl: URL): Promise<string> {
  const provider = deps.adapters.oauth[providerName];
  if (!provider) return loginErrorUrl('notconfigured', providerName);
  const now = deps.clock.now();

  // CSRF / login-fixation defence: the state must be one we issued for this provider, unused
  // and recent. It is deleted on first sight, so a replayed callback fails.
  const state = callbackUrl.searchParams.get('state');
  const saved = state ? await repo.takeState(deps.db, state, providerName) : undefined;
  if (!state || !saved || saved.created_at.getTime() < now.getTime() - OAUTH_STATE_TTL_MS) {
    return loginErrorUrl('failed', providerName);
  }
  const app = saved.app_port !== null && saved.app_challenge !== null ? { port: saved.app_port, challenge: saved.app_challenge } : null;

  let profile: OAuthProfile;
  try {
    profile = await provider.complete({ callbackUrl, expectedState: state, codeVerifier: saved.code_verifier, redirectUri: redirectUri(deps, providerName) });
  } catch (error) {
    if (!(error instanceof OAuthFlowError)) throw error;
    deps.logger.warn({ provider: providerName, reason: error.message }, 'social login failed');
    return loginErrorUrl('failed', providerName, app);
  }

  const member = await findOrCreateSocialMember(deps, providerName, profile, now);
  if (member === 'alreadyexist') return loginErrorUrl('alreadyexist', providerName, app);
  if (member.status === 'BLOCKED') return loginErrorUrl('blocked', providerName, app);
  if (member.status !== 'ACTIVE') return loginErrorUrl('failed', providerName, app);

  const ticket = randomToken();
  await repo.insertTicket(deps.db, {
    ticketHash: sha256(ticket),
    memberId: member.id,
    role: member.role,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_TICKET_TTL_MS),
    appChallenge: app?.challenge ?? null,
  });
  return endOfFlow(app, '/oauth2/success', { ticket });
}

/**
 * Members are found by (provider, provider user id) only. A new provider user whose e-mail
 * already belongs to a password account is not merged into it (an attacker controlling a
 * provider account with that address would otherwise take the account over): they are sent
 * to log in with their password instead.
 */
async function findOrCreateSocialMember(
  deps: AppDeps,
  provider: SocialProvider,
  profile: OAuthProfile,
  now: Date,
): Promise<SocialMember | 'alreadyexist'> {
  const existing = await repo.findSocialMember(deps.db, provider, profile.providerUserId);
  if (existing) return existing;
  if (profile.email && (await passwordMemberWithEmailExists(deps.db, profile.email))) return 'alreadyexist';

  try {
    return await createSocialMember(deps, provider, profile, now);
  } catch (error) {
    // The same provider user arriving twice at once (two tabs): the second insert hits the
    // unique (provider, provider_user_id) and simply uses the member the first one created.
    if (violatedUniqueConstraint(error) !== 'social_accounts_provider_user_key') throw error;
    const winner = await repo.findSocialMember(deps.db, provider, profile.providerUserId);
    if (!winner) throw error;
    return winner;
  }
}

/** A new member for a new provider user, with consents and the welcome coupon, in one step. */
function createSocialMember(deps: AppDeps, provider: SocialProvider, profile: OAuthProfile, now: Date): Promise<SocialMember> {
  return inTransaction(deps.db, async (tx) => {
    const member = await createMember(
      tx,
      {
        // Random, so it reveals nothing about the provider account; 16 characters at most.
        loginId: `${provider}_${randomHex(5)}`,
        passwordHash: null,
        name: (profile.name ?? '').trim().slice(0, 10) || '회원',
        birth: null,
        email: profile.email,
        emailVerified: profile.emailVerified,
        phone: null,
        // Using social login accepts the terms shown on the login page; marketing is opt-in only.
        consents: { service: true, privacy: true, marketing: false },
        welcomeCoupon: true,
      },
      now,
    );
    await repo.insertSocialAccount(tx, { provider, providerUserId: profile.providerUserId, memberId: member.id, createdAt: now });
    return { id: member.id, role: member.role, status: 'ACTIVE' as const };
  });
}

/**
 * POST /api/oauth2/exchange: a valid ticket, once, becomes a normal (short) session. A ticket the
 * desktop app asked for needs the verifier whose challenge started the login (as PKCE, S256).
 */
export async function exchangeTicket(deps: AppDeps, ticket: string, verifier: string | undefined, client: ClientInfo): Promise<IssuedSession> {
  const now = deps.clock.now();
  const challenge = verifier === undefined ? null : await calculatePKCECodeChallenge(verifier);
  const memberId = await repo.claimTicket(deps.db, sha256(ticket), now, challenge);
  if (memberId === undefined) throw unauthorized(AUTH_MESSAGES.socialFailed);
  const member = await findMemberById(deps.db, memberId);
  if (!member || member.status === 'WITHDRAWN') throw unauthorized(AUTH_MESSAGES.socialFailed);
  if (member.status === 'BLOCKED') throw accountBlocked();
  return startSession(deps, member, false, client);
}
