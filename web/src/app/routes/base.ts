import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

/** The Korean 404, also the last child of the /admin and /mypage sections. */
export const notFoundRoute: RouteObject = { path: '*', element: page(() => import('../../pages/not-found-page.tsx'), 'NotFoundPage') };

export const baseRoutes: RouteObject[] = [
  { index: true, element: page(() => import('../../features/catalog/pages/home-page.tsx'), 'HomePage') },
  notFoundRoute,
];
