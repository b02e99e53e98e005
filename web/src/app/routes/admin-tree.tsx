import { useRoutes, type RouteObject } from 'react-router-dom';
import { AdminLayout } from '../../features/admin/layout/admin-layout.tsx';
import { adminCatalogRoutes } from './admin-catalog.ts';
import { adminOperationsRoutes } from './admin-operations.ts';
import { notFoundRoute } from './base.ts';
import { adminSubscriptionRoutes } from './subscriptions.ts';

const tree: RouteObject[] = [
  { element: <AdminLayout />, children: [...adminSubscriptionRoutes, ...adminOperationsRoutes, ...adminCatalogRoutes, notFoundRoute] },
];

/** The admin screens under /admin, with their layout; each feature adds its children. */
export function AdminTree() {
  return useRoutes(tree);
}
