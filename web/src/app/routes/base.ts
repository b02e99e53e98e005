import type { RouteObject } from 'react-router-dom';
import { itemsQueryOptions } from '../../lib/items-query.ts';
import { page } from './lazy.ts';
import type { Prefetch, RouteHandle } from './prefetch.ts';

// The home page's three shelves (the admin's settings decide which of them show).
const homeShelves: Prefetch = (qc) =>
  Promise.all((['BEST', 'NEW', 'DISCOUNTED'] as const).map((category) => qc.prefetchQuery(itemsQueryOptions(category, 'popular'))));

/**
 * The Korean 404, also the last child of the /admin and /mypage sections. Rendered by the server
 * for an unknown address, answered with the status 404.
 */
export const notFoundRoute: RouteObject = {
  path: '*',
  element: page(() => import('../../pages/not-found-page.tsx'), 'NotFoundPage'),
  handle: { serverRender: true } satisfies RouteHandle,
};

export const baseRoutes: RouteObject[] = [
  {
    index: true,
    element: page(() => import('../../features/catalog/pages/home-page.tsx'), 'HomePage'),
    handle: { prefetch: homeShelves, serverRender: true } satisfies RouteHandle,
  },
  notFoundRoute,
];
