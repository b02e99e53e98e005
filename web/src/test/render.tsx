import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AlertHost } from '../components/alert-host.tsx';

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
