import type { RouteObject } from 'react-router-dom';

// Subscriptions and license keys (issues 6 §9 and 8): the member's screens under /mypage and the
// admin's key creation and MAC slots, the default /admin screen. Paths are relative.
export const subscriptionRoutes: RouteObject[] = [];
export const adminSubscriptionRoutes: RouteObject[] = [];
