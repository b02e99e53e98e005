import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { startTransition, useEffect } from 'react';
import { useDialogs } from '../components/alert-host.tsx';
import { ApiError, isAccountBlocked, isSessionExpired, onSessionRefused } from '../lib/api-client.ts';
import { ANONYMOUS, fetchAuthCheck, SESSION_MESSAGES } from '../lib/auth-session.ts';
import { platform } from '../lib/platform/index.ts';
import { sessionAtom, type Session } from '../lib/session.ts';

/**
 * On load: a stored token is checked with GET /api/auth/check (membership.md §4). A rejected
 * token ends the session with the "session expired" notice; no token means a visitor.
 *
 * At any time: a call whose token is refused, on load or later from any feature, ends the
 * session the same way: "session expired" for a session that is over (a logout or a password
 * change on another device), the suspension notice for a suspended member (an admin's suspension
 * revokes the member's sessions, and "session expired" hid why). Without this a screen opened
 * after the session ended said only that it could not load, under a header still offering 로그아웃.
 */
export function AuthBootstrap() {
  const setSession = useSetAtom(sessionAtom);
  const queryClient = useQueryClient();
  const { alert } = useDialogs();

  useEffect(() => {
    // Parallel calls may all be refused with one token: one notice per token.
    const handled = new Set<string>();
    return onSessionRefused(({ token, reason }) => {
      if (handled.has(token)) return;
      handled.add(token);
      void (async () => {
        // Only the token that was refused: a login finishing meanwhile keeps its new session.
        if ((await platform().tokens.get()) !== token) return;
        await platform().tokens.clear();
        // The member's data leaves the screen with the session.
        queryClient.removeQueries();
        setSession({ ...ANONYMOUS, ended: reason });
        void alert(reason === 'blocked' ? SESSION_MESSAGES.blocked : SESSION_MESSAGES.expired);
      })();
    });
  }, [setSession, queryClient, alert]);

  useEffect(() => {
    const controller = new AbortController();
    // Only settle a session nobody has set meanwhile (a login finishing first wins).
    const settle = (next: Session) => setSession((s) => (s.status === 'unknown' ? next : s));

    void (async () => {
      const token = await platform().tokens.get();
      if (controller.signal.aborted) return;
      // A visitor's header gains its login links: as a transition, so React renders it in slices
      // beside the page's hydration instead of in one task (Lighthouse's total blocking time).
      if (!token) return startTransition(() => settle(ANONYMOUS));
      try {
        const { data } = await fetchAuthCheck(controller.signal);
        settle({ status: 'authenticated', role: data.role, loginId: data.loginId });
      } catch (error) {
        if (controller.signal.aborted) return;
        // The onSessionRefused listener above forgets the token and says why.
        if (isAccountBlocked(error) || isSessionExpired(error)) return settle(ANONYMOUS);
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          // Drop the token only if it is still the one that was rejected.
          if ((await platform().tokens.get()) === token) await platform().tokens.clear();
          settle(ANONYMOUS);
          void alert(SESSION_MESSAGES.expired);
        } else {
          // Offline or a server hiccup says nothing about the token: keep it for the next load.
          settle(ANONYMOUS);
        }
      }
    })();
    return () => controller.abort();
  }, [setSession, alert]);

  return null;
}
