import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';
import { mypageAccountRoutes } from './mypage-account.ts';
import { mypageActivityRoutes } from './mypage-activity.ts';
import { subscriptionRoutes } from './subscriptions.ts';

// /mypage/* share one members-only layout with the sidebar; each feature adds its children.
export const mypageRoutes: RouteObject[] = [
  {
    path: 'mypage',
    element: page(() => import('../../features/mypage/layout/mypage-layout.tsx'), 'MypageLayout'),
    children: [...mypageAccountRoutes, ...mypageActivityRoutes, ...subscriptionRoutes],
  },
];
