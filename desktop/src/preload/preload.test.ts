import { DESKTOP_BRIDGE_GLOBAL, DESKTOP_CHANNELS } from '@store/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// contextBridge and ipcRenderer are mocked: the test sees what the preload exposes to the page
// and which channel each bridge method invokes.
const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoke: vi.fn(async (..._args: unknown[]) => undefined),
}));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => electron.exposed.set(key, value) },
  ipcRenderer: { invoke: electron.invoke, send: vi.fn(), on: vi.fn(), sendSync: vi.fn() },
}));

type Bridge = Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
let bridge: Bridge;

beforeAll(async () => {
  await import('./index.ts');
  bridge = electron.exposed.get(DESKTOP_BRIDGE_GLOBAL) as Bridge;
});

describe('preload', () => {
  it('exposes one object, window.storeDesktop, with exactly the bridge methods', () => {
    expect([...electron.exposed.keys()]).toEqual(['storeDesktop']);
    const shape = Object.fromEntries(Object.entries(bridge).map(([ns, methods]) => [ns, Object.keys(methods).sort()]));
    expect(shape).toEqual({
      auth: ['deleteToken', 'getToken', 'keychainStatus', 'setToken', 'socialLogin'],
      device: ['getInfo'],
      shell: ['openExternal', 'openWebsite'],
      app: ['getVersion'],
    });
  });

  it('exposes functions only, never ipcRenderer or any of its methods', () => {
    for (const methods of Object.values(bridge)) {
      for (const method of Object.values(methods)) {
        expect(typeof method).toBe('function');
        expect(method).not.toBe(electron.invoke);
      }
    }
    expect(JSON.stringify(Object.keys(bridge))).not.toMatch(/ipc|invoke|send|on\b/);
  });

  it('invokes one fixed channel per method with a plain payload', async () => {
    const calls: Array<[string, unknown[]]> = [
      ['auth.getToken', []],
      ['auth.setToken', ['a.b.c', true]],
      ['auth.deleteToken', []],
      ['auth.keychainStatus', []],
      ['auth.socialLogin', ['kakao']],
      ['device.getInfo', []],
      ['shell.openExternal', ['https://example.com/']],
      ['shell.openWebsite', ['/order/checkout?orderId=7']],
      ['app.getVersion', []],
    ];
    electron.invoke.mockClear();
    for (const [path, args] of calls) {
      const [ns, method] = path.split('.') as [string, string];
      await bridge[ns]![method]!(...args);
    }
    expect(electron.invoke.mock.calls).toEqual([
      [DESKTOP_CHANNELS.authGetToken],
      [DESKTOP_CHANNELS.authSetToken, { token: 'a.b.c', persistent: true }],
      [DESKTOP_CHANNELS.authDeleteToken],
      [DESKTOP_CHANNELS.authKeychainStatus],
      [DESKTOP_CHANNELS.authSocialLogin, { provider: 'kakao' }],
      [DESKTOP_CHANNELS.deviceGetInfo],
      [DESKTOP_CHANNELS.shellOpenExternal, { url: 'https://example.com/' }],
      [DESKTOP_CHANNELS.shellOpenWebsite, { path: '/order/checkout?orderId=7' }],
      [DESKTOP_CHANNELS.appGetVersion],
    ]);
    // Every channel of the contract is reachable, and nothing else.
    expect(new Set(electron.invoke.mock.calls.map(([channel]) => channel))).toEqual(new Set(Object.values(DESKTOP_CHANNELS)));
  });
});
