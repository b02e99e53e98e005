import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../context.ts';

// The routes outside the OpenAPI document, which the schema-driven fuzz cannot reach: the social
// login redirects, the download pages, robots and the sitemap, the web app's files and its
// fallback. Each gets values no browser would send; none may answer 5xx, leak a stack or a path
// of the server's disk, or serve a file from outside the web app.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOSTILE = [
  '/oauth2/authorization/naver',
  '/oauth2/authorization/unknown',
  '/oauth2/authorization/%00',
  '/oauth2/authorization/kakao?redirect=https://evil.example',
  '/oauth2/callback/naver',
  '/oauth2/callback/naver?code=x&state=forged',
  '/oauth2/callback/kakao?error=access_denied',
  `/oauth2/callback/naver?code=${'a'.repeat(5000)}&state=${'b'.repeat(5000)}`,
  '/oauth2/callback/%E0%A4%A',
  '/software-downloads/1/index.html',
  '/software-downloads/0/index.html',
  '/software-downloads/-1/index.html',
  '/software-downloads/99999999999999999999/index.html',
  '/software-downloads/abc/index.html',
  '/software-downloads/1/../../package.json',
  '/software-downloads/%2e%2e/%2e%2e/etc/passwd',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemap.xml?page=-1',
  '/../package.json',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/assets/..%2f..%2f..%2fpackage.json',
  '/assets/%00.js',
  '/index.html%00.txt',
  '/products/%E0%A4%A',
  `/products?${'q='.repeat(2000)}`,
  '/products/1?tab=<script>alert(1)</script>',
  '/mypage/purchase/detail/%27%20or%201=1--',
  '/api/../package.json',
  '/api/%2e%2e/package.json',
];

describe('hostile paths outside the OpenAPI document', () => {
  it.each(HOSTILE)('%s: no 5xx, no stack trace, nothing from outside the web app', async (path) => {
    const res = await ctx.request(path, { redirect: 'manual' });
    expect(res.status, `${path} answered ${res.status}`).toBeLessThan(500);
    const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
    expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|"name":\s*"@store\/|root:x:0:0/);
  });
});
