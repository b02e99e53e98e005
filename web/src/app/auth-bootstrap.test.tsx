import { fireEvent, render, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, AUTH_REFUSALS } from '@store/shared';
import { AlertHost } from '../components/alert-host.tsx';
import { api } from '../lib/api-client.ts';
import { sessionAtom } from '../lib/session.ts';
import { findDialog, stubFetch } from '../test/render.tsx';
import { AuthBootstrap } from './auth-bootstrap.tsx';

type Answer = () => { status?: number; json: unknown };

/** AuthBootstrap with the alert host; `check` answers GET /api/auth/check, `more` other calls. */
function mount(check?: Answer, more: Record<string, Answer> = {}) {
  const { fetchMock, calls } = stubFetch({ ...(check ? { 'GET /api/auth/check': check } : {}), ...more });
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

/** Closes the alert and checks none follows it (the host shows its queue one at a time). */
async function expectNoMoreAlerts(dialog: HTMLDialogElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect([...document.querySelectorAll('dialog')].map((d) => d.textContent ?? '').join('')).toBe('');
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

  it('ends a suspended member\'s session with the suspension notice, not the expiry one', async () => {
    localStorage.setItem('token', 'suspended');
    const { store } = mount(() => ({ status: 403, json: { message: AUTH_MESSAGES.blocked, result: AUTH_REFUSALS.blocked } }));
    const dialog = await findDialog(AUTH_MESSAGES.blocked);
    expect(dialog.textContent).not.toContain(AUTH_MESSAGES.sessionExpired);
    // Remembered, so the login page it lands on does not also say "login required".
    expect(store.get(sessionAtom)).toMatchObject({ status: 'anonymous', ended: 'blocked' });
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    await expectNoMoreAlerts(dialog);
  });

  it.each([
    ['suspended', { status: 403, json: { message: AUTH_MESSAGES.blocked, result: AUTH_REFUSALS.blocked } }, AUTH_MESSAGES.blocked],
    // Logged out or revoked by a password change on another device, met on a later screen.
    ['over', { status: 401, json: { message: AUTH_MESSAGES.sessionExpired, result: AUTH_REFUSALS.sessionExpired } }, AUTH_MESSAGES.sessionExpired],
  ])('ends the session when any later call is refused as %s, once, and drops the member\'s cached data', async (_, refusal, notice) => {
    localStorage.setItem('token', 'good');
    let refused = false;
    const { fetchMock } = stubFetch({
      'GET /api/auth/check': () => ({ json: { data: { id: 7, loginId: 'demo', name: '데모', role: 'USER', grade: 'BASIC' } } }),
      'GET /api/subscription-list': () => (refused ? refusal : { json: { subscriptionData: [] } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore();
    const queryClient = new QueryClient();
    render(
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <AuthBootstrap />
          <AlertHost />
        </QueryClientProvider>
      </JotaiProvider>,
    );
    await waitFor(() => expect(store.get(sessionAtom).status).toBe('authenticated'));
    queryClient.setQueryData(['subscriptions', 7], { subscriptionData: [] });
    refused = true;
    const answers = await Promise.allSettled([api.get('/api/subscription-list'), api.get('/api/subscription-list')]);
    expect(answers.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const dialog = await findDialog(notice);
    expect(store.get(sessionAtom).status).toBe('anonymous');
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(['subscriptions', 7])).toBeUndefined();
    await expectNoMoreAlerts(dialog);
  });

  it('keeps the session on a 401 that is not about it (a wrong current password, say)', async () => {
    localStorage.setItem('token', 'good');
    const { store } = mount(() => ({ json: { data: { id: 7, loginId: 'demo', name: '데모', role: 'USER', grade: 'BASIC' } } }), {
      'POST /api/login': () => ({ status: 401, json: { message: AUTH_MESSAGES.loginFailed } }),
    });
    await waitFor(() => expect(store.get(sessionAtom).status).toBe('authenticated'));
    await expect(api.post('/api/login', {})).rejects.toMatchObject({ status: 401 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.get(sessionAtom).status).toBe('authenticated');
    expect(localStorage.getItem('token')).toBe('good');
    expect(document.querySelector('dialog[open]')).toBeNull();
  });

  it('says "session expired" once when the load-time check itself is refused with the result', async () => {
    sessionStorage.setItem('token', 'revoked');
    const { store } = mount(() => ({ status: 401, json: { message: AUTH_MESSAGES.sessionExpired, result: AUTH_REFUSALS.sessionExpired } }));
    const dialog = await findDialog(AUTH_MESSAGES.sessionExpired);
    expect(store.get(sessionAtom).status).toBe('anonymous');
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
    await expectNoMoreAlerts(dialog);
  });

  it('keeps the token when the server is only temporarily failing', async () => {
    localStorage.setItem('token', 'good');
    const { store } = mount(() => ({ status: 503, json: { message: '일시적인 서버 오류가 발생했습니다.' } }));
    await waitFor(() => expect(store.get(sessionAtom).status).toBe('anonymous'));
    expect(localStorage.getItem('token')).toBe('good');
  });
});
