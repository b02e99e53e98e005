import { atom, useAtomValue } from 'jotai';
import type { Role } from '@store/shared';

// Who is using the app, as far as the UI knows. The token itself lives in the platform's
// token store; the server decides what it may do. The membership feature sets this atom.
export interface Session {
  status: 'unknown' | 'anonymous' | 'authenticated';
  role: Role | null;
  loginId: string | null;
}

export const sessionAtom = atom<Session>({ status: 'unknown', role: null, loginId: null });

/** Known to be logged out; false while a stored token is still being checked. */
export const isLoggedOut = (session: Session) => session.status === 'anonymous';

export function useSession() {
  const session = useAtomValue(sessionAtom);
  return {
    ...session,
    isLoggedIn: session.status === 'authenticated',
    isLoggedOut: isLoggedOut(session),
    isAdmin: session.status === 'authenticated' && session.role === 'ADMIN',
  };
}
