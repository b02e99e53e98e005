import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/**
 * Renders one screen inside a memory router at `url`, for component tests of pages that read
 * or write the URL. `location()` returns the router's current location.
 */
export function renderRoute(element: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  const router = createMemoryRouter([{ path, element }, { path: '*', element: <p>다른 화면</p> }], { initialEntries: [url] });
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, location: () => router.state.location };
}
