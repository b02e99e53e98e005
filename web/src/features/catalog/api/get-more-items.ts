import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ProductFilter, ProductSort } from '@store/shared';
import { fetchItemPage } from '../../../lib/items-query.ts';

/**
 * /products' pages after the first (which is itemsQueryOptions: server-rendered and shared with
 * search), read one per 'more' click and never on their own schedule. They stay cached, so coming
 * back from a product shows as many as before; when the first page is read again (it is stale
 * after 30 s, or the window regained focus) they are read again after it, in order, so the pages
 * still meet where the first one now ends: with sales reordering the list, an item that moved
 * from page 1 to page 2 would otherwise be on neither copy.
 */
export function useMoreItems(category: ProductFilter, sort: ProductSort, firstReadAt: number) {
  const query = useInfiniteQuery({
    queryKey: ['items', category, sort, 'more'] as const,
    queryFn: ({ pageParam, signal }) => fetchItemPage(category, sort, pageParam, signal),
    initialPageParam: 2,
    getNextPageParam: (last, _pages, page) => (last.more ? page + 1 : undefined),
    enabled: false,
  });
  const { data, dataUpdatedAt, errorUpdatedAt, isFetching, refetch } = query;
  // A failed reread counts as the reread (errorUpdatedAt), so a lasting failure is not retried in a loop.
  const behind = data !== undefined && firstReadAt > Math.max(dataUpdatedAt, errorUpdatedAt);
  useEffect(() => {
    if (behind && !isFetching) void refetch();
  }, [behind, isFetching, refetch]);
  return query;
}
