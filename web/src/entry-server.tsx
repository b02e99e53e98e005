import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { embeddedQueries, keepNotFound, stateScript } from './app/embedded-state.ts';
import { writePageHead } from './app/server-head.ts';
import { Providers } from './app/providers.tsx';
import { preloadFooter } from './app/layout/root-layout.tsx';
import { AppRoutes, isServerRendered, preloadScreen, redirectToNormalPath } from './app/router.tsx';
import { setPlatform } from './lib/platform/index.ts';
import { createQueryClient } from './lib/query-client.ts';
import { storeNameIn } from './lib/site.ts';
import { isMissingSubject, ServerPageHead, type PageHead } from './lib/page-head.ts';

// The storefront's HTML, rendered by the API process (api/src/lib/server-render.ts loads the
// build of this file) so a visitor's first paint needs no script. The browser then hydrates the
// same tree (main.tsx) from the query data embedded in the page.

export interface RenderedPage {
  /** The whole HTML document ('' with a redirect). */
  html: string;
  /**
   * Its HTTP status: 200, 404 for a missing product or an unknown address, or 301 for another
   * spelling of a page's address (`/products/1/`, `/PRODUCTS/1`), redirected to `location`.
   */
  status: 200 | 301 | 404;
  /** With 301: the page's own address (path and the query as it came). */
  location?: string;
}

export interface ServerRenderer {
  /** The page at `url` (path and query), or null when the browser renders that screen. */
  render(url: string): Promise<RenderedPage | null>;
}

/**
 * `template`: the built index.html. `api`: where the screen's reads go, answered in process by
 * the API itself, as a visitor (no token: the server renders only what anyone may see).
 */
export function createServerRenderer({ template, api }: { template: string; api: { origin: string; fetch: typeof fetch } }): ServerRenderer {
  const tokens = { get: async () => null, set: async () => {}, clear: async () => {} };
  setPlatform({ kind: 'web', tokens, openExternal: () => {}, http: api });
  const [head, tail] = splitTemplate(lowerCodePriority(template));

  return {
    async render(url) {
      // Appended, not resolved against the origin: `//products` is a path here, not another host.
      const address = new URL(api.origin.replace(/\/+$/, '') + url);
      const { pathname, search } = address;
      if (!isServerRendered(pathname)) return null;
      // Before any read: the page is rendered at its own address only.
      const normal = redirectToNormalPath(pathname);
      if (normal !== undefined) return { html: '', status: 301, location: normal + search };
      const queryClient = createQueryClient();
      // A failed read is left to the browser, which retries it; the page is not held up.
      queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
      await Promise.all([preloadScreen({ pathname, search, state: null }, queryClient, { reads: 'wait' }), preloadFooter()]);
      // The page shows a failed read as still loading, as the browser's first render will (only
      // successful reads travel with the page), so the two trees match when it hydrates. Except
      // the read the page is about answering 404 (a product that does not exist or is off sale):
      // that page is its "not found" screen, answered 404, and the 404 travels with it too.
      const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
      const missing = failed.some(isMissingSubject);
      for (const query of failed) {
        if (isMissingSubject(query)) keepNotFound(queryClient, query.queryKey);
        else queryClient.getQueryCache().remove(query);
      }
      const page: PageHead = {};
      const markup = renderToString(
        <StrictMode>
          <ServerPageHead.Provider value={page}>
            <Providers client={queryClient}>
              <StaticRouter location={pathname + search}>
                <AppRoutes />
              </StaticRouter>
            </Providers>
          </ServerPageHead.Provider>
        </StrictMode>,
      );
      page.status ??= missing ? 404 : 200;
      const status = page.status === 404 ? 404 : 200;
      const html = writePageHead(head, page, address, storeNameIn(queryClient)) + markup + tail.replace('</body>', `${stateScript(embeddedQueries(queryClient))}</body>`);
      return { html, status };
    },
  };
}

/**
 * On a page the server has rendered, the HTML and its images are what the visitor waits for;
 * the code that makes it interactive can come after them. Browsers fetch module scripts at high
 * priority, which puts them ahead of the product images on a slow line, and which Lighthouse
 * counts as blocking the first paint.
 */
function lowerCodePriority(template: string): string {
  return template.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

const ROOT_OPEN = '<div id="root">';

/** index.html around its empty root element: what goes before the markup, and after. */
function splitTemplate(template: string): [string, string] {
  const at = template.indexOf(`${ROOT_OPEN}</div>`);
  if (at < 0) throw new Error('index.html has no empty <div id="root"></div>');
  return [template.slice(0, at + ROOT_OPEN.length), template.slice(at + ROOT_OPEN.length)];
}
