import type { ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout.tsx';
import { adminRoutes } from './routes/admin.ts';
import { baseRoutes } from './routes/base.ts';
import { commerceRoutes } from './routes/commerce.ts';
import { contentRoutes } from './routes/content.ts';
import { preloadRoutes } from './routes/lazy.ts';
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

/** Loads the code of the screen at `pathname` (and of its section), for the first render. */
export function preloadScreen(pathname: string): Promise<void> {
  return preloadRoutes((matchRoutes(routes, pathname) ?? []).map((match) => match.route.element as ReactElement | undefined));
}
