import type { RouteObject } from 'react-router-dom';
import { itemDetailQueryOptions } from '../../features/catalog/api/get-item-detail.ts';
import { itemsQueryOptions } from '../../lib/items-query.ts';
import { parseRouteId } from '../../lib/route-id.ts';
import { page } from './lazy.ts';
import type { Prefetch, RouteHandle } from './prefetch.ts';

// Only the plain address (the whole catalogue, most popular first) is read ahead: parsing a
// filter here would bring the catalogue's labels into every page's first download.
const productList: Prefetch = (qc, { search, state }) => {
  if (!search.has('category') && !search.has('sort') && state == null) return qc.prefetchQuery(itemsQueryOptions('ALL', 'popular'));
};
const productDetail: Prefetch = (qc, { params }) => {
  const itemId = parseRouteId(params.id);
  if (itemId !== null) return qc.prefetchQuery(itemDetailQueryOptions(itemId));
};

// The public storefront (store.md §2): product list and detail, search, and the custom-product
// consultation form. The home page is the index route in base.ts.
export const storefrontRoutes: RouteObject[] = [
  { path: 'products', element: page(() => import('../../features/catalog/pages/product-list-page.tsx'), 'ProductListPage'), handle: { prefetch: productList, serverRender: true } satisfies RouteHandle },
  { path: 'products/:id', element: page(() => import('../../features/catalog/pages/product-detail-page.tsx'), 'ProductDetailPage'), handle: { prefetch: productDetail, serverRender: true } satisfies RouteHandle },
  { path: 'search', element: page(() => import('../../features/search/pages/search-page.tsx'), 'SearchPage') },
  {
    path: 'custom-product-second',
    element: page(() => import('../../features/custom-request/pages/custom-request-page.tsx'), 'CustomRequestPage'),
  },
];
