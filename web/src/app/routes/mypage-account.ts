import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

// My page: home, my info, notifications, points, coupons, withdrawal (issue 6). Paths are relative to the parent layout.
export const mypageAccountRoutes: RouteObject[] = [
  { path: 'my-info', element: page(() => import('../../features/mypage-account/pages/my-info-page.tsx'), 'MyInfoPage') },
  { path: 'notification', element: page(() => import('../../features/mypage-account/pages/notification-page.tsx'), 'NotificationPage') },
  { path: 'check-point', element: page(() => import('../../features/mypage-account/pages/check-point-page.tsx'), 'CheckPointPage') },
  { path: 'check-coupon', element: page(() => import('../../features/mypage-account/pages/check-coupon-page.tsx'), 'CheckCouponPage') },
  { path: 'withdrawal', element: page(() => import('../../features/mypage-account/pages/withdrawal-page.tsx'), 'WithdrawalPage') },
];
