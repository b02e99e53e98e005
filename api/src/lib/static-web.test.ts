import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';

const SCRIPT = 'console.log("스토어");'.repeat(200);

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'store-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>오토웍스</title>');
  writeFileSync(join(dist, 'assets/app-abc123.js'), 'console.log("app");'.repeat(100));
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  // What the web build writes next to each script (web/build/precompress.ts).
  writeFileSync(join(dist, 'assets/main-def456.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/main-def456.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets/main-def456.js.gz'), gzipSync(SCRIPT));
  ctx = await createTestContext({ webDistDir: dist });
});
afterAll(() => ctx.close());

describe('serving the web app', () => {
  it('caches hashed assets for a year and revalidates everything else', async () => {
    const asset = await ctx.app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    const icon = await ctx.app.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses text responses when the client accepts it', async () => {
    const res = await ctx.app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the copy the build compressed ahead, Brotli first, and the file itself to a client that takes neither', async () => {
    const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
    const br = await ctx.app.request('/assets/main-def456.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(SCRIPT);

    const gz = await ctx.app.request('/assets/main-def456.js', { headers: { 'accept-encoding': 'gzip;q=1.0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(SCRIPT);

    const plain = await ctx.app.request('/assets/main-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('answers a file changed on disk with its new content, and a large one in full', async () => {
    const page = join(dist, 'docs.html');
    writeFileSync(page, '<p>첫 판</p>');
    utimesSync(page, new Date('2026-01-01'), new Date('2026-01-01'));
    expect(await (await ctx.app.request('/docs.html')).text()).toBe('<p>첫 판</p>');
    expect(await (await ctx.app.request('/docs.html')).text()).toBe('<p>첫 판</p>');
    writeFileSync(page, '<p>고친 판입니다</p>');
    const changed = await ctx.app.request('/docs.html');
    expect(changed.headers.get('content-length')).toBe(String(Buffer.byteLength('<p>고친 판입니다</p>')));
    expect(await changed.text()).toBe('<p>고친 판입니다</p>');

    // Over the in-memory size: streamed from disk, every byte.
    const large = Buffer.alloc(3 * 1024 * 1024 + 7, 0x61);
    writeFileSync(join(dist, 'assets/large-0a1b2c.bin'), large);
    const res = await ctx.app.request('/assets/large-0a1b2c.bin');
    expect(res.headers.get('content-length')).toBe(String(large.byteLength));
    expect(Buffer.from(await res.arrayBuffer()).equals(large)).toBe(true);
  });

  it('answers client-side routes with index.html', async () => {
    const res = await ctx.app.request('/products/3', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>오토웍스</title>');
  });

  it('never serves files outside the build directory', async () => {
    const res = await ctx.app.request('/..%2f..%2f..%2fetc%2fpasswd', { headers: { accept: 'text/html' } });
    expect(await res.text()).not.toContain('root:');
    const missing = await ctx.app.request('/assets/missing.js');
    expect(missing.status).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s instead of the SPA page', async () => {
    const res = await ctx.app.request('/api/unknown', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
