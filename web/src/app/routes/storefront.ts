import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

// The public storefront (store.md §2): product list and detail, search, and the custom-product
// consultation form. The home page is the index route in base.ts.
export const storefrontRoutes: RouteObject[] = [
  { path: 'products', element: page(() => import('../../features/catalog/pages/product-list-page.tsx'), 'ProductListPage') },
  { path: 'products/:id', element: page(() => import('../../features/catalog/pages/product-detail-page.tsx'), 'ProductDetailPage') },
  { path: 'search', element: page(() => import('../../features/search/pages/search-page.tsx'), 'SearchPage') },
  {
    path: 'custom-product-second',
    element: page(() => import('../../features/custom-request/pages/custom-request-page.tsx'), 'CustomRequestPage'),
  },
];
