import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

// Admin: orders, users, custom requests, audit log (issue 7); children of /admin. Paths are relative to the parent layout.
export const adminOperationsRoutes: RouteObject[] = [
  { path: 'orders', lazy: page(() => import('../../features/admin-operations/pages/orders-page.tsx'), 'AdminOrdersPage') },
  { path: 'orders/:orderId', lazy: page(() => import('../../features/admin-operations/pages/order-detail-page.tsx'), 'AdminOrderDetailPage') },
  { path: 'users', lazy: page(() => import('../../features/admin-operations/pages/users-page.tsx'), 'AdminUsersPage') },
  { path: 'custom-requests', lazy: page(() => import('../../features/admin-operations/pages/custom-requests-page.tsx'), 'AdminCustomRequestsPage') },
  { path: 'custom-requests/:id', lazy: page(() => import('../../features/admin-operations/pages/custom-request-detail-page.tsx'), 'AdminCustomRequestDetailPage') },
  { path: 'audit-log', lazy: page(() => import('../../features/admin-operations/pages/audit-log-page.tsx'), 'AdminAuditLogPage') },
];
