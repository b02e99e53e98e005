import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppProtocolHandler, DESKTOP_CSP } from './app-protocol.ts';

vi.mock('electron', () => ({ net: { fetch: vi.fn() }, protocol: { handle: vi.fn(), registerSchemesAsPrivileged: vi.fn() } }));

// A renderer folder like out/renderer, next to a secret file the protocol must never serve.
const base = mkdtempSync(join(tmpdir(), 'store-renderer-'));
const rendererDir = join(base, 'renderer');
mkdirSync(join(rendererDir, 'assets'), { recursive: true });
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(rendererDir, 'assets', 'index-abc.js'), 'console.log(1)');
writeFileSync(join(base, 'secret.txt'), 'do not serve');
afterAll(() => rmSync(base, { recursive: true, force: true }));

const upstream = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ ok: true }));
const handler = createAppProtocolHandler({ rendererDir, apiOrigin: 'https://store.example.kr', fetchUpstream: upstream });
const get = (url: string) => handler(new Request(url));

beforeEach(() => upstream.mockClear());

describe('app:// protocol', () => {
  it('serves the SPA shell with the CSP for the root and for client-side routes', async () => {
    for (const url of ['app://store/', 'app://store/mypage/subscription/detail/3?x=1']) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toBe(DESKTOP_CSP);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('serves built assets with their type and 404s missing ones', async () => {
    const js = await get('app://store/assets/index-abc.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('app://store/assets/missing.js')).status).toBe(404);
  });

  it('never serves a file outside the renderer folder', async () => {
    for (const url of ['app://store/..%2fsecret.txt', 'app://store/%2e%2e/secret.txt', 'app://store/assets/..%2f..%2fsecret.txt']) {
      const res = await get(url);
      expect(await res.text(), url).not.toContain('do not serve');
    }
  });

  it('answers only its own host and only reads', async () => {
    expect((await get('app://other/')).status).toBe(404);
    expect((await handler(new Request('app://store/index.html', { method: 'POST', body: 'x' }))).status).toBe(405);
  });

  it('forwards /api calls to the configured store origin with the token, without our origin', async () => {
    const body = JSON.stringify({ loginId: 'demo', password: 'demo1234!' });
    const res = await handler(
      new Request('app://store/api/auth/login?next=%2Fmypage', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', authorization: 'Bearer a.b.c', origin: 'app://store', cookie: 'x=1' },
      }),
    );
    expect(await res.json()).toEqual({ ok: true });
    const [url, init] = upstream.mock.calls[0]!;
    expect(url).toBe('https://store.example.kr/api/auth/login?next=%2Fmypage');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe('Bearer a.b.c');
    expect(headers.get('origin')).toBeNull();
    expect(headers.get('cookie')).toBeNull();
    // The store's cookies come from the session's jar for the store's origin instead.
    expect(init.credentials).toBe('include');
    expect(await new Response(init.body).text()).toBe(body);
  });

  it('cannot be steered to another host by the path', async () => {
    await get('app://store/api/..%2f..%2f@evil.example/x');
    await get('app://store/api//evil.example/x');
    for (const [url] of upstream.mock.calls) expect(new URL(url).host).toBe('store.example.kr');
  });

  it('turns a network failure into 502, as a browser would see it', async () => {
    upstream.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect((await get('app://store/api/health')).status).toBe(502);
  });
});
