import { useRoutes, type RouteObject } from 'react-router-dom';
import { MypageLayout } from '../../features/mypage/layout/mypage-layout.tsx';
import { notFoundRoute } from './base.ts';
import { mypageAccountRoutes } from './mypage-account.ts';
import { mypageActivityRoutes } from './mypage-activity.ts';
import { subscriptionRoutes } from './subscriptions.ts';

const tree: RouteObject[] = [
  { element: <MypageLayout />, children: [...mypageAccountRoutes, ...mypageActivityRoutes, ...subscriptionRoutes, notFoundRoute] },
];

/** The member's screens under /mypage, sharing one layout with the sidebar; each feature adds its children. */
export function MypageTree() {
  return useRoutes(tree);
}
