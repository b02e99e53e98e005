import type { QueryClient, QueryKey, QueryState } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';
import { isMissingSubject } from '../lib/page-head.ts';

// The query data a server-rendered page was rendered with, carried in the page so the browser
// hydrates the same tree without reading it again. (Its own small format rather than TanStack's
// dehydrate/hydrate: the browser's part is a loop over setQueryData, already in the bundle.)

const ELEMENT_ID = 'store-state';

export interface EmbeddedQuery {
  key: QueryKey;
  data?: unknown;
  updatedAt: number;
  /**
   * The read the page is about answered 404 (a product that does not exist or is off sale), with
   * the API's message: the page shows its "not found" screen, in the server's HTML and the
   * browser's first render alike.
   */
  notFound?: string;
}

/**
 * The reads that succeeded, and the page's subject when it was not found. Any other failed read
 * is left to the browser, which shows it loading and reads it again.
 */
export function embeddedQueries(client: QueryClient): EmbeddedQuery[] {
  return client
    .getQueryCache()
    .getAll()
    .flatMap((query): EmbeddedQuery[] => {
      if (query.state.status === 'success') return [{ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }];
      if (isMissingSubject(query)) return [{ key: query.queryKey, updatedAt: query.state.errorUpdatedAt, notFound: (query.state.error as Error).message }];
      return [];
    });
}

/**
 * Keeps the 404 of the read under `key` when its screen mounts. A query in error without data is
 * otherwise read again on mount, and shown loading meanwhile: the server's not-found screen
 * would render as "loading" on both sides (React renders a mounting query's state as it is about
 * to fetch), and flash it in the browser before the same 404 came back.
 */
export function keepNotFound(client: QueryClient, key: QueryKey): void {
  client.setQueryDefaults(key, { retryOnMount: false });
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
  for (const { key, data, updatedAt, notFound } of queries) {
    if (notFound === undefined) {
      client.setQueryData(key, data, { updatedAt });
      continue;
    }
    keepNotFound(client, key);
    client.getQueryCache().build(client, { queryKey: key }, notFoundState(new ApiError(404, notFound, null), updatedAt));
  }
}

/** A query's state after its read answered `error` (as TanStack's own after a failed fetch). */
function notFoundState(error: ApiError, updatedAt: number): QueryState {
  return {
    data: undefined,
    dataUpdateCount: 0,
    dataUpdatedAt: 0,
    error,
    errorUpdateCount: 1,
    errorUpdatedAt: updatedAt,
    fetchFailureCount: 1,
    fetchFailureReason: error,
    fetchMeta: null,
    isInvalidated: false,
    status: 'error',
    fetchStatus: 'idle',
  };
}
