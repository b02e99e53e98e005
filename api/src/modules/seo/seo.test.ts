import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem } from '../../../test/catalog.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

const PUBLIC_URL = 'https://store.example';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ publicUrl: PUBLIC_URL });
});
afterAll(() => ctx.close());

describe('GET /robots.txt', () => {
  it('keeps crawlers out of members’, admins’ and checkout screens and points them at the sitemap', async () => {
    const res = await ctx.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of ['/admin', '/mypage', '/cart', '/order', '/api/']) expect(lines).toContain(`Disallow: ${prefix}`);
    expect(lines).not.toContain('Disallow: /products');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the storefront and every product on sale, at the public address, and no other product', async () => {
    const onSale = await createTestItem(ctx, { item_status: 'SALE' });
    const stopped = await createTestItem(ctx, { item_status: 'STOP' });
    const pending = await createTestItem(ctx, { item_status: 'PENDING' });
    const res = await ctx.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=UTF-8');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/products`);
    expect(locs).toContain(`${PUBLIC_URL}/products/${onSale}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/products/${stopped}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/products/${pending}`);
    expect(xml).toMatch(new RegExp(`<loc>${PUBLIC_URL}/products/${onSale}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});
