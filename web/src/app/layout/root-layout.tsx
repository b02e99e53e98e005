import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { cn, LoadingState } from '../../components/index.ts';
import { useStoreTitle } from '../../lib/use-page-title.ts';
import { RouteErrorBoundary } from '../route-error.tsx';
import { page, preloadRoutes } from '../routes/lazy.ts';
import { Header } from './header.tsx';
import { useMainFocus } from './use-main-focus.ts';
import { useScrollReset } from './use-scroll-reset.ts';

// Screens that show no site header (membership.md §2: the login screen) and the dev card
// window, which stands in for a payment company's page.
const BARE_PATHS = new Set(['/login', '/dev/payment']);

// Below the fold on every page, so not in the code every page waits for: it loads beside the
// screen's code. On a page the server rendered, its HTML stays as sent until then (React
// hydrates it when the code arrives); elsewhere it appears under a main at least a screen tall.
const footer = page(() => import('./footer.tsx'), 'Footer');

/** The server renders the whole page at once: it loads the footer's code first. */
export const preloadFooter = () => preloadRoutes([footer]);

export function RootLayout() {
  const { pathname } = useLocation();
  const bare = BARE_PATHS.has(pathname);
  useScrollReset();
  useMainFocus();
  useStoreTitle();

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2">
        본문 바로가기
      </a>
      {!bare && <Header />}
      {/* At least a screen tall: while a page loads its data the footer stays below the fold
          instead of showing and then jumping down (layout shift). */}
      <main id="main" tabIndex={-1} className={cn('flex-1 outline-none', !bare && 'min-h-dvh')}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {!bare && <Suspense fallback={null}>{footer}</Suspense>}
    </div>
  );
}
