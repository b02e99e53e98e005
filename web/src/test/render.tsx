import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation, type RouteObject } from 'react-router-dom';
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
  /** Data already in the cache before the first render, as the server's embedded state puts it there. */
  cached?: [queryKey: readonly unknown[], data: unknown][];
}

let lastLocation: ReturnType<typeof useLocation> | undefined;
function LocationProbe() {
  lastLocation = useLocation();
  return null;
}
/** Where the router is now (after navigations in the test). */
export const currentLocation = () => lastLocation;

export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', session, cached = [] }: RenderOptions = {}) {
  const store = createStore();
  store.set(sessionAtom, { status: 'anonymous', role: null, loginId: null, ...session });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  for (const [queryKey, data] of cached) queryClient.setQueryData(queryKey, data);
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

type Store = ReturnType<typeof createStore>;

export interface RenderRouteOptions {
  /** The routes besides the one under test, e.g. `{ path: '/', element: <p>home</p> }`. */
  routes?: RouteObject[];
  path?: string;
  initialEntry?: string | { pathname: string; search?: string; state?: unknown };
  store?: Store;
}

/**
 * Renders a screen the way the app does: jotai store, query client, a memory router and the
 * alert host, so `useDialogs().alert` shows up as a dialog the test can read.
 */
export function renderRoute(element: ReactElement, { routes = [], path = '/', initialEntry = path, store = createStore() }: RenderRouteOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [initialEntry] });
  const view = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AlertHost />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, router, store, queryClient };
}

/** A fetch stub answering by "METHOD /path"; unknown calls fail the test loudly. */
export function stubFetch(routes: Record<string, (body: unknown) => { status?: number; json: unknown }>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected fetch ${key}`);
    const { status = 200, json } = handler(body);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetchMock, calls };
}

/** Waits for an alert/confirm dialog containing `text`; returns the dialog element. */
export async function findDialog(text: string | RegExp): Promise<HTMLDialogElement> {
  return waitFor(() => {
    const match = [...document.querySelectorAll('dialog')].find((d) =>
      typeof text === 'string' ? d.textContent?.includes(text) : text.test(d.textContent ?? ''),
    );
    if (!match) throw new Error(`no dialog with ${String(text)}; dialogs: ${[...document.querySelectorAll('dialog')].map((d) => d.textContent).join(' | ')}`);
    return match;
  });
}

export const isChecked = (el: HTMLElement) => (el as HTMLInputElement).checked;

/** Two clicks before React renders anything in between, as a fast double click can land. */
export function doubleClick(element: HTMLElement): void {
  act(() => {
    element.click();
    element.click();
  });
}
