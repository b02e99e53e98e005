import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from './logger.ts';

/** What the web app's server build exports (web/src/entry-server.tsx). */
interface ServerRenderer {
  render(url: string): Promise<{ html: string; status: number; location?: string } | null>;
}
type CreateServerRenderer = (options: { template: string; api: { origin: string; fetch: typeof fetch } }) => ServerRenderer;

const TIMED_OUT = Symbol('timed out');

export interface ServerRenderOptions {
  /** The built renderer module (web/dist-server/entry-server.js), loaded by path on the first page. */
  entry: string;
  /** The built index.html the page is rendered into. */
  indexHtml: string;
  /** The store's origin: the renderer's API calls are made to it, and answered by `appFetch` in process. */
  origin: string;
  appFetch: (request: Request) => Response | Promise<Response>;
  logger: Logger;
  /** A page not rendered by then is left to the browser. */
  timeoutMs?: number;
}

/**
 * Storefront pages as HTML rendered on the server, so a visitor's first paint needs no script
 * (the browser hydrates it). The renderer decides which screens it renders (the web app's
 * `handle.serverRender`) and answers null for the others, which then get the plain index.html
 * from the next handler. Any failure does the same: a page is never lost to the renderer. Another
 * spelling of a rendered page's address (`/products/1/`, `/PRODUCTS/1`) is redirected to its own.
 *
 * The API loads the web app's build output by path, as it serves its files; it imports none of
 * its source (DESIGN: the API never imports web).
 */
export function serverRenderedPages({ entry, indexHtml, origin, appFetch, logger, timeoutMs = 3000 }: ServerRenderOptions): MiddlewareHandler {
  let renderer: Promise<ServerRenderer> | undefined;
  const load = () =>
    (renderer ??= (import(pathToFileURL(entry).href) as Promise<{ createServerRenderer: CreateServerRenderer }>).then(
      ({ createServerRenderer }) =>
        createServerRenderer({
          template: readFileSync(indexHtml, 'utf8'),
          // As a visitor: a fresh request carries none of the page request's headers or token.
          api: { origin, fetch: async (input, init) => appFetch(new Request(input, init)) },
        }),
      (error: unknown) => {
        renderer = undefined; // the next page tries again
        throw error;
      },
    ));

  // Loaded at start, so the first visitor does not wait for the module.
  load().catch((err: unknown) => logger.error({ err, entry }, 'server renderer failed to load; the browser renders every page'));

  return async (c, next) => {
    // HEAD too: it must answer as GET does (the status a link checker or crawler reads, a 404 or
    // a redirect), not the plain index.html's 200. Hono runs a HEAD as the GET and drops the body.
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !(c.req.header('accept') ?? '').includes('text/html')) return next();
    const url = new URL(c.req.url);
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs)));
      const page = await Promise.race([load().then((r) => r.render(url.pathname + url.search)), timeout]);
      if (page === TIMED_OUT) logger.warn({ path: url.pathname, timeoutMs }, 'server render too slow; the browser renders the page');
      if (!page || page === TIMED_OUT) return next();
      // Another spelling of a page's address: to the page's own. Only a path on this store (the
      // renderer builds it from its routes; `//host` would leave it).
      if (page.status === 301) return page.location?.startsWith('/') && !page.location.startsWith('//') ? c.redirect(page.location, 301) : next();
      c.header('cache-control', 'no-cache');
      // Said here as well as by the compression after this, which skips a HEAD: a HEAD's headers are GET's.
      c.header('vary', 'Accept-Encoding');
      // Only the two statuses a page can have (the not-found screen, or the page).
      return c.html(page.html, page.status === 404 ? 404 : 200);
    } catch (err) {
      logger.error({ err, path: url.pathname }, 'server render failed; the browser renders the page');
      return next();
    } finally {
      clearTimeout(timer);
    }
  };
}
