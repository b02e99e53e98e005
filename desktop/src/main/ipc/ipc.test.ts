import { DESKTOP_CHANNELS, type DeviceInfo } from '@store/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenVault } from '../keychain.ts';
import type { SocialLogin } from '../social-login.ts';
import { isAppUrl } from '../security.ts';
import { registerIpcHandlers } from './index.ts';

// ipcMain is mocked at the boundary: the test keeps each registered handler and calls it the way
// Electron would, with an event whose senderFrame tells where the call came from.
type Handler = (event: unknown, ...args: unknown[]) => Promise<unknown>;
const handlers = vi.hoisted(() => new Map<string, Handler>());
vi.mock('electron', () => ({ ipcMain: { handle: (channel: string, handler: Handler) => handlers.set(channel, handler) } }));

const APP = 'app://store';
const JWT = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl';
const DEVICE: DeviceInfo = { macAddress: 'A4:BB:6D:11:22:33', machineId: 'c'.repeat(64), hostname: 'DESKTOP-1', platform: 'win32' };

const vault = { get: vi.fn(), set: vi.fn(), delete: vi.fn(), status: vi.fn() } satisfies Record<keyof TokenVault, unknown>;
const openExternal = vi.fn(async (_url: string) => true);
const openWebsite = vi.fn(async (_path: string) => true);
const socialLogin = vi.fn<SocialLogin>(async () => '/oauth2/success?ticket=abc');

function call(channel: string, ...args: unknown[]) {
  return callFrom(`${APP}/mypage/subscription`, channel, ...args);
}
function callFrom(frameUrl: string, channel: string, ...args: unknown[]) {
  const handler = handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler({ senderFrame: { url: frameUrl } }, ...args);
}

beforeEach(() => {
  handlers.clear();
  vi.clearAllMocks();
  vault.get.mockResolvedValue(JWT);
  vault.set.mockResolvedValue(undefined);
  vault.delete.mockResolvedValue(undefined);
  vault.status.mockResolvedValue({ available: true });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  registerIpcHandlers({
    isTrustedSender: (url) => url !== undefined && isAppUrl(url, APP),
    vault: vault as unknown as TokenVault,
    getDeviceInfo: async () => DEVICE,
    openExternal,
    openWebsite,
    getVersion: () => '1.2.3',
    socialLogin,
  });
});

