import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { siteSettingsQueryOptions } from '../lib/site.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { collapseSlashes, normalPath } from './normal-path.ts';
import { adminRoutes } from './routes/admin.ts';
import { baseRoutes } from './routes/base.ts';
import { commerceRoutes } from './routes/commerce.ts';
import { contentRoutes } from './routes/content.ts';
import { preloadRoutes } from './routes/lazy.ts';
import type { RouteHandle } from './routes/prefetch.ts';
import { membershipRoutes } from './routes/membership.ts';
import { mypageRoutes } from './routes/mypage.ts';
import { storefrontRoutes } from './routes/storefront.ts';

// Each feature contributes a list of code-split routes from app/routes/<feature>.ts.
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The footer on every page prints the admin's site settings.
    handle: { prefetch: (qc) => qc.prefetchQuery(siteSettingsQueryOptions) } satisfies RouteHandle,
    // baseRoutes last: it holds the `*` 404.
    children: [...storefrontRoutes, ...membershipRoutes, ...commerceRoutes, ...contentRoutes, ...mypageRoutes, ...adminRoutes, ...baseRoutes],
  },
];

/** Every screen of the store, rendered inside a `<BrowserRouter>` (main.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}

type ScreenLocation = { pathname: string; search: string; state: unknown };

/**
 * Loads the code of the screen at `location` (and of its section) for the first render, and
 * what it reads (`handle.prefetch`): `reads: 'start'` starts them alongside (the browser paints
 * as soon as the code is there), `'wait'` resolves when they have settled too (the server
 * renders with their data), `'skip'` leaves them (a page adopting the server's HTML has them).
 */
export async function preloadScreen(location: ScreenLocation, queryClient: QueryClient, { reads = 'start' }: { reads?: 'start' | 'wait' | 'skip' } = {}): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const search = new URLSearchParams(location.search);
  const started =
    reads === 'skip' ? [] : matches.map(({ route, params }) => (route.handle as RouteHandle | undefined)?.prefetch?.(queryClient, { params, search, state: location.state }));
  await Promise.all([preloadRoutes(matches.map((match) => match.route.element as ReactElement | undefined)), ...(reads === 'wait' ? started : [])]);
}

/** Whether the screen at `pathname` is one the server renders (`handle.serverRender`). */
export function isServerRendered(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return !!(matches?.at(-1)?.route.handle as RouteHandle | undefined)?.serverRender;
}

/**
 * The address the server-rendered screen at `pathname` is known by, when `pathname` is another
 * spelling of it (`/products/1/`, `/PRODUCTS/1`, `//faq`): the server redirects there, so a page
 * has one address for search engines and link previews. Undefined when `pathname` is already
 * that address, or names no server-rendered screen of its own (the 404 page has no address).
 */
export function redirectToNormalPath(pathname: string): string | undefined {
  const collapsed = collapseSlashes(pathname);
  const matches = matchRoutes(routes, collapsed);
  if (!(matches?.at(-1)?.route.handle as RouteHandle | undefined)?.serverRender) return undefined;
  const normal = normalPath(collapsed, matches!);
  return normal !== undefined && normal !== pathname ? normal : undefined;
}
