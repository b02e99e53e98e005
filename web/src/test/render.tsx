import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AlertHost } from '../components/alert-host.tsx';
import { Toaster } from '../components/toast.tsx';
import { sessionAtom, type Session } from '../lib/session.ts';

// Test helpers: render a screen with the app's providers around it, and answer its fetches.

export interface RenderOptions {
  /** The starting entry: a path, or a path with navigation state. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** The route pattern the element is mounted at (for useParams). */
  path?: string;
  session?: Partial<Session>;
}

let lastLocation: ReturnType<typeof useLocation> | undefined;
function LocationProbe() {
  lastLocation = useLocation();
  return null;
}
/** Where the router is now (after navigations in the test). */
export const currentLocation = () => lastLocation;

export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', session }: RenderOptions = {}) {
  const store = createStore();
  store.set(sessionAtom, { status: 'anonymous', role: null, loginId: null, ...session });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<p>다른 화면</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <AlertHost />
        <Toaster />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...result, store, queryClient };
}

export const member: Partial<Session> = { status: 'authenticated', role: 'USER', loginId: 'demo' };

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

/**
 * Replaces fetch: `handler` gets each request's URL and returns a body (sent as JSON with
 * 200), a Response, or throws. Returns the spy to inspect the calls.
 */
export function mockFetch(handler: Handler) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const body = await handler(url, init);
    return body instanceof Response ? body : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The paths fetched so far, e.g. "/api/items?category=BEST&sort=popular". */
export const fetchedPaths = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.map(([input]) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    return url.pathname + url.search;
  });
