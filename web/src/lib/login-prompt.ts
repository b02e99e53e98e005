import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../components/alert-host.tsx';
import { ApiError } from './api-client.ts';
import { useSession } from './session.ts';

export const LOGIN_REQUIRED = {
  title: '로그인이 필요합니다',
  message: '로그인 후 이용할 수 있는 서비스입니다.\n로그인 페이지로 이동할까요?',
} as const;

/** A 401 from any member-only call: the session is missing or has expired. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The "login required" modal of store.md §2 (confirm goes to /login, cancel closes).
 * `needsLogin` is true only when the app knows the visitor is logged out; while the session
 * is still being checked the call goes ahead and the server's 401 decides.
 */
export function useLoginPrompt() {
  const { confirm } = useDialogs();
  const navigate = useNavigate();
  const { isLoggedOut } = useSession();
  const promptLogin = useCallback(async () => {
    if (await confirm(LOGIN_REQUIRED.message, { title: LOGIN_REQUIRED.title, confirmLabel: '로그인하기' })) navigate('/login');
  }, [confirm, navigate]);
  return { promptLogin, needsLogin: isLoggedOut };
}