describe('IPC handlers', () => {
  it('register exactly the channels of the shared contract', () => {
    expect([...handlers.keys()].sort()).toEqual(Object.values(DESKTOP_CHANNELS).sort());
  });

  it('accept good payloads and answer with the contract shapes', async () => {
    await expect(call('auth:set-token', { token: JWT, persistent: true })).resolves.toBeUndefined();
    expect(vault.set).toHaveBeenCalledWith(JWT, true);
    await expect(call('auth:get-token')).resolves.toBe(JWT);
    await expect(call('auth:delete-token')).resolves.toBeUndefined();
    expect(vault.delete).toHaveBeenCalled();
    await expect(call('auth:keychain-status')).resolves.toEqual({ available: true });
    await expect(call('device:get-info')).resolves.toEqual(DEVICE);
    await expect(call('shell:open-external', { url: 'https://www.youtube.com/watch?v=abc' })).resolves.toBeUndefined();
    expect(openExternal).toHaveBeenCalledWith('https://www.youtube.com/watch?v=abc');
    await expect(call('shell:open-website', { path: '/order/checkout?orderId=7' })).resolves.toBeUndefined();
    expect(openWebsite).toHaveBeenCalledWith('/order/checkout?orderId=7');
    await expect(call('app:get-version')).resolves.toBe('1.2.3');
    await expect(call('auth:social-login', { provider: 'kakao' })).resolves.toBe('/oauth2/success?ticket=abc');
    expect(socialLogin).toHaveBeenCalledWith('kakao');
  });

  it('start a social login only for Naver or Kakao, and never hand the page anything but an app path', async () => {
    await expect(call('auth:social-login', { provider: 'google' })).rejects.toThrow('[auth:social-login] 지원하지 않는 로그인 방식입니다.');
    await expect(call('auth:social-login', { provider: 'naver', redirect: 'https://evil.example' })).rejects.toThrow(/요청 형식/);
    expect(socialLogin).not.toHaveBeenCalled();
    socialLogin.mockResolvedValueOnce(null);
    await expect(call('auth:social-login', { provider: 'naver' })).resolves.toBeNull();
    // Whatever the window saw, the renderer is not sent off the app.
    socialLogin.mockResolvedValueOnce('https://evil.example/oauth2/success?ticket=a');
    await expect(call('auth:social-login', { provider: 'naver' })).rejects.toThrow(/데스크톱 앱 내부 오류/);
  });

  it('refuse a token that is not a string', async () => {
    await expect(call('auth:set-token', { token: 12345, persistent: true })).rejects.toThrow('[auth:set-token] 로그인 정보 형식이 올바르지 않습니다.');
    await expect(call('auth:set-token', { token: { toString: 'x' }, persistent: true })).rejects.toThrow(/로그인 정보/);
    expect(vault.set).not.toHaveBeenCalled();
  });

  it('refuse a 10 KB token without echoing it back', async () => {
    const huge = 'A'.repeat(10 * 1024);
    const error = await call('auth:set-token', { token: huge, persistent: false }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toContain('AAAAAAAAAA');
    expect((error as Error).message.length).toBeLessThan(200);
    expect(vault.set).not.toHaveBeenCalled();
  });

  it('refuse javascript:, file: and http: links before they reach the shell', async () => {
    for (const url of ['javascript:alert(document.cookie)', 'file:///C:/Windows/System32/calc.exe', 'http://example.com', 42]) {
      await expect(call('shell:open-external', { url })).rejects.toThrow('[shell:open-external] 열 수 없는 주소입니다');
    }
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('open only paths of the store on the website, never a host the page names', async () => {
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'checkout', 7]) {
      await expect(call('shell:open-website', { path })).rejects.toThrow('[shell:open-website] 웹사이트에서 열 수 없는 경로입니다.');
    }
    await expect(call('shell:open-website', { path: '/', url: 'https://evil.example/' })).rejects.toThrow(/요청 형식/);
    expect(openWebsite).not.toHaveBeenCalled();
  });

  it('refuse unknown fields, extra arguments and payloads where none belongs', async () => {
    const withExtra = call('auth:set-token', { token: JWT, persistent: true, role: 'ADMIN' });
    await expect(withExtra).rejects.toThrow('[auth:set-token] 요청 형식이 올바르지 않습니다.');
    // The unknown key is not repeated to the renderer either.
    await expect(call('auth:set-token', { token: JWT, persistent: true, '<img src=x>': 1 })).rejects.not.toThrow(/img/);
    await expect(call('auth:set-token', { token: JWT, persistent: true }, 'second')).rejects.toThrow(/요청 형식/);
    await expect(call('auth:set-token', { token: JWT })).rejects.toThrow('[auth:set-token] 로그인 유지 여부가 올바르지 않습니다.');
    await expect(call('auth:get-token', { account: 'other-app' })).rejects.toThrow('이 요청에는 값을 보낼 수 없습니다.');
    await expect(call('device:get-info', '__proto__')).rejects.toThrow(/값을 보낼 수 없습니다/);
    expect(vault.set).not.toHaveBeenCalled();
    expect(vault.get).not.toHaveBeenCalled();
  });

  it('refuse calls from any frame that is not the app (an embedded player, a foreign page)', async () => {
    await expect(callFrom('https://www.youtube-nocookie.com/embed/x', 'auth:get-token')).rejects.toThrow('허용되지 않은 화면');
    await expect(callFrom('https://evil.example/', 'device:get-info')).rejects.toThrow('허용되지 않은 화면');
    expect(vault.get).not.toHaveBeenCalled();
  });

  it('check their own results against the contract too', async () => {
    vault.get.mockResolvedValue('not a token\n');
    await expect(call('auth:get-token')).rejects.toThrow('[auth:get-token] 데스크톱 앱 내부 오류입니다.');
  });

  it('answer a failing handler with a plain message, not the OS error', async () => {
    openExternal.mockRejectedValueOnce(new Error('Failed to open https://www.youtube.com/secret-path: no handler'));
    const error = await call('shell:open-external', { url: 'https://www.youtube.com/secret-path' }).catch((e: Error) => e);
    expect((error as Error).message).toBe('[shell:open-external] 데스크톱 앱 내부 오류입니다.');
  });
});
