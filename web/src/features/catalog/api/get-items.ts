import { useQuery } from '@tanstack/react-query';
import type { ProductFilter, ProductSort } from '@store/shared';
import { itemsQueryOptions } from '../../../lib/items-query.ts';

/** GET /api/items?category&sort: the first page of a product list (home sections). */
export function useItems(category: ProductFilter, sort: ProductSort) {
  return useQuery({ ...itemsQueryOptions(category, sort), select: (page) => page.items });
}
