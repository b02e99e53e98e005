import { beforeEach, describe, expect, it, vi } from 'vitest';
import { unhandledRejectionsDuring } from '../test/unhandled-rejections.ts';
import { installPermissionPolicy, installWebContentsGuards, isAppUrl, isPermissionAllowed, openExternalSafely, openWebsiteSafely } from './security.ts';

const shell = vi.hoisted(() => ({ openExternal: vi.fn(async (_url: string) => {}) }));
vi.mock('electron', () => ({ shell }));

const APP = 'app://store';
const STORE = 'https://store.example.kr';

/** A WebContents stand-in that records the listeners the guards install. */
function fakeContents() {
  const listeners = new Map<string, (event: any) => void>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  return {
    contents: {
      on: (name: string, listener: (event: any) => void) => listeners.set(name, listener),
      setWindowOpenHandler: (handler: typeof openHandler) => {
        openHandler = handler;
      },
    },
    navigate(url: string, extra: Record<string, unknown> = {}) {
      const event = { url, isMainFrame: true, preventDefault: vi.fn(), ...extra };
      listeners.get('will-navigate')!(event);
      return event;
    },
    redirect(url: string) {
      const event = { url, isMainFrame: true, preventDefault: vi.fn() };
      listeners.get('will-redirect')!(event);
      return event;
    },
    attachWebview() {
      const event = { preventDefault: vi.fn() };
      listeners.get('will-attach-webview')!(event);
      return event;
    },
    open: (url: string) => openHandler!({ url }),
  };
}

