import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSocialLogin, createVerifier, returnPathOf, type SocialLoginOptions } from './social-login.ts';

// No Electron here: the login listens on the real loopback, and the test plays the member's
// browser, which the store's last redirect sends to http://127.0.0.1:{port}/callback.

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const TICKET = 'T1cket_abcdefghijklmnopqrstuvwxyz-0123';

/** Starts a login and returns what the app asked the browser to open, parsed. */
async function start(provider: 'naver' | 'kakao' = 'naver', options: Partial<SocialLoginOptions> = {}) {
  const openWebsite = vi.fn(async (_path: string) => true);
  const focusApp = vi.fn();
  const login = createSocialLogin({ openWebsite, focusApp, ...options });
  const result = login(provider);
  await vi.waitFor(() => expect(openWebsite).toHaveBeenCalled());
  const opened = new URL(openWebsite.mock.calls[0]![0], 'https://store.example.kr');
  const port = Number(opened.searchParams.get('appPort'));
  const callback = (query: string, path = '/callback') => fetch(`http://127.0.0.1:${port}${path}?${query}`);
  return { login, result, opened, port, callback, focusApp };
}

const waiting = Symbol('waiting');
const stillWaiting = (promise: Promise<unknown>) => Promise.race([promise, new Promise((r) => setTimeout(() => r(waiting), 50))]);

afterEach(() => vi.useRealTimers());

describe('social login in the browser (RFC 8252 loopback)', () => {
  it("opens the store's authorization with the loopback port and the verifier's S256 challenge", async () => {
    const { result, opened, port, callback, focusApp } = await start('kakao');
    expect(opened.pathname).toBe('/oauth2/authorization/kakao');
    expect(port).toBeGreaterThanOrEqual(1024);
    const challenge = opened.searchParams.get('appChallenge')!;
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const res = await callback(`ticket=${TICKET}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await res.text()).toContain('오토웍스 스토어 앱으로 돌아가 주세요');

    const path = new URL((await result)!, 'app://store');
    expect(path.pathname).toBe('/oauth2/success');
    expect(path.searchParams.get('ticket')).toBe(TICKET);
    // The verifier the renderer will send is the one whose challenge started the login.
    expect(s256(path.searchParams.get('verifier')!)).toBe(challenge);
    expect(focusApp).toHaveBeenCalledOnce();
    // The app stops listening once it has the login.
    await expect(callback(`ticket=${TICKET}`)).rejects.toThrow();
  });

  it("hands back the store's error for this provider", async () => {
    const { result, callback } = await start('kakao');
    expect((await callback('oauth2error=alreadyexist&provider=kakao')).status).toBe(200);
    expect(await result).toBe('/login?oauth2error=alreadyexist&provider=kakao');
  });

  it('ignores other paths and hand-backs it cannot use, and keeps waiting', async () => {
    const { result, callback } = await start('naver');
    expect((await callback(`ticket=${TICKET}`, '/other')).status).toBe(404);
    for (const query of ['', 'ticket=%3Cscript%3E', 'ticket=short', 'oauth2error=alreadyexist&provider=kakao', 'oauth2error=hacked&provider=naver']) {
      expect((await callback(query)).status, query).toBe(400);
    }
    expect(await stillWaiting(result)).toBe(waiting);
    await callback('oauth2error=failed&provider=naver');
    expect(await result).toBe('/login?oauth2error=failed&provider=naver');
  });

  it('answers a request line no URL parser accepts with 400, without throwing in main', async () => {
    const { result, port, callback } = await start('naver');
    // Any local program can reach the port; a browser would never send this target.
    const reply = await new Promise<string>((resolve) => {
      let data = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('GET //[ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => resolve(data));
      socket.on('error', () => resolve(data));
      setTimeout(() => socket.destroy(), 1000);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(await stillWaiting(result)).toBe(waiting);
    await callback(`ticket=${TICKET}`);
    expect(await result).toMatch(/^\/oauth2\/success\?/);
  });

  it('listens on 127.0.0.1 only', async () => {
    const { result, port, callback } = await start();
    await expect(fetch(`http://[::1]:${port}/callback?ticket=${TICKET}`)).rejects.toThrow();
    await callback(`ticket=${TICKET}`);
    await result;
  });

  it('gives up after the timeout, and when a new login starts', async () => {
    const timed = await start('naver', { timeoutMs: 30 });
    expect(await timed.result).toBeNull();
    await expect(timed.callback(`ticket=${TICKET}`)).rejects.toThrow();

    const openWebsite = vi.fn(async (_path: string) => true);
    const login = createSocialLogin({ openWebsite, focusApp: vi.fn() });
    const first = login('naver');
    await vi.waitFor(() => expect(openWebsite).toHaveBeenCalledTimes(1));
    const second = login('kakao');
    expect(await first).toBeNull();
    await vi.waitFor(() => expect(openWebsite).toHaveBeenCalledTimes(2));
    const port = new URL(openWebsite.mock.calls[1]![0], 'https://x').searchParams.get('appPort');
    await fetch(`http://127.0.0.1:${port}/callback?oauth2error=blocked&provider=kakao`);
    expect(await second).toBe('/login?oauth2error=blocked&provider=kakao');
  });

  it('fails when the browser cannot be opened', async () => {
    const login = createSocialLogin({ openWebsite: async () => false, focusApp: vi.fn() });
    await expect(login('naver')).rejects.toThrow(/browser/);
  });
});

describe('returnPathOf', () => {
  const { verifier } = createVerifier();
  it('makes only the two app paths, for this provider', () => {
    expect(returnPathOf(new URLSearchParams({ ticket: TICKET }), 'naver', verifier)).toBe(`/oauth2/success?ticket=${TICKET}&verifier=${verifier}`);
    expect(returnPathOf(new URLSearchParams('oauth2error=blocked&provider=naver'), 'naver', verifier)).toBe('/login?oauth2error=blocked&provider=naver');
    expect(returnPathOf(new URLSearchParams('oauth2error=blocked&provider=kakao'), 'naver', verifier)).toBeNull();
    expect(returnPathOf(new URLSearchParams('next=https://evil.example'), 'naver', verifier)).toBeNull();
  });
});
