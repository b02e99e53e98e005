import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

// Admin: products, coupons, site settings, main page (issue 7); children of /admin. Paths are relative to the parent layout.
export const adminCatalogRoutes: RouteObject[] = [
  { path: 'products', element: page(() => import('../../features/admin-catalog/pages/products-page.tsx'), 'ProductsPage') },
  { path: 'products/new', element: page(() => import('../../features/admin-catalog/pages/product-edit-page.tsx'), 'ProductEditPage') },
  { path: 'products/:itemId', element: page(() => import('../../features/admin-catalog/pages/product-edit-page.tsx'), 'ProductEditPage') },
  { path: 'coupons', element: page(() => import('../../features/admin-catalog/pages/coupons-page.tsx'), 'CouponsPage') },
  { path: 'settings', element: page(() => import('../../features/admin-catalog/pages/settings-page.tsx'), 'SettingsPage') },
  { path: 'main-page', element: page(() => import('../../features/admin-catalog/pages/main-page-page.tsx'), 'MainPagePage') },
];
