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
  let base: string[] | undefined;
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
    // A flat name, value list (Node's writeHead takes one): an object literal spreading the
    // security headers and then adding more cost ~10 µs per response in V8, a third of the
    // ceiling's whole request.
    const headers = base.slice();
    headers.push('x-request-id', requestId, 'vary', 'Accept-Encoding');
    for (const [name, value] of Object.entries(cachedJsonHeaders(answer))) headers.push(name, value);
    let status = 200;
    let body: Uint8Array | undefined;
    if (matchesEtag(header('if-none-match'), answer.etag)) {
      status = 304;
    } else {
      headers.push('content-type', CACHED_JSON_TYPE);
      if (acceptsGzip(header('accept-encoding'))) {
        body = answer.gzip ??= gzipSync(answer.bytes);
        headers.push('content-encoding', 'gzip');
      } else {
        body = answer.bytes;
      }
      headers.push('content-length', String(body.byteLength));
    }
    if (deps.logger.isLevelEnabled('info')) {
      deps.logger.info({ reqId: requestId, method: 'GET', path: new URL(request.url).pathname, status, ms: 0, cached: true }, 'request');
    }
    const outgoing = node?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      // Written here, not through a Response: @hono/node-server turns a body-less Response (the
      // 304) into a full WHATWG Response and Headers before writing it, which costs more than
      // the whole cached read.
      outgoing.writeHead(status, headers);
      outgoing.end(body);
      return RESPONSE_ALREADY_SENT;
    }
    return new Response(body ?? null, { status, headers: pairsOf(headers) });
  };
}

function pairsOf(flat: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < flat.length; i += 2) pairs.push([flat[i]!, flat[i + 1]!]);
  return pairs;
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

/** Headers the fast path writes itself; a middleware's value for one of them is left out. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary', 'x-request-id']);

/**
 * The headers a middleware adds to a JSON response (the security headers pick their set by the
 * content type), as a flat name, value list, without the fast path's own (a list written to
 * Node's response keeps both copies of a repeated name).
 */
async function headersSetBy(middleware: MiddlewareHandler): Promise<string[]> {
  const probe = new Hono();
  probe.use('*', middleware);
  probe.get('*', (c) => c.json(null));
  const res = await probe.request('/');
  const headers: string[] = [];
  res.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) headers.push(name, value);
  });
  return headers;
}
