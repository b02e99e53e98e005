import { queryOptions } from '@tanstack/react-query';
import type { Item, ItemListResponse, ProductFilter, ProductSort } from '@store/shared';
import { api } from './api-client.ts';

// GET /api/items?category&sort (store.md §7). The catalog and search features both list
// products, so the call and its cache key live here once.

export const ITEMS_FAILED = '상품 정보를 불러오지 못했습니다.';

export async function fetchItems(category: ProductFilter, sort: ProductSort, signal?: AbortSignal): Promise<Item[]> {
  // The storefront's reads (list, detail, suggestions) are typed, not parsed: zod is 25 KB of
  // gzip that the first paint of the shop would wait for. Their contract is held on the server,
  // where the schema-driven fuzz and the route tests check every response against these schemas.
  const data = await api.get<ItemListResponse>('/api/items', { query: { category, sort }, signal, fallback: ITEMS_FAILED });
  return data.items;
}

export function itemsQueryOptions(category: ProductFilter, sort: ProductSort) {
  return queryOptions({
    queryKey: ['items', category, sort] as const,
    queryFn: ({ signal }) => fetchItems(category, sort, signal),
  });
}