beforeEach(() => {
  shell.openExternal.mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('navigation guard', () => {
  it('lets the app navigate within its own origin', () => {
    const page = fakeContents();
    installWebContentsGuards(page.contents as never, APP, STORE);
    expect(page.navigate('app://store/mypage/subscription').preventDefault).not.toHaveBeenCalled();
  });

  it('blocks foreign origins and opens https ones in the system browser instead', async () => {
    const page = fakeContents();
    installWebContentsGuards(page.contents as never, APP, STORE);
    for (const url of ['https://evil.example/', 'https://store.example.kr/', 'app://other/', 'file:///C:/Users/', 'http://localhost:5174/']) {
      expect(page.navigate(url).preventDefault, url).toHaveBeenCalled();
    }
    await Promise.resolve();
    expect(shell.openExternal.mock.calls.map(([url]) => url)).toEqual(['https://evil.example/', 'https://store.example.kr/']);
  });

  it('never hands javascript: or data: targets to the OS', async () => {
    const page = fakeContents();
    installWebContentsGuards(page.contents as never, APP, STORE);
    expect(page.navigate('javascript:alert(1)').preventDefault).toHaveBeenCalled();
    expect(page.navigate('data:text/html,<script>alert(1)</script>').preventDefault).toHaveBeenCalled();
    await Promise.resolve();
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('does not follow a redirect away from the app, and refuses <webview>', () => {
    const page = fakeContents();
    installWebContentsGuards(page.contents as never, APP, STORE);
    expect(page.redirect('https://evil.example/').preventDefault).toHaveBeenCalled();
    expect(page.redirect('app://store/login').preventDefault).not.toHaveBeenCalled();
    expect(page.attachWebview().preventDefault).toHaveBeenCalled();
  });

  it('denies every new window; https links go to the browser after validation', async () => {
    const page = fakeContents();
    installWebContentsGuards(page.contents as never, APP, STORE);
    expect(page.open('https://www.youtube.com/watch?v=x')).toEqual({ action: 'deny' });
    expect(page.open('ms-msdt:/id PCWDiagnostic')).toEqual({ action: 'deny' });
    expect(page.open('file:///C:/Windows/System32/calc.exe')).toEqual({ action: 'deny' });
    await Promise.resolve();
    expect(shell.openExternal.mock.calls).toEqual([['https://www.youtube.com/watch?v=x']]);
  });

  it("opens the app's own pages asked for in a new tab (download page, terms, PDFs) on the store's website", async () => {
    const page = fakeContents();
    installWebContentsGuards(page.contents as never, APP, STORE);
    expect(page.open('app://store/software-downloads/12/index.html')).toEqual({ action: 'deny' });
    expect(page.open('app://store/term-of-use?v=2#s3')).toEqual({ action: 'deny' });
    // A path that would parse as another host never leaves the store's origin.
    expect(page.open('app://store//evil.example/x')).toEqual({ action: 'deny' });
    await vi.waitFor(() => expect(shell.openExternal).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shell.openExternal.mock.calls).toEqual([['https://store.example.kr/software-downloads/12/index.html'], ['https://store.example.kr/term-of-use?v=2#s3']]);
  });

  it('never leaves a link the OS fails to open as an unhandled rejection in main', async () => {
    shell.openExternal.mockRejectedValue(new Error('Failed to open: no application is associated with mailto'));
    try {
      const page = fakeContents();
      installWebContentsGuards(page.contents as never, APP, STORE);
      const unhandled = await unhandledRejectionsDuring(() => {
        page.navigate('mailto:help@autoworks.kr');
        page.open('https://www.youtube.com/watch?v=x');
        page.open('app://store/software-downloads/12/index.html');
      });
      expect(unhandled).toEqual([]);
      expect(shell.openExternal).toHaveBeenCalledTimes(3);
    } finally {
      shell.openExternal.mockReset();
      shell.openExternal.mockImplementation(async () => {});
    }
  });

  it('compares scheme and host, not Node URL.origin (which is "null" for app://)', () => {
    expect(isAppUrl('app://store/x', APP)).toBe(true);
    expect(isAppUrl('foo://bar/x', APP)).toBe(false);
    expect(isAppUrl('javascript:void(0)', APP)).toBe(false);
    expect(isAppUrl('not a url', APP)).toBe(false);
    expect(isAppUrl('http://localhost:5174/mypage', 'http://localhost:5174')).toBe(true);
  });
});

describe('openExternalSafely', () => {
  it('opens only https, mailto and tel', async () => {
    expect(await openExternalSafely('mailto:help@autoworks.kr')).toBe(true);
    expect(await openExternalSafely('tel:1588-0000')).toBe(true);
    expect(await openExternalSafely('smb://attacker/share')).toBe(false);
    expect(await openExternalSafely('https://store.example.kr@evil.example/')).toBe(false);
    expect(shell.openExternal.mock.calls).toEqual([['mailto:help@autoworks.kr'], ['tel:1588-0000']]);
  });
});

describe('openWebsiteSafely', () => {
  beforeEach(() => {
    shell.openExternal.mockClear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it("opens the path on the store's own origin", async () => {
    expect(await openWebsiteSafely('https://store.example.kr', '/order/checkout?orderId=7')).toBe(true);
    expect(await openWebsiteSafely('http://localhost:8787', '/cart')).toBe(true);
    expect(shell.openExternal.mock.calls).toEqual([['https://store.example.kr/order/checkout?orderId=7'], ['http://localhost:8787/cart']]);
  });

  it('opens nothing when the path would leave the store', async () => {
    for (const path of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/', 'javascript:alert(1)']) {
      expect(await openWebsiteSafely('https://store.example.kr', path), path).toBe(false);
    }
    expect(shell.openExternal).not.toHaveBeenCalled();
  });
});

describe('permissions', () => {
  it('are denied by default; only clipboard writing from the app itself is allowed', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', 'app://store/admin', APP)).toBe(true);
    expect(isPermissionAllowed('clipboard-sanitized-write', 'https://www.youtube-nocookie.com/embed/x', APP)).toBe(false);
    for (const permission of ['clipboard-read', 'media', 'geolocation', 'notifications', 'openExternal', 'hid', 'unknown']) {
      expect(isPermissionAllowed(permission, 'app://store/', APP), permission).toBe(false);
    }
  });

  it('are wired into the session handlers', () => {
    const session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn(), setDevicePermissionHandler: vi.fn() };
    installPermissionPolicy(session as never, APP);
    const request = session.setPermissionRequestHandler.mock.calls[0]![0];
    const callback = vi.fn();
    request({}, 'media', callback, { requestingUrl: 'app://store/' });
    expect(callback).toHaveBeenCalledWith(false);
    const check = session.setPermissionCheckHandler.mock.calls[0]![0];
    expect(check(null, 'clipboard-sanitized-write', 'app://store')).toBe(true);
    expect(check(null, 'geolocation', 'app://store')).toBe(false);
    expect(session.setDevicePermissionHandler.mock.calls[0]![0]({})).toBe(false);
  });
});
