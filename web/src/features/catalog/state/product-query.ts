import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  filterForNavigationCategory,
  PRODUCT_FILTERS,
  PRODUCT_SORTS,
  type ProductFilter,
  type ProductSort,
} from '@store/shared';

// The filter and sort of /products live in the URL (?category=&sort=) so back/forward and a
// shared link show the same list. A category tile on the home page passes its category as
// navigation state instead (store.md §2); that applies only when the URL names none.

const isFilter = (v: string | null): v is ProductFilter => (PRODUCT_FILTERS as readonly (string | null)[]).includes(v);
const isSort = (v: string | null): v is ProductSort => (PRODUCT_SORTS as readonly (string | null)[]).includes(v);

function stateCategory(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('category' in state)) return undefined;
  const { category } = state as { category: unknown };
  return typeof category === 'string' ? category : undefined;
}

export function useProductQuery() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const fromUrl = params.get('category');
  const category: ProductFilter = isFilter(fromUrl) ? fromUrl : filterForNavigationCategory(stateCategory(location.state));
  const fromUrlSort = params.get('sort');
  const sort: ProductSort = isSort(fromUrlSort) ? fromUrlSort : 'popular';

  // Write a category that came as navigation state into the URL (replacing the entry), so
  // the address can be shared and back/forward return to the same list.
  const fromState = !isFilter(fromUrl) && stateCategory(location.state) !== undefined;
  useEffect(() => {
    if (fromState) setParams((prev) => ({ ...Object.fromEntries(prev), category }), { replace: true });
  }, [fromState, category, setParams]);

  const update = useCallback(
    (next: { category?: ProductFilter; sort?: ProductSort }) => {
      const query = new URLSearchParams(params);
      query.set('category', next.category ?? category);
      query.set('sort', next.sort ?? sort);
      setParams(query);
    },
    [params, setParams, category, sort],
  );

  return {
    category,
    sort,
    setCategory: (value: ProductFilter) => update({ category: value }),
    setSort: (value: ProductSort) => update({ sort: value }),
  };
}
