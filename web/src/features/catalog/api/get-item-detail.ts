import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ItemDetailResponse } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { ITEMS_FAILED } from '../../../lib/items-query.ts';
import { PAGE_SUBJECT } from '../../../lib/page-head.ts';

export const itemDetailKey = (itemId: number | null) => ['items', 'detail', itemId] as const;

/** GET /api/items/detail?itemId: the item with related items, reviews and Q&A ('noData' for empty lists). */
export async function fetchItemDetail(itemId: number, signal?: AbortSignal): Promise<ItemDetailResponse> {
  // Typed, not parsed, like the list (lib/items-query.ts says why).
  return api.get<ItemDetailResponse>('/api/items/detail', { query: { itemId }, signal, fallback: ITEMS_FAILED });
}

/** `itemId` null: the address names no product (lib/route-id.ts), and nothing is asked. */
export function itemDetailQueryOptions(itemId: number | null) {
  return queryOptions({
    queryKey: itemDetailKey(itemId),
    queryFn: itemId === null ? skipToken : ({ signal }) => fetchItemDetail(itemId, signal),
    meta: PAGE_SUBJECT,
  });
}

export function useItemDetail(itemId: number | null) {
  return useQuery(itemDetailQueryOptions(itemId));
}

/** 'noData' stands for an empty list on the wire (store.md §7). */
export function listOf<T>(value: T[] | 'noData'): T[] {
  return value === 'noData' ? [] : value;
}
