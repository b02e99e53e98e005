import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../components/states.tsx';
import type { LoginLocationState } from './auth-session.ts';
import { useSession } from './session.ts';

/**
 * Member-only routes: `{ element: <RequireAuth />, children: [...] }` or around one element.
 * While the stored token is being checked it waits; a visitor goes to /login, which returns
 * here (`from`) after a successful login. The server still checks the token on every call.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'unknown') return <LoadingState message="로그인 정보를 확인하는 중입니다..." />;
  if (!session.isLoggedIn) {
    const state: LoginLocationState = { from: location.pathname + location.search + location.hash, ...(session.ended ? { ended: session.ended } : {}) };
    return <Navigate to="/login" replace state={state} />;
  }
  return <>{children ?? <Outlet />}</>;
}
