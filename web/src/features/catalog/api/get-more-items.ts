import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductFilter, ProductSort } from '@store/shared';
import { fetchItemPage } from '../../../lib/items-query.ts';

/**
 * /products' pages after the first (which is itemsQueryOptions: server-rendered and shared with
 * search), read one per 'more' click and never on their own: a refetch would read every page
 * again. They stay cached, so coming back from a product shows as many as before.
 */
export function useMoreItems(category: ProductFilter, sort: ProductSort) {
  return useInfiniteQuery({
    queryKey: ['items', category, sort, 'more'] as const,
    queryFn: ({ pageParam, signal }) => fetchItemPage(category, sort, pageParam, signal),
    initialPageParam: 2,
    getNextPageParam: (last, _pages, page) => (last.more ? page + 1 : undefined),
    enabled: false,
  });
}
