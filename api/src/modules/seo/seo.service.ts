import type { Db } from '../../db/transaction.ts';
import { listItemsForSitemap } from './seo.repository.ts';

// What search engines are told about the store: which addresses to index (the storefront, the
// products on sale, the content pages) and which to leave alone (a member's or an admin's
// screens, the checkout, the API). Addresses are the web app's routes (web/src/app/routes/).

const PUBLIC_PAGES = ['/', '/products', '/about', '/custom-product-first', '/manual', '/service', '/FAQ', '/term-of-use', '/privacy-policy'];
const PRIVATE_PREFIXES = ['/admin', '/mypage', '/cart', '/order', '/subscription', '/search', '/signup', '/find-id', '/find-pw', '/oauth2', '/api/'];

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`), 'Allow: /api/files/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const items = await listItemsForSitemap(db);
  const url = (path: string, lastmod?: Date) => `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => url(path)),
    ...items.map((item) => url(`/products/${item.id}`, item.updated_at)),
    '</urlset>',
    '',
  ].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
