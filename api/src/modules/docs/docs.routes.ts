import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';

// Swagger UI is served from the swagger-ui-dist package (no CDN), with the initialiser in a
// file of its own because the CSP allows no inline script.
const distDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const asset = (name: string) => readFileSync(join(distDir, name));

const page = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>스토어 API 문서</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

export const docsRoutes = new Hono<AppEnv>()
  .get('/docs', (c) => c.html(page))
  .get('/docs/init.js', (c) => c.body(init, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
  .get('/docs/swagger-ui.css', (c) =>
    c.body(asset('swagger-ui.css'), 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=86400' }),
  )
  .get('/docs/swagger-ui-bundle.js', (c) =>
    c.body(asset('swagger-ui-bundle.js'), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    }),
  );
