import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { siteSettingsQueryOptions } from '../lib/site.ts';
import { RootLayout } from './layout/root-layout.tsx';
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
 * starts the reads its route declares (`handle.prefetch`) alongside. `waitForReads`: resolve
 * when those reads have settled too (the server renders with their data; the browser paints
 * as soon as the code is there).
 */
export async function preloadScreen(location: ScreenLocation, queryClient: QueryClient, { waitForReads = false } = {}): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const search = new URLSearchParams(location.search);
  const reads = matches.map(({ route, params }) => (route.handle as RouteHandle | undefined)?.prefetch?.(queryClient, { params, search, state: location.state }));
  await Promise.all([preloadRoutes(matches.map((match) => match.route.element as ReactElement | undefined)), ...(waitForReads ? reads : [])]);
}

/** Whether the screen at `pathname` is one the server renders (`handle.serverRender`). */
export function isServerRendered(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return !!(matches?.at(-1)?.route.handle as RouteHandle | undefined)?.serverRender;
}
