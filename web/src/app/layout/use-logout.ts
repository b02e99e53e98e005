import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { api } from '../../lib/api-client.ts';
import { platform } from '../../lib/platform/index.ts';
import { sessionAtom } from '../../lib/session.ts';

/** Ends the session on the server, forgets the token, and reloads the store at /. */
export function useLogout() {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(async () => {
    try {
      await api.post('/api/logout');
    } catch {
      // The token is dropped below either way; a failed call must not keep the user logged in.
    }
    await platform().tokens.clear();
    setSession({ status: 'anonymous', role: null, loginId: null });
    window.location.assign('/');
  }, [setSession]);
}
