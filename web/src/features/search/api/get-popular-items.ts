import { useQuery } from '@tanstack/react-query';
import { itemsQueryOptions } from '../../../lib/items-query.ts';
import { SEARCH_POPULAR_SIZE } from '../constants.ts';

/** The 인기 상품 grid: the first four of GET /api/items sorted by popularity. */
export function usePopularItems() {
  return useQuery({ ...itemsQueryOptions('ALL', 'popular'), select: (page) => page.items.slice(0, SEARCH_POPULAR_SIZE) });
}
