import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../../../lib/session.ts';
import { findDialog, renderRoute, stubFetch } from '../../../test/render.tsx';
import { OAuth2SuccessPage } from './oauth2-success-page.tsx';

const TICKET = 'ticket-0123456789abcdef';

describe('OAuth2SuccessPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('exchanges the one-time ticket once, keeps the token for this session and goes home', async () => {
    const { fetchMock, calls } = stubFetch({
      'POST /api/oauth2/exchange': () => ({ json: { data: { token: 'social-token', role: 'USER' } } }),
      'GET /api/auth/check': () => ({ json: { data: { id: 7, loginId: 'naver_abc', name: '김네이버', role: 'USER', grade: 'BASIC' } } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router, store } = renderRoute(<OAuth2SuccessPage />, {
      path: '/oauth2/success',
      initialEntry: `/oauth2/success?ticket=${TICKET}`,
      routes: [{ path: '/', element: <h1>홈</h1> }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.filter((c) => c.key === 'POST /api/oauth2/exchange')).toEqual([{ key: 'POST /api/oauth2/exchange', body: { ticket: TICKET } }]);
    expect(sessionStorage.getItem('token')).toBe('social-token');
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(store.get(sessionAtom)).toEqual({ status: 'authenticated', role: 'USER', loginId: 'naver_abc' }));
  });

  it("sends the desktop app's verifier along with its ticket", async () => {
    const verifier = 'v'.repeat(43);
    const { fetchMock, calls } = stubFetch({
      'POST /api/oauth2/exchange': () => ({ json: { data: { token: 'app-token', role: 'USER' } } }),
      'GET /api/auth/check': () => ({ json: { data: { id: 7, loginId: 'kakao_abc', name: '김카카오', role: 'USER', grade: 'BASIC' } } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<OAuth2SuccessPage />, {
      path: '/oauth2/success',
      initialEntry: `/oauth2/success?ticket=${TICKET}&verifier=${verifier}`,
      routes: [{ path: '/', element: <h1>홈</h1> }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.filter((c) => c.key === 'POST /api/oauth2/exchange')).toEqual([{ key: 'POST /api/oauth2/exchange', body: { ticket: TICKET, verifier } }]);
  });

  it('alerts and returns to /login when the exchange fails', async () => {
    const { fetchMock } = stubFetch({ 'POST /api/oauth2/exchange': () => ({ status: 400, json: { message: '만료된 요청입니다.' } }) });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<OAuth2SuccessPage />, {
      path: '/oauth2/success',
      initialEntry: `/oauth2/success?ticket=${TICKET}`,
      routes: [{ path: '/login', element: <h1>로그인</h1> }],
    });
    await findDialog('소셜 로그인에 실패했습니다.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('fails without a ticket', async () => {
    vi.stubGlobal('fetch', stubFetch({}).fetchMock);
    const { router } = renderRoute(<OAuth2SuccessPage />, { path: '/oauth2/success', routes: [{ path: '/login', element: <h1>로그인</h1> }] });
    await findDialog('소셜 로그인에 실패했습니다.');
    expect(router.state.location.pathname).toBe('/login');
  });
});
