import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createLogger } from './logger.ts';
import { serverRenderedPages } from './server-render.ts';

// A stand-in for the web app's server build (web/dist-server/entry-server.js): it renders
// /server-rendered with what it read from the API (as a 404 when the address says missing),
// redirects its other spellings (upper case, a trailing slash) to it, declines other pages, and
// fails on /broken.
const RENDERER = `
export function createServerRenderer({ template, api }) {
  return {
    async render(url) {
      if (url === '/broken') throw new Error('render failed');
      if (url === '/slow') return new Promise(() => {});
      if (url === '/elsewhere') return { html: '', status: 301, location: '//elsewhere.example/' };
      const [path, query] = url.split('?');
      const normal = path.toLowerCase().replace(/(.)\\/$/, '$1');
      if (normal.startsWith('/server-rendered') && normal !== path) return { html: '', status: 301, location: normal + (query ? '?' + query : '') };
      if (!url.startsWith('/server-rendered')) return null;
      const res = await api.fetch(new URL('/api/health', api.origin));
      const check = await api.fetch(new URL('/api/auth/check', api.origin));
      const html = template.replace('<div id="root"></div>', '<div id="root"><p>' + url + ' health ' + res.status + ' session ' + check.status + '</p></div>');
      return { html, status: url.includes('missing') ? 404 : 200 };
    },
  };
}`;

function webBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'store-web-'));
  const dist = join(dir, 'dist');
  writeFileSync(join(dir, 'entry-server.mjs'), RENDERER);
  return { dir, dist, entry: join(dir, 'entry-server.mjs') };
}

let ctx: TestContext;
beforeAll(async () => {
  const { dist, entry } = webBuild();
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>오토웍스</title><div id="root"></div>');
  ctx = await createTestContext({ webDistDir: dist, webServerEntry: entry });
});
afterAll(() => ctx.close());

const page = (path: string, headers: Record<string, string> = { accept: 'text/html' }) => ctx.app.request(path, { headers });

describe('server-rendered pages', () => {
  it('answers a page the renderer renders with its HTML, read from the API in process', async () => {
    const res = await page('/server-rendered?category=BEST', { accept: 'text/html', authorization: 'Bearer someone' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The visitor's token does not travel into the renderer's reads.
    expect(await res.text()).toContain('<p>/server-rendered?category=BEST health 200 session 401</p>');
  });

  it('answers with the status the renderer gives, a 404 page as HTML', async () => {
    const res = await page('/server-rendered/missing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<p>/server-rendered/missing health 200');
  });

  it('gives the plain index.html for pages the renderer leaves to the browser, and when it fails', async () => {
    for (const path of ['/cart', '/broken']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe('<!doctype html><title>오토웍스</title><div id="root"></div>');
    }
  });

  it('redirects another spelling of a page’s address to its own, keeping the query', async () => {
    for (const path of ['/Server-Rendered?category=BEST', '/server-rendered/?category=BEST']) {
      const res = await page(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe('/server-rendered?category=BEST');
    }
  });

  it('never redirects to another site, whatever the renderer says', async () => {
    const res = await page('/elsewhere');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<!doctype html><title>오토웍스</title><div id="root"></div>');
  });

  it('answers HEAD with the status and headers GET has, and no body', async () => {
    for (const path of ['/server-rendered', '/server-rendered/missing', '/Server-Rendered/', '/cart', '/no-such-file.js']) {
      const get = await page(path);
      const head = await ctx.app.request(path, { method: 'HEAD', headers: { accept: 'text/html' } });
      expect(head.status, path).toBe(get.status);
      for (const name of ['content-type', 'cache-control', 'location', 'vary', 'content-security-policy']) expect(head.headers.get(name), `${path} ${name}`).toBe(get.headers.get(name));
      expect(await head.text(), path).toBe('');
    }
  });

  it('renders nothing for requests that do not ask for a page', async () => {
    const json = await page('/server-rendered', { accept: 'application/json' });
    expect(await json.text()).not.toContain('<p>');
  });
});

describe('serverRenderedPages', () => {
  const appWith = (entry: string, timeoutMs?: number) => {
    const app = new Hono();
    app.use('*', serverRenderedPages({ entry, indexHtml: join(entry, '../no-index.html'), origin: 'http://store.test', appFetch: () => new Response('{}'), logger: createLogger('silent'), timeoutMs }));
    app.get('*', (c) => c.text('index.html'));
    return app;
  };

  it('leaves a page that takes too long to the browser', async () => {
    const { entry } = webBuild();
    writeFileSync(join(entry, '../no-index.html'), '<div id="root"></div>');
    const res = await appWith(entry, 50).request('/slow', { headers: { accept: 'text/html' } });
    expect(await res.text()).toBe('index.html');
  });

  it('serves every page from index.html when the renderer cannot load, and tries again on the next page', async () => {
    const { dir } = webBuild();
    const missing = join(dir, 'later.mjs');
    const app = appWith(missing);
    expect(await (await app.request('/server-rendered', { headers: { accept: 'text/html' } })).text()).toBe('index.html');
    writeFileSync(missing, RENDERER);
    writeFileSync(join(dir, 'no-index.html'), '<div id="root"></div>');
    expect(await (await app.request('/server-rendered', { headers: { accept: 'text/html' } })).text()).toContain('<p>/server-rendered health 200');
  });
});
