import type { Query } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/** What a server-rendered page says about itself in its `<head>`. */
export interface PageHead {
  /** The whole title, store name included. */
  title?: string;
  description?: string;
  /** An image of the page (a product's thumbnail), as a path on this store or a full URL. */
  image?: string;
  /** On a product's page: what search results may show of it (price, rating). */
  product?: { name: string; price: number; rating: number; reviewCount: number };
  /** The HTTP status the page is answered with (404 for an address that shows nothing). */
  status?: number;
  /**
   * The page's own address (path, and the query only where it changes what the page shows), so
   * that search engines count `/products/1?utm_source=…` and `/products/1` as one page. Without
   * it, the path.
   */
  canonical?: string;
}

/**
 * On the server: where the screen being rendered leaves its title and summary, for
 * entry-server.tsx to write into the page's `<head>` (search results, and link previews in
 * messengers, which do not run scripts). The browser has none.
 */
export const ServerPageHead = createContext<PageHead | null>(null);

/** A screen's summary for search results and link previews; only the server's HTML carries it. */
export function usePageSummary({ description, image, product, canonical }: Pick<PageHead, 'description' | 'product' | 'canonical'> & { image?: string | null | undefined }): void {
  const head = useContext(ServerPageHead);
  if (!head) return;
  if (description) head.description = description;
  if (image) head.image = image;
  if (product) head.product = product;
  if (canonical) head.canonical = canonical;
}

/**
 * The page's HTTP status when the server renders it: a missing product or an unknown address is
 * a 404, so search engines drop it rather than index the "not found" screen as a page.
 */
export function usePageStatus(status: number | undefined): void {
  const head = useContext(ServerPageHead);
  if (head && status) head.status = status;
}

/**
 * `meta` of the read a page is about (a product's detail): when it answers 404, the server renders
 * the page's "not found" screen and answers it with 404, and the browser adopts that 404 rather
 * than reading it again (app/embedded-state.ts).
 */
export const PAGE_SUBJECT = { pageSubject: true } as const;

/** Whether `query` is a page's subject whose read answered 404 (the page is then a 404). */
export function isMissingSubject(query: Query): boolean {
  return query.meta?.pageSubject === PAGE_SUBJECT.pageSubject && (query.state.error as { status?: unknown } | null)?.status === 404;
}
