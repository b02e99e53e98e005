import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { adminRoutes } from './routes/admin.ts';
import { baseRoutes } from './routes/base.ts';
import { commerceRoutes } from './routes/commerce.ts';
import { contentRoutes } from './routes/content.ts';
import { membershipRoutes } from './routes/membership.ts';
import { mypageRoutes } from './routes/mypage.ts';
import { storefrontRoutes } from './routes/storefront.ts';

// Each feature contributes a list of lazy routes from app/routes/<feature>.ts.
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // baseRoutes last: it holds the `*` 404.
      children: [...storefrontRoutes, ...membershipRoutes, ...commerceRoutes, ...contentRoutes, ...mypageRoutes, ...adminRoutes, ...baseRoutes],
    },
  ]);
}
