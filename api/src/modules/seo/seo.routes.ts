import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { robotsTxt, sitemapXml } from './seo.service.ts';

// /robots.txt and /sitemap.xml, outside /api, mounted before the web app's files and fallback.
// Crawlers may keep them an hour; a new product shows up in the sitemap within that.
const CACHE = 'public, max-age=3600';

export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => c.text(robotsTxt(c.get('deps').config.publicUrl), 200, { 'cache-control': CACHE }))
  .get('/sitemap.xml', async (c) => {
    const { db, config } = c.get('deps');
    return c.body(await sitemapXml(db, config.publicUrl), 200, { 'content-type': 'application/xml; charset=UTF-8', 'cache-control': CACHE });
  });
