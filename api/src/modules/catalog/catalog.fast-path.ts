import { gzipSync } from 'node:zlib';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
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
 * carries the same security headers as every other one, computed once from that middleware.
 * On the Node server (`node` given) it is written straight to Node's response; in tests
 * (`app.request`) it is a Response with the same status, headers and bytes.
 */
export function catalogFastPath(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  securityHeaders: MiddlewareHandler,
): (request: Request, node?: Partial<HttpBindings>) => Response | undefined {
  let base: Record<string, string> | undefined;
  void headersSetBy(securityHeaders).then((h) => (base = h));
  return (request, node) => {
    if (!base) return undefined;
    // On the Node server the request's headers are read from Node's own object: the Request's
    // `headers` would build a WHATWG Headers copy of them for every request.
    const header = node?.incoming ? (name: string) => joined(node.incoming!.headers[name]) : (name: string) => request.headers.get(name) ?? undefined;
    if (!isVisitorRead(request.method, header('authorization'))) return undefined;
    const answer = existingCatalogCache(deps.db)?.answerFor(request.url);
    if (!answer) return undefined;
    const requestId = crypto.randomUUID();
    const headers: Record<string, string> = { ...base, 'x-request-id': requestId, ...cachedJsonHeaders(answer), vary: 'Accept-Encoding' };
    let status = 200;
    let body: Uint8Array | undefined;
    if (matchesEtag(header('if-none-match'), answer.etag)) {
      status = 304;
    } else {
      headers['content-type'] = CACHED_JSON_TYPE;
      if (acceptsGzip(header('accept-encoding'))) {
        body = answer.gzip ??= gzipSync(answer.bytes);
        headers['content-encoding'] = 'gzip';
      } else {
        body = answer.bytes;
      }
    }
    if (deps.logger.isLevelEnabled('info')) {
      deps.logger.info({ reqId: requestId, method: 'GET', path: new URL(request.url).pathname, status, ms: 0, cached: true }, 'request');
    }
    if (body) headers['content-length'] = String(body.byteLength);
    const outgoing = node?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      // Written here, not through a Response: @hono/node-server turns a body-less Response (the
      // 304) into a full WHATWG Response and Headers before writing it, which costs more than
      // the whole cached read.
      outgoing.writeHead(status, headers);
      outgoing.end(body);
      return RESPONSE_ALREADY_SENT;
    }
    return new Response(body ?? null, { status, headers });
  };
}

function joined(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
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
