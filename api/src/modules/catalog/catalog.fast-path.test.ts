import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestItem, createTestQuestion } from '../../../test/catalog.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, loginAs } from '../../../test/members.ts';
import { CatalogCache, existingCatalogCache } from './catalog.cache.ts';
import { acceptsGzip, catalogFastPath } from './catalog.fast-path.ts';

// Repeat anonymous storefront reads answered in front of the app (createApp wraps app.fetch).

let ctx: TestContext;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  itemId = await createTestItem(ctx, { item_name: '빠른 응답 확인 매크로', sale_price: 12_000, cost_price: 24_000 });
});
afterAll(() => ctx.close());

const url = (path: string) => `http://localhost${path}`;
/**
 * Reads `path` until its answer is remembered. On PostgreSQL the cache's LISTEN connection
 * flushes once when it connects, which may forget the first answers of a fresh process.
 */
async function remembered(path: string) {
  await expect
    .poll(async () => {
      await ctx.app.request(path);
      return existingCatalogCache(ctx.db)?.answerFor(url(path));
    }, { timeout: 3_000, interval: 20 })
    .toBeDefined();
}

const headerNames = (h: Headers) => [...h.keys()].filter((k) => k !== 'x-request-id' && k !== 'date').sort();

describe('catalog fast path', () => {
  it("writes its own caching headers once, whatever the security middleware also sets", async () => {
    const path = '/api/items';
    await remembered(path);
    const fastPath = catalogFastPath(ctx.deps, async (c, next) => {
      await next();
      c.header('cache-control', 'no-store');
      c.header('vary', 'Origin');
      c.header('x-frame-options', 'DENY');
    });
    let res: Response | undefined;
    // The routed read again each time: on PostgreSQL the listener's first connect forgets answers.
    await expect
      .poll(async () => {
        await ctx.app.request(path);
        return (res = fastPath(new Request(url(path))));
      }, { timeout: 3_000, interval: 20 })
      .toBeDefined();
    expect(res!.headers.get('cache-control')).toBe('no-cache');
    expect(res!.headers.get('vary')).toBe('Accept-Encoding');
    expect(res!.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a repeated visitor read from the cache with the same body, ETag and security headers', async () => {
    const answerFor = vi.spyOn(CatalogCache.prototype, 'answerFor');
    try {
      for (const path of ['/api/items', `/api/items/detail?itemId=${itemId}`, `/api/search/suggestions?q=${encodeURIComponent('빠른')}`]) {
        const routed = await ctx.app.request(path);
        expect(routed.status, path).toBe(200);
        const routedBody = await routed.text();
        await remembered(path);
        answerFor.mockClear();
        const fast = await ctx.app.request(path);
        expect(answerFor.mock.results.at(-1)?.value, path).toBeDefined();
        expect(fast.status).toBe(200);
        expect(await fast.text()).toBe(routedBody);
        expect(fast.headers.get('etag')).toBe(routed.headers.get('etag'));
        expect(headerNames(fast.headers)).toEqual(expect.arrayContaining(headerNames(routed.headers).filter((k) => k !== 'vary')));
        expect(fast.headers.get('content-security-policy')).toBe(routed.headers.get('content-security-policy'));
        expect(fast.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        expect(fast.headers.get('x-request-id')).not.toBe(routed.headers.get('x-request-id'));
      }
    } finally {
      answerFor.mockRestore();
    }
  });

  it('answers If-None-Match with 304 and gzips for clients that accept it', async () => {
    const path = `/api/items/detail?itemId=${itemId}`;
    const plain = await ctx.app.request(path);
    const body = await plain.text();
    const etag = plain.headers.get('etag')!;
    const notModified = await ctx.app.request(path, { headers: { 'If-None-Match': etag } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    const gzipped = await ctx.app.request(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(body);
    const refused = await ctx.app.request(path, { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(body);
  });

  it('never answers a request with a token: a member still sees their own private question', async () => {
    const member = await createTestMember(ctx);
    await createTestQuestion(ctx, { memberId: member.id, itemId, visibility: 'PRIVATE', content: '나만 보는 비밀 문의 내용입니다' });
    const path = `/api/items/detail?itemId=${itemId}`;
    await remembered(path);
    const visitor = await ctx.request(path);
    expect(JSON.stringify(visitor.body)).not.toContain('나만 보는 비밀 문의 내용입니다');
    const token = await loginAs(ctx, member.loginId, member.password);
    const own = await ctx.request(path, { token });
    expect(JSON.stringify(own.body)).toContain('나만 보는 비밀 문의 내용입니다');
  });

  it('remembers only answers the routes gave: a refused query stays a 400 with its Korean message', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.request('/api/items?sort=__proto__');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    expect(existingCatalogCache(ctx.db)?.answerFor(url('/api/items?sort=__proto__'))).toBeUndefined();
  });

  it('on the Node server, writes the same answers straight to the socket: 200, 304 and gzip', async () => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const path = `/api/items/detail?itemId=${itemId}`;
      const routed = await get(origin + path);
      await expect.poll(async () => (await get(origin + path), existingCatalogCache(ctx.db)?.answerFor(origin + path)), { timeout: 3_000, interval: 20 }).toBeDefined();
      const answerFor = vi.spyOn(CatalogCache.prototype, 'answerFor');
      try {
        const fast = await get(origin + path);
        expect(answerFor.mock.results.at(-1)?.value).toBeDefined();
        expect(fast.status).toBe(200);
        expect(fast.body.toString('utf8')).toBe(routed.body.toString('utf8'));
        expect(fast.headers['content-length']).toBe(String(routed.body.byteLength));
        expect(fast.headers['content-type']).toBe('application/json; charset=UTF-8');
        expect(fast.headers['content-security-policy']).toBe(routed.headers['content-security-policy']);
        expect(fast.headers.etag).toBe(routed.headers.etag);

        const notModified = await get(origin + path, { 'if-none-match': `W/"other", ${fast.headers.etag}` });
        expect(notModified.status).toBe(304);
        expect(notModified.body.byteLength).toBe(0);
        expect(notModified.headers.etag).toBe(fast.headers.etag);

        const gzipped = await get(origin + path, { 'accept-encoding': 'gzip, deflate, br' });
        expect(gzipped.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzipped.body).toString('utf8')).toBe(routed.body.toString('utf8'));

        // A request with a token goes to the routes, over the socket as in tests.
        answerFor.mockClear();
        await get(origin + path, { authorization: 'Bearer not-a-token' });
        expect(answerFor).not.toHaveBeenCalled();
      } finally {
        answerFor.mockRestore();
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('forgets every answer when the catalog changes', async () => {
    await remembered('/api/items');
    const cache = existingCatalogCache(ctx.db)!;
    cache.flush();
    expect(cache.answerFor(url('/api/items'))).toBeUndefined();
  });
});

/** A GET over a real socket, body undecoded. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('CatalogCache.rememberAnswer', () => {
  it('does not remember a body whose load a flush overtook, and lets answers expire with their entry', async () => {
    let now = 0;
    const cache = new CatalogCache(() => now);
    let release!: () => void;
    const pending = cache.json('k', () => new Promise((resolve) => (release = () => resolve({ v: 1 }))));
    cache.flush();
    release();
    cache.rememberAnswer('u', await pending);
    expect(cache.answerFor('u')).toBeUndefined();

    const live = await cache.json('k', async () => ({ v: 2 }));
    cache.rememberAnswer('u', live);
    expect(cache.answerFor('u')).toBe(live);
    now += 60_000;
    expect(cache.answerFor('u')).toBeUndefined();
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1, gzip;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});
