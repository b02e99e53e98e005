import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BUSINESS_INFO, CHAT_CHANNEL_URL, DEFAULT_MAIN_PAGE, SUPPORT_HOURS } from '@store/shared';
import { siteSettingsKey } from '../lib/site.ts';

/** The site settings as the store ships them: pages print them without a call going out. */
const SHIPPED_SETTINGS = { business: BUSINESS_INFO, supportHours: SUPPORT_HOURS, chatChannelUrl: CHAT_CHANNEL_URL, mainPage: DEFAULT_MAIN_PAGE };

/**
 * Renders one screen inside a memory router at `url`, for component tests of pages that read
 * or write the URL. `location()` returns the router's current location. `cached` puts data in
 * the query cache before the first render, as the server's embedded state does; the site
 * settings most content pages print are there as shipped unless `cached` has others.
 */
export function renderRoute(
  element: ReactElement,
  { path = '/', url = path, cached = [] }: { path?: string; url?: string; cached?: [queryKey: readonly unknown[], data: unknown][] } = {},
) {
  const router = createMemoryRouter([{ path, element }, { path: '*', element: <p>다른 화면</p> }], { initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [queryKey, data] of [[siteSettingsKey, SHIPPED_SETTINGS] as const, ...cached]) queryClient.setQueryData(queryKey, data);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, location: () => router.state.location };
}
