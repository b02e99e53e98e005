import type { DesktopBridge } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectPlatform, setPlatform } from './index.ts';
import { webPlatform } from './web.ts';

function fakeBridge(): DesktopBridge {
  return {
    auth: {
      getToken: vi.fn(async () => 'stored.jwt.token'),
      setToken: vi.fn(async () => {}),
      deleteToken: vi.fn(async () => {}),
      keychainStatus: vi.fn(async () => ({ available: false })),
      socialLogin: vi.fn(async () => '/oauth2/success?ticket=t1'),
    },
    device: {
      getInfo: vi.fn(async () => ({ macAddress: '00:1A:2B:3C:4D:5E', machineId: null, platform: 'win32' as const })),
    },
    shell: { openExternal: vi.fn(async () => {}), openWebsite: vi.fn(async () => {}) },
    app: { getVersion: vi.fn(async () => '0.1.0') },
  };
}

afterEach(() => {
  delete window.storeDesktop;
  setPlatform(webPlatform);
  vi.resetModules();
  vi.doUnmock('react-dom/client');
  vi.restoreAllMocks();
});

describe('platform selection', () => {
  it('is the website without a desktop bridge', async () => {
    expect((await detectPlatform()).kind).toBe('web');
    expect((await detectPlatform()).device).toBeUndefined();
  });

  it('is the desktop app when window.storeDesktop exists, and goes through the bridge', async () => {
    const bridge = fakeBridge();
    window.storeDesktop = bridge;
    const desktop = await detectPlatform();

    expect(desktop.kind).toBe('desktop');
    expect(await desktop.tokens.get()).toBe('stored.jwt.token');
    await desktop.tokens.set('new.jwt.token', true);
    expect(bridge.auth.setToken).toHaveBeenCalledWith('new.jwt.token', true);
    await desktop.tokens.clear();
    expect(bridge.auth.deleteToken).toHaveBeenCalled();
    expect(await desktop.tokens.canPersist?.()).toBe(false);
    expect((await desktop.device!.getInfo()).macAddress).toBe('00:1A:2B:3C:4D:5E');
    expect(await desktop.socialLogin!('naver')).toBe('/oauth2/success?ticket=t1');
    expect(bridge.auth.socialLogin).toHaveBeenCalledWith('naver');
    desktop.openWebsite!('/order/checkout?orderId=7');
    expect(bridge.shell.openWebsite).toHaveBeenCalledWith('/order/checkout?orderId=7');
  });

  it('hands absolute, percent-encoded links to the bridge', async () => {
    const bridge = fakeBridge();
    window.storeDesktop = bridge;
    (await detectPlatform()).openExternal('https://search.naver.com/search.naver?query=오토웍스');
    expect(bridge.shell.openExternal).toHaveBeenCalledWith(
      'https://search.naver.com/search.naver?query=%EC%98%A4%ED%86%A0%EC%9B%8D%EC%8A%A4',
    );
  });

  it('main.tsx picks the desktop platform at start-up when the preload ran', async () => {
    vi.doMock('react-dom/client', () => ({ createRoot: () => ({ render: vi.fn() }) }));
    // The first screen's reads (the footer's site settings) go nowhere.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    document.body.innerHTML = '<div id="root"></div>';
    window.storeDesktop = fakeBridge();

    await import('../../main.tsx');
    const { platform: current } = await import('./index.ts');

    await vi.waitFor(() => expect(current().kind).toBe('desktop'));
  });
});
