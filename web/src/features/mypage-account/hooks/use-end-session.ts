import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { platform } from '../../../lib/platform/index.ts';
import { sessionAtom } from '../../../lib/session.ts';

/**
 * After a withdrawal the server has already revoked every session: forget the token and reload
 * the store at / (the same end as the header's logout, without a call that would only get 401).
 */
export function useEndSession() {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(async () => {
    await platform().tokens.clear();
    setSession({ status: 'anonymous', role: null, loginId: null });
    window.location.assign('/');
  }, [setSession]);
}
