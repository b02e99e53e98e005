import { queryOptions } from '@tanstack/react-query';
import type { ItemListResponse, ProductFilter, ProductSort } from '@store/shared';
import { api } from './api-client.ts';

// GET /api/items?category&sort&page (store.md §7). The catalog and search features both list
// products, so the call and its cache key live here once.

export const ITEMS_FAILED = '상품 정보를 불러오지 못했습니다.';

export async function fetchItemPage(category: ProductFilter, sort: ProductSort, page: number, signal?: AbortSignal): Promise<ItemListResponse> {
  // The storefront's reads (list, detail, suggestions) are typed, not parsed: zod is 25 KB of
  // gzip that the first paint of the shop would wait for. Their contract is held on the server,
  // where the schema-driven fuzz and the route tests check every response against these schemas.
  // The first page's address names no page: the one the server renders and caches.
  const query = page === 1 ? { category, sort } : { category, sort, page };
  return api.get<ItemListResponse>('/api/items', { query, signal, fallback: ITEMS_FAILED });
}

/** The first page of a list: what the home shelves, search and /products show at first. */
export function itemsQueryOptions(category: ProductFilter, sort: ProductSort) {
  return queryOptions({
    queryKey: ['items', category, sort] as const,
    queryFn: ({ signal }) => fetchItemPage(category, sort, 1, signal),
  });
}
