import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

export const baseRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../../features/catalog/pages/home-page.tsx'), 'HomePage') },
  { path: '*', lazy: page(() => import('../../pages/not-found-page.tsx'), 'NotFoundPage') },
];
