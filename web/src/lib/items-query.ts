import { queryOptions } from '@tanstack/react-query';
import { itemListResponseSchema, type Item, type ProductFilter, type ProductSort } from '@store/shared';
import { api } from './api-client.ts';
import { parseResponse } from './parse-response.ts';

// GET /api/items?category&sort (store.md §7). The catalog and search features both list
// products, so the call and its cache key live here once.

export const ITEMS_FAILED = '상품 정보를 불러오지 못했습니다.';

export async function fetchItems(category: ProductFilter, sort: ProductSort, signal?: AbortSignal): Promise<Item[]> {
  const data = await api.get<unknown>('/api/items', { query: { category, sort }, signal, fallback: ITEMS_FAILED });
  return parseResponse(itemListResponseSchema, data).items;
}

export function itemsQueryOptions(category: ProductFilter, sort: ProductSort) {
  return queryOptions({
    queryKey: ['items', category, sort] as const,
    queryFn: ({ signal }) => fetchItems(category, sort, signal),
  });
}
