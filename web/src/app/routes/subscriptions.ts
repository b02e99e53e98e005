import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

// Subscriptions and license keys (issues 6 §9 and 8): the member's screens under /mypage and the
// admin's key creation and MAC slots, the default /admin screen. Paths are relative.
export const subscriptionRoutes: RouteObject[] = [
  { path: 'subscription', element: page(() => import('../../features/subscriptions/pages/subscription-list-page.tsx'), 'SubscriptionListPage') },
  { path: 'subscription/detail/:subscriptionId', element: page(() => import('../../features/subscriptions/pages/subscription-detail-page.tsx'), 'SubscriptionDetailPage') },
];
export const adminSubscriptionRoutes: RouteObject[] = [
  { index: true, element: page(() => import('../../features/admin-subscriptions/pages/admin-subscriptions-page.tsx'), 'AdminSubscriptionsPage') },
];
