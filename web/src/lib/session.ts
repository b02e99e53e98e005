import { atom, useAtomValue } from 'jotai';
import type { Role } from '@store/shared';
import { platform } from './platform/index.ts';

// Who is using the app, as far as the UI knows. The token itself lives in the platform's
// token store; the server decides what it may do. The membership feature sets this atom.
export interface Session {
  status: 'unknown' | 'anonymous' | 'authenticated';
  role: Role | null;
  loginId: string | null;
  /** Why a session just ended under the member (its notice is already on screen), if it did. */
  ended?: 'blocked' | 'expired';
}

export const sessionAtom = atom<Session>({ status: 'unknown', role: null, loginId: null });

/** Known to be logged out; false while a stored token is still being checked. */
export const isLoggedOut = (session: Session) => session.status === 'anonymous';

/**
 * A visitor as far as can be told at once: known logged out, or not checked yet and holding no
 * stored token (a press on the server's HTML, answered before the session check has started).
 */
export async function isVisitorNow(session: Session): Promise<boolean> {
  return isLoggedOut(session) || (session.status === 'unknown' && !(await platform().tokens.get()));
}

export function useSession() {
  const session = useAtomValue(sessionAtom);
  return {
    ...session,
    isLoggedIn: session.status === 'authenticated',
    isLoggedOut: isLoggedOut(session),
    isAdmin: session.status === 'authenticated' && session.role === 'ADMIN',
  };
}
