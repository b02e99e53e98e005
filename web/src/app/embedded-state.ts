import type { QueryClient, QueryKey } from '@tanstack/react-query';

// The query data a server-rendered page was rendered with, carried in the page so the browser
// hydrates the same tree without reading it again. (Its own small format rather than TanStack's
// dehydrate/hydrate: the browser's part is a loop over setQueryData, already in the bundle.)

const ELEMENT_ID = 'store-state';

export interface EmbeddedQuery {
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}

/** The reads that succeeded: a failed one is left to the browser, which shows it loading. */
export function embeddedQueries(client: QueryClient): EmbeddedQuery[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));
}

/**
 * The data as a JSON data block, which is never executed (CSP stays `script-src 'self'`).
 * Product names, reviews and questions are written by people, so `<` is escaped: no text can
 * close the element and start markup of its own.
 */
export function stateScript(queries: EmbeddedQuery[]): string {
  return `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(queries).replace(/</g, '\\u003c')}</script>`;
}

/** The embedded data of a server-rendered page; undefined for a page the browser renders. */
export function readEmbeddedState(doc: Document = document): EmbeddedQuery[] | undefined {
  const text = doc.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const queries: unknown = JSON.parse(text);
    return Array.isArray(queries) ? (queries as EmbeddedQuery[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Puts the embedded reads into the browser's cache, as fresh as when the server made them. */
export function adoptEmbeddedQueries(client: QueryClient, queries: EmbeddedQuery[]): void {
  for (const { key, data, updatedAt } of queries) client.setQueryData(key, data, { updatedAt });
}
