import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../lib/context.ts';
import { CACHED_JSON_TYPE, cachedJsonHeaders, existingCatalogCache, isVisitorRead, matchesEtag } from './catalog.cache.ts';

/**
 * Answers repeat anonymous GETs of the storefront (item list, item detail, suggestions) from the
 * catalog cache before the app's middleware and router run (createApp puts it in front of
 * app.fetch, so `app.request` in tests goes through it too).
 *
 * Only a URL the catalog routes have already answered, for a visitor, with the entry that is
 * still live is served here (CatalogCache.rememberAnswer), so validation, authorisation and
 * invalidation all stay where they are: a flush forgets every remembered answer. The response
 * carries the same security headers as every other one, computed once from that middleware,
 * and a plain header object and a string or byte body, which @hono/node-server writes straight
 * to the socket; the general path materialises web-stream responses for its header-editing
 * middleware, which costs more than the cached read itself.
 */
export function catalogFastPath(deps: Pick<AppDeps, 'db' | 'logger'>, securityHeaders: MiddlewareHandler): (request: Request) => Response | undefined {
  let base: Record<string, string> | undefined;
  void headersSetBy(securityHeaders).then((h) => (base = h));
  return (request) => {
    if (!base || !isVisitorRead(request)) return undefined;
    const answer = existingCatalogCache(deps.db)?.answerFor(request.url);
    if (!answer) return undefined;
    const requestId = crypto.randomUUID();
    const headers: Record<string, string> = { ...base, 'x-request-id': requestId, ...cachedJsonHeaders(answer), vary: 'Accept-Encoding' };
    let status = 200;
    let body: string | Uint8Array | null = answer.body;
    if (matchesEtag(request.headers.get('if-none-match') ?? undefined, answer.etag)) {
      status = 304;
      body = null;
    } else {
      headers['content-type'] = CACHED_JSON_TYPE;
      if (acceptsGzip(request.headers.get('accept-encoding') ?? undefined)) {
        body = answer.gzip ??= gzipSync(answer.body);
        headers['content-encoding'] = 'gzip';
      }
    }
    if (deps.logger.isLevelEnabled('info')) {
      deps.logger.info({ reqId: requestId, method: 'GET', path: new URL(request.url).pathname, status, ms: 0, cached: true }, 'request');
    }
    return new Response(body, { status, headers });
  };
}

/** gzip listed without q=0 (every browser sends it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    return !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
  });
}

/** The headers a middleware adds to an empty response. */
async function headersSetBy(middleware: MiddlewareHandler): Promise<Record<string, string>> {
  const probe = new Hono();
  probe.use('*', middleware);
  probe.get('*', (c) => c.body(''));
  const res = await probe.request('/');
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'content-type' && name !== 'content-length') headers[name] = value;
  });
  return headers;
}
