import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { AuthUser, Role } from '@store/shared';
import { api } from './api-client.ts';
import { platform } from './platform/index.ts';
import { sessionAtom, type Session } from './session.ts';

// Starting and ending a session in the client, shared by login, social login, the auth
// bootstrap and logout. The token goes to the platform's token store (never to jotai or the
// query cache); the session atom only says who the UI is showing.

export const ANONYMOUS: Session = { status: 'anonymous', role: null, loginId: null };

// Literal copies rather than AUTH_MESSAGES: this file is in the first bundle, and any value
// import from the shared schemas drags zod (~90 kB) in with it. A test keeps them equal.
export const SESSION_MESSAGES = {
  expired: '로그인 세션이 만료되었습니다. 다시 로그인해 주세요.',
  /** The session was refused because the member is suspended (isAccountBlocked). */
  blocked: '이용이 정지된 계정입니다. 고객센터로 문의해 주세요.',
  loginRequired: '로그인 후 이용할 수 있는 서비스입니다.',
} as const;

/** GET /api/auth/check: the member behind the stored bearer token. */
export function fetchAuthCheck(signal?: AbortSignal) {
  return api.get<{ data: AuthUser }>('/api/auth/check', signal ? { signal } : {});
}

export interface StartSessionInput {
  token: string;
  role: Role;
  loginId: string | null;
  /** "로그인 유지": keep the token across browser restarts. */
  persistent: boolean;
}

export function useStartSession() {
  const setSession = useSetAtom(sessionAtom);
  const queryClient = useQueryClient();
  return useCallback(
    async ({ token, role, loginId, persistent }: StartSessionInput) => {
      await platform().tokens.set(token, persistent);
      // Anything cached for the visitor before logging in must not leak into the member's view.
      queryClient.removeQueries();
      setSession({ status: 'authenticated', role, loginId });
    },
    [setSession, queryClient],
  );
}

/** Where a login should return to, from the location state RequireAuth leaves behind. */
export interface LoginLocationState {
  from?: string;
  /** Prefills the login id (after "find ID"). */
  loginId?: string;
  /** The session ended under the member (suspended, or over): its notice says why, not "login required". */
  ended?: 'blocked' | 'expired';
}

/** Only same-site paths: `//evil.example` or `https://…` in state must not become an open redirect. */
export function safeRedirectPath(from: unknown, fallback = '/'): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  if (from === '/login' || from.startsWith('/login?') || from.startsWith('/oauth2/')) return fallback;
  return from;
}
