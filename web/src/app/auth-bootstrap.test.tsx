import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '../components/alert-host.tsx';
import { sessionAtom } from '../lib/session.ts';
import { findDialog, stubFetch } from '../test/render.tsx';
import { AuthBootstrap } from './auth-bootstrap.tsx';

function mount(check?: () => { status?: number; json: unknown }) {
  const { fetchMock, calls } = stubFetch(check ? { 'GET /api/auth/check': check } : {});
  vi.stubGlobal('fetch', fetchMock);
  const store = createStore();
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthBootstrap />
        <AlertHost />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { store, calls };
}

describe('AuthBootstrap', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('treats a visitor without a token as anonymous without calling the API', async () => {
    const { store, calls } = mount();
    await waitFor(() => expect(store.get(sessionAtom).status).toBe('anonymous'));
    expect(calls).toEqual([]);
  });

  it('restores the session from a valid token', async () => {
    localStorage.setItem('token', 'good');
    const { store } = mount(() => ({ json: { data: { id: 1, loginId: 'admin', name: '관리자', role: 'ADMIN', grade: 'BASIC' } } }));
    await waitFor(() => expect(store.get(sessionAtom)).toEqual({ status: 'authenticated', role: 'ADMIN', loginId: 'admin' }));
  });

  it('ends an expired session with a notice and forgets the token', async () => {
    sessionStorage.setItem('token', 'expired');
    const { store } = mount(() => ({ status: 401, json: { message: '로그인이 필요합니다.' } }));
    await findDialog('로그인 세션이 만료되었습니다. 다시 로그인해 주세요.');
    expect(store.get(sessionAtom).status).toBe('anonymous');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('keeps the token when the server is only temporarily failing', async () => {
    localStorage.setItem('token', 'good');
    const { store } = mount(() => ({ status: 503, json: { message: '일시적인 서버 오류가 발생했습니다.' } }));
    await waitFor(() => expect(store.get(sessionAtom).status).toBe('anonymous'));
    expect(localStorage.getItem('token')).toBe('good');
  });
});
