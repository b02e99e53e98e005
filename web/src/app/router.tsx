import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { baseRoutes } from './routes/base.ts';
import { contentRoutes } from './routes/content.ts';

// Each feature contributes a list of lazy routes from app/routes/<feature>.ts.
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // baseRoutes last: it holds the `*` 404.
      children: [...contentRoutes, ...baseRoutes],
    },
  ]);
}
