import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared';
import { setPlatform } from '../../../lib/platform/index.ts';
import type { Platform } from '../../../lib/platform/types.ts';
import { webPlatform } from '../../../lib/platform/web.ts';
import { createStore } from 'jotai';
import { sessionAtom } from '../../../lib/session.ts';
import { findDialog, renderRoute, stubFetch } from '../../../test/render.tsx';
import { OAUTH_ERROR_KEYS } from '../oauth-error.ts';
import { LoginPage } from './login-page.tsx';

function setup(initialEntry: string | { pathname: string; search?: string; state?: unknown } = '/login', login?: (body: any) => { status?: number; json: unknown }) {
  const { fetchMock, calls } = stubFetch({
    'GET /api/oauth2/providers': () => ({ json: { naver: false, kakao: true } }),
    'POST /api/login': login ?? (() => ({ json: { message: 'ok', data: { token: 'token-abc', role: 'USER' } } })),
  });
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup();
  const view = renderRoute(<LoginPage />, {
    path: '/login',
    initialEntry,
    routes: [
      { path: '/', element: <h1>홈</h1> },
      { path: '/mypage', element: <h1>마이페이지</h1> },
      { path: '/oauth2/success', element: <h1>소셜 로그인 확인</h1> },
    ],
  });
  return { user, calls, ...view };
}

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('alerts an existing e-mail with the provider in Korean, cleans the URL and clears the stored values', async () => {
    const t = setup('/login?oauth2error=alreadyexist&provider=naver');
    const dialog = await findDialog('이미 가입된 이메일입니다. 기존 아이디로 로그인해 주세요. (네이버)');
    expect(t.router.state.location.search).toBe('');
    expect(t.router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(OAUTH_ERROR_KEYS.error)).toBeNull();
    expect(localStorage.getItem(OAUTH_ERROR_KEYS.provider)).toBeNull();
    // Shown once: after 확인 no second copy is queued.
    await t.user.click(screen.getByRole('button', { name: '확인', hidden: true }));
    await waitFor(() => expect(dialog.textContent).not.toContain('이미 가입된 이메일입니다'));
  });

  it('alerts blocked social accounts', async () => {
    setup('/login?oauth2error=blocked&provider=kakao');
    await findDialog(AUTH_MESSAGES.blocked);
  });

  it('tells the visitor a provider is not configured, and that Google is being prepared', async () => {
    const t = setup();
    await waitFor(() => expect(t.calls.some((c) => c.key === 'GET /api/oauth2/providers')).toBe(true));
    await t.user.click(screen.getByRole('button', { name: '네이버로 로그인' }));
    const dialog = await findDialog('네이버 로그인이 아직 설정되지 않았습니다.');
    await t.user.click(dialog.querySelector('button:last-of-type') as HTMLButtonElement);
    await t.user.click(screen.getByRole('button', { name: '구글로 로그인' }));
    await findDialog('구글 로그인은 현재 준비 중입니다. 이용에 불편을 드려 죄송합니다.');
  });

  it('in the desktop app, logs in through the member’s browser and goes where the app was handed back', async () => {
    const socialLogin = vi.fn(async () => '/oauth2/success?ticket=t-1');
    setPlatform({ ...webPlatform, kind: 'desktop', socialLogin });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    try {
      const t = setup();
      await waitFor(() => expect(t.calls.some((c) => c.key === 'GET /api/oauth2/providers')).toBe(true));
      await t.user.click(screen.getByRole('button', { name: '카카오로 로그인' }));
      await waitFor(() => expect(t.router.state.location.pathname).toBe('/oauth2/success'));
      expect(t.router.state.location.search).toBe('?ticket=t-1');
      expect(socialLogin).toHaveBeenCalledWith('kakao');
      expect(assign).not.toHaveBeenCalled();
    } finally {
      setPlatform(webPlatform);
    }
  });

  it('in the desktop app, shows the provider’s error the browser came back with', async () => {
    setPlatform({ ...webPlatform, kind: 'desktop', socialLogin: async () => '/login?oauth2error=alreadyexist&provider=kakao' });
    try {
      const t = setup();
      await waitFor(() => expect(t.calls.some((c) => c.key === 'GET /api/oauth2/providers')).toBe(true));
      await t.user.click(screen.getByRole('button', { name: '카카오로 로그인' }));
      await findDialog('이미 가입된 이메일입니다. 기존 아이디로 로그인해 주세요. (카카오)');
      expect(t.router.state.location.search).toBe('');
    } finally {
      setPlatform(webPlatform);
    }
  });

  it('in the desktop app, says the login goes on in the browser, and lets the member stop waiting', async () => {
    let answer: (path: string | null) => void = () => {};
    const socialLogin = vi.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    setPlatform({ ...webPlatform, kind: 'desktop', socialLogin });
    try {
      const t = setup();
      await waitFor(() => expect(t.calls.some((c) => c.key === 'GET /api/oauth2/providers')).toBe(true));
      await t.user.click(screen.getByRole('button', { name: '카카오로 로그인' }));
      const status = await screen.findByRole('status');
      expect(status.textContent).toContain('브라우저에서 카카오 로그인을 진행해 주세요.');
      await t.user.click(screen.getByRole('button', { name: '취소' }));
      expect(screen.queryByText('브라우저에서 카카오 로그인을 진행해 주세요.')).toBeNull();
      // The browser coming back after the member gave up changes nothing.
      answer('/oauth2/success?ticket=late-ticket-0123456789');
      await new Promise((r) => setTimeout(r, 20));
      expect(t.router.state.location.pathname).toBe('/login');
    } finally {
      setPlatform(webPlatform);
    }
  });

  it('in the desktop app, stays put when the login is given up, and says so when it fails', async () => {
    const socialLogin = vi.fn<NonNullable<Platform['socialLogin']>>(async () => null);
    setPlatform({ ...webPlatform, kind: 'desktop', socialLogin });
    try {
      const t = setup();
      await waitFor(() => expect(t.calls.some((c) => c.key === 'GET /api/oauth2/providers')).toBe(true));
      await t.user.click(screen.getByRole('button', { name: '카카오로 로그인' }));
      await waitFor(() => expect(socialLogin).toHaveBeenCalled());
      expect(t.router.state.location.pathname).toBe('/login');
      socialLogin.mockRejectedValueOnce(new Error('[auth:social-login] 데스크톱 앱 내부 오류입니다.'));
      await t.user.click(screen.getByRole('button', { name: '카카오로 로그인' }));
      await findDialog('소셜 로그인에 실패했습니다.');
    } finally {
      setPlatform(webPlatform);
    }
  });

  it('keeps the login button disabled until id and password are filled', async () => {
    const t = setup();
    const button = screen.getByRole('button', { name: '로그인' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await t.user.type(screen.getByLabelText('아이디'), 'demo');
    expect(button.disabled).toBe(true);
    await t.user.type(screen.getByLabelText('비밀번호'), 'demo1234!');
    expect(button.disabled).toBe(false);
  });

  it('logs in with 로그인 유지, keeps the token in localStorage and returns to the page the visitor came from', async () => {
    const t = setup({ pathname: '/login', state: { from: '/mypage' } });
    expect(screen.getByText('로그인 후 이용할 수 있는 서비스입니다.')).toBeTruthy();
    await t.user.type(screen.getByLabelText('아이디'), 'demo');
    await t.user.type(screen.getByLabelText('비밀번호'), 'demo1234!');
    await t.user.click(screen.getByRole('checkbox', { name: '로그인 유지' }));
    await t.user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(t.router.state.location.pathname).toBe('/mypage'));
    expect(t.calls.find((c) => c.key === 'POST /api/login')?.body).toEqual({ loginId: 'demo', password: 'demo1234!', keepLoggedIn: true });
    expect(localStorage.getItem('token')).toBe('token-abc');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(t.store.get(sessionAtom)).toEqual({ status: 'authenticated', role: 'USER', loginId: 'demo' });
  });

  it('says nothing of "login required" when the session just ended under the member: the suspension notice says why', async () => {
    setup({ pathname: '/login', state: { from: '/mypage', ended: 'blocked' } });
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
    expect(screen.queryByText('로그인 후 이용할 수 있는 서비스입니다.')).toBeNull();
  });

  it('sends a member already logged in on to where a login would take them', async () => {
    const store = createStore();
    store.set(sessionAtom, { status: 'authenticated', role: 'USER', loginId: 'demo' });
    vi.stubGlobal('fetch', stubFetch({}).fetchMock);
    const view = renderRoute(<LoginPage />, {
      path: '/login',
      initialEntry: { pathname: '/login', state: { from: '/mypage' } },
      store,
      routes: [{ path: '/mypage', element: <h1>마이페이지</h1> }],
    });
    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/mypage');
  });

  it('keeps the token for this session only without 로그인 유지', async () => {
    const t = setup();
    await t.user.type(screen.getByLabelText('아이디'), 'demo');
    await t.user.type(screen.getByLabelText('비밀번호'), 'demo1234!');
    await t.user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(t.router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('token')).toBe('token-abc');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says why an id past the schema’s limit is not sent, instead of doing nothing', async () => {
    const t = setup();
    const id = screen.getByLabelText('아이디');
    await t.user.click(id);
    await t.user.paste('a'.repeat(101));
    await t.user.type(screen.getByLabelText('비밀번호'), 'demo1234!');
    await t.user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('아이디는 64자 이하로 입력해 주세요.')).toBeTruthy();
    expect(t.calls.some((c) => c.key === 'POST /api/login')).toBe(false);
  });

  it("shows the server's message for a refused login and the generic one for a server failure", async () => {
    let status = 401;
    const t = setup('/login', () => ({ status, json: { message: AUTH_MESSAGES.loginFailed } }));
    await t.user.type(screen.getByLabelText('아이디'), 'demo');
    await t.user.type(screen.getByLabelText('비밀번호'), 'wrong1234!');
    await t.user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText(AUTH_MESSAGES.loginFailed)).toBeTruthy();
    status = 500;
    await t.user.type(screen.getByLabelText('비밀번호'), 'x');
    await t.user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('로그인에 실패했습니다. 다시 시도해 주세요.')).toBeTruthy();
    expect(t.router.state.location.pathname).toBe('/login');
  });
});
