import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

export const baseRoutes: RouteObject[] = [
  { index: true, element: page(() => import('../../features/catalog/pages/home-page.tsx'), 'HomePage') },
  { path: '*', element: page(() => import('../../pages/not-found-page.tsx'), 'NotFoundPage') },
];
