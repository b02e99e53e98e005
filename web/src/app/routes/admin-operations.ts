import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

// Admin: dashboard, orders, users, custom requests, product Q&A, reviews, audit log (issue 7); children of /admin. Paths are relative to the parent layout.
export const adminOperationsRoutes: RouteObject[] = [
  { path: 'dashboard', element: page(() => import('../../features/admin-operations/pages/dashboard-page.tsx'), 'AdminDashboardPage') },
  { path: 'orders', element: page(() => import('../../features/admin-operations/pages/orders-page.tsx'), 'AdminOrdersPage') },
  { path: 'orders/:orderId', element: page(() => import('../../features/admin-operations/pages/order-detail-page.tsx'), 'AdminOrderDetailPage') },
  { path: 'users', element: page(() => import('../../features/admin-operations/pages/users-page.tsx'), 'AdminUsersPage') },
  { path: 'users/:id', element: page(() => import('../../features/admin-operations/pages/user-detail-page.tsx'), 'AdminUserDetailPage') },
  { path: 'custom-requests', element: page(() => import('../../features/admin-operations/pages/custom-requests-page.tsx'), 'AdminCustomRequestsPage') },
  { path: 'custom-requests/:id', element: page(() => import('../../features/admin-operations/pages/custom-request-detail-page.tsx'), 'AdminCustomRequestDetailPage') },
  { path: 'qna', element: page(() => import('../../features/admin-operations/pages/qna-page.tsx'), 'AdminQnaPage') },
  { path: 'qna/:id', element: page(() => import('../../features/admin-operations/pages/qna-detail-page.tsx'), 'AdminQnaDetailPage') },
  { path: 'reviews', element: page(() => import('../../features/admin-operations/pages/reviews-page.tsx'), 'AdminReviewsPage') },
  { path: 'audit-log', element: page(() => import('../../features/admin-operations/pages/audit-log-page.tsx'), 'AdminAuditLogPage') },
];
