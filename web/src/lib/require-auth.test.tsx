import { render, screen } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { RequireAuth } from './require-auth.tsx';
import { sessionAtom, type Session } from './session.ts';

function LoginProbe() {
  const state = useLocation().state as { from?: string; ended?: string } | null;
  return (
    <p>
      login from {state?.from}
      {state?.ended ? ` (${state.ended})` : ''}
    </p>
  );
}

function mount(session: Session) {
  const store = createStore();
  store.set(sessionAtom, session);
  const router = createMemoryRouter(
    [
      { element: <RequireAuth />, children: [{ path: '/mypage', element: <h1>마이페이지</h1> }] },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: ['/mypage?tab=coupons'] },
  );
  render(
    <JotaiProvider store={store}>
      <RouterProvider router={router} />
    </JotaiProvider>,
  );
  return router;
}

describe('RequireAuth', () => {
  it('sends a visitor to /login remembering where they were going', async () => {
    const router = mount({ status: 'anonymous', role: null, loginId: null });
    expect(await screen.findByText('login from /mypage?tab=coupons')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('tells /login that the session ended under the member (suspended), so it says that and not "login required"', async () => {
    mount({ status: 'anonymous', role: null, loginId: null, ended: 'blocked' });
    expect(await screen.findByText('login from /mypage?tab=coupons (blocked)')).toBeTruthy();
  });

  it('shows the page to a member', () => {
    mount({ status: 'authenticated', role: 'USER', loginId: 'demo' });
    expect(screen.getByRole('heading', { name: '마이페이지' })).toBeTruthy();
  });

  it('waits while the session is being checked', () => {
    mount({ status: 'unknown', role: null, loginId: null });
    expect(screen.getByText('로그인 정보를 확인하는 중입니다...')).toBeTruthy();
  });
});
