import type { RouteObject } from 'react-router-dom';
import { adminCatalogRoutes } from './admin-catalog.ts';
import { adminOperationsRoutes } from './admin-operations.ts';
import { page } from './lazy.ts';
import { adminSubscriptionRoutes } from './subscriptions.ts';

// /admin/* load apart from the store bundle, behind the admin layout's role check.
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    element: page(() => import('../../features/admin/layout/admin-layout.tsx'), 'AdminLayout'),
    children: [...adminSubscriptionRoutes, ...adminOperationsRoutes, ...adminCatalogRoutes],
  },
];
