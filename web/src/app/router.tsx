import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout.tsx';
import { adminRoutes } from './routes/admin.ts';
import { baseRoutes } from './routes/base.ts';
import { commerceRoutes } from './routes/commerce.ts';
import { contentRoutes } from './routes/content.ts';
import { preloadRoutes } from './routes/lazy.ts';
import type { Prefetch } from './routes/prefetch.ts';
import { membershipRoutes } from './routes/membership.ts';
import { mypageRoutes } from './routes/mypage.ts';
import { storefrontRoutes } from './routes/storefront.ts';

// Each feature contributes a list of code-split routes from app/routes/<feature>.ts.
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // baseRoutes last: it holds the `*` 404.
    children: [...storefrontRoutes, ...membershipRoutes, ...commerceRoutes, ...contentRoutes, ...mypageRoutes, ...adminRoutes, ...baseRoutes],
  },
];

/** Every screen of the store, rendered inside a `<BrowserRouter>` (main.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the code of the screen at `location` (and of its section) for the first render, and
 * starts the reads its route declares (`handle.prefetch`) alongside.
 */
export function preloadScreen(location: { pathname: string; search: string; state: unknown }, queryClient: QueryClient): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const search = new URLSearchParams(location.search);
  for (const { route, params } of matches) (route.handle as { prefetch?: Prefetch } | undefined)?.prefetch?.(queryClient, { params, search, state: location.state });
  return preloadRoutes(matches.map((match) => match.route.element as ReactElement | undefined));
}
