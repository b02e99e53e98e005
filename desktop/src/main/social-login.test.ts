import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSocialLogin, isSocialLoginContents, returnPathOf, SOCIAL_LOGIN_PARTITION } from './social-login.ts';

// BrowserWindow, its web contents and the partition's session are faked at the electron boundary:
// the test plays the navigations Chromium would report and reads what the window lets through.
const fake = vi.hoisted(() => {
  const loginSession = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
  };
  const windows: any[] = [];
  class FakeWindow {
    options: any;
    destroyed = false;
    listeners = new Map<string, () => void>();
    contentsListeners = new Map<string, (event: any) => void>();
    openHandler: ((details: { url: string }) => { action: string }) | undefined;
    loadURL = vi.fn(async (_url: string) => {});
    focus = vi.fn();
    webContents = {
      session: loginSession,
      on: (name: string, listener: (event: any) => void) => this.contentsListeners.set(name, listener),
      setWindowOpenHandler: (handler: (details: { url: string }) => { action: string }) => {
        this.openHandler = handler;
      },
    };
    constructor(options: any) {
      this.options = options;
      windows.push(this);
    }
    on(name: string, listener: () => void) {
      this.listeners.set(name, listener);
    }
    isDestroyed() {
      return this.destroyed;
    }
    close() {
      this.destroyed = true;
      this.listeners.get('closed')?.();
    }
  }
  return { loginSession, windows, FakeWindow, openExternal: vi.fn(async () => {}) };
});
vi.mock('electron', () => ({
  BrowserWindow: fake.FakeWindow,
  session: { fromPartition: (partition: string) => (partition === 'social-login' ? fake.loginSession : {}) },
  shell: { openExternal: fake.openExternal },
}));

const API = 'https://store.example.kr';

function navigation(window: any, kind: 'will-navigate' | 'will-redirect', url: string) {
  const event = { url, isMainFrame: true, preventDefault: vi.fn() };
  window.contentsListeners.get(kind)(event);
  return event;
}

beforeEach(() => {
  fake.windows.length = 0;
  vi.clearAllMocks();
});

describe('social login window', () => {
  it('opens the store’s authorization in a sandboxed window of its own, without the bridge, over the app window', () => {
    const parent = { isDestroyed: () => false };
    void createSocialLogin({ apiOrigin: API, parent: () => parent as never })('naver');
    const window = fake.windows[0];
    expect(window.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, partition: SOCIAL_LOGIN_PARTITION, devTools: false });
    expect(window.options.webPreferences).not.toHaveProperty('preload');
    expect(SOCIAL_LOGIN_PARTITION.startsWith('persist:')).toBe(false);
    expect(window.options).toMatchObject({ parent, modal: true });
    expect(window.loadURL).toHaveBeenCalledWith('https://store.example.kr/oauth2/authorization/naver');
  });

  it('follows the provider’s pages, catches the store’s way back with the ticket and closes', async () => {
    const login = createSocialLogin({ apiOrigin: API, parent: () => null })('kakao');
    const window = fake.windows[0];
    expect(navigation(window, 'will-redirect', 'https://kauth.kakao.com/oauth/authorize?client_id=x&state=s').preventDefault).not.toHaveBeenCalled();
    expect(navigation(window, 'will-navigate', 'https://accounts.kakao.com/login?continue=x').preventDefault).not.toHaveBeenCalled();
    expect(navigation(window, 'will-redirect', `${API}/oauth2/callback/kakao?code=c&state=s`).preventDefault).not.toHaveBeenCalled();
    const back = navigation(window, 'will-redirect', `${API}/oauth2/success?ticket=t-123`);
    expect(back.preventDefault).toHaveBeenCalled();
    await expect(login).resolves.toBe('/oauth2/success?ticket=t-123');
    expect(window.destroyed).toBe(true);
  });

  it('hands back the login page with the provider’s error', async () => {
    const login = createSocialLogin({ apiOrigin: API, parent: () => null })('naver');
    navigation(fake.windows[0], 'will-redirect', `${API}/login?oauth2error=alreadyexist&provider=naver`);
    await expect(login).resolves.toBe('/login?oauth2error=alreadyexist&provider=naver');
  });

  it('answers null when the member closes the window', async () => {
    const login = createSocialLogin({ apiOrigin: API, parent: () => null })('naver');
    fake.windows[0].close();
    await expect(login).resolves.toBeNull();
  });

  it('keeps programs, plain http elsewhere, new windows and permissions out', () => {
    void createSocialLogin({ apiOrigin: API, parent: () => null })('naver');
    const window = fake.windows[0];
    for (const url of ['naversearchapp://inappbrowser?url=x', 'intent://login#Intent;end', 'http://phish.example/login', 'file:///C:/Windows/System32/calc.exe']) {
      expect(navigation(window, 'will-navigate', url).preventDefault).toHaveBeenCalled();
    }
    expect(window.openHandler({ url: 'https://nid.naver.com/user2/join' })).toEqual({ action: 'deny' });
    expect(fake.openExternal).toHaveBeenCalledWith('https://nid.naver.com/user2/join');
    const permission = vi.fn();
    fake.loginSession.setPermissionRequestHandler.mock.calls[0]![0]({}, 'geolocation', permission);
    expect(permission).toHaveBeenCalledWith(false);
    expect(fake.loginSession.setPermissionCheckHandler.mock.calls[0]![0]()).toBe(false);
  });

  it('keeps one window: asking again brings it forward and answers null', async () => {
    const start = createSocialLogin({ apiOrigin: API, parent: () => null });
    void start('naver');
    await expect(start('kakao')).resolves.toBeNull();
    expect(fake.windows).toHaveLength(1);
    expect(fake.windows[0].focus).toHaveBeenCalled();
  });

  it('tells its web contents apart from the app’s', () => {
    expect(isSocialLoginContents({ session: fake.loginSession } as never)).toBe(true);
    expect(isSocialLoginContents({ session: {} } as never)).toBe(false);
  });
});

describe('returnPathOf', () => {
  it('takes only the store’s ticket page and login page, with their query', () => {
    expect(returnPathOf(`${API}/oauth2/success?ticket=abc`, API)).toBe('/oauth2/success?ticket=abc');
    expect(returnPathOf(`${API}/login?oauth2error=blocked&provider=kakao`, API)).toBe('/login?oauth2error=blocked&provider=kakao');
    expect(returnPathOf('https://evil.example/oauth2/success?ticket=abc', API)).toBeNull();
    expect(returnPathOf(`${API}/oauth2/success`, API)).toBeNull();
    expect(returnPathOf(`${API}/mypage?ticket=abc`, API)).toBeNull();
    expect(returnPathOf('not a url', API)).toBeNull();
  });
});
