import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adoptEmbeddedQueries, readEmbeddedState } from './app/embedded-state.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import { createServerRenderer } from './entry-server.tsx';
import { DETAIL_MESSAGES } from './features/catalog/messages.ts';
import { createQueryClient } from './lib/query-client.ts';

// The browser's side of a server-rendered page, as main.tsx does it for a visitor: the embedded
// reads adopted, the screen's code loaded, and the server's HTML hydrated in place.

const TEMPLATE = '<!doctype html><html lang="ko"><head><title>오토웍스</title></head><body><div id="root"></div></body></html>';

describe('a server-rendered page in the browser', () => {
  // What testing-library's render sets: updates are flushed inside act().
  beforeAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true));

  it('adopts the "not found" screen of a missing product as it is: no hydration error, no loading, no second read', async () => {
    const requests: string[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(new URL(request.url).pathname);
      return new Response(JSON.stringify({ message: '상품을 찾을 수 없습니다.' }), { status: 404, headers: { 'content-type': 'application/json' } });
    };
    const page = (await createServerRenderer({ template: TEMPLATE, api: { origin: 'http://store.test', fetch: fetch as typeof globalThis.fetch } }).render('/products/9999'))!;
    expect(page.status).toBe(404);

    window.history.replaceState(null, '', '/products/9999');
    document.body.innerHTML = /<body>(.*)<\/body>/s.exec(page.html)![1]!;
    const heading = document.querySelector('h1');
    expect(heading?.textContent).toBe(DETAIL_MESSAGES.notFoundTitle);

    const client = createQueryClient();
    adoptEmbeddedQueries(client, readEmbeddedState()!);
    await preloadScreen({ pathname: '/products/9999', search: '', state: null }, client, { reads: 'skip' });
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        document.getElementById('root')!,
        <StrictMode>
          <Providers client={client}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </Providers>
        </StrictMode>,
        { onRecoverableError },
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(document.querySelector('h1')).toBe(heading); // the server's node, kept
    expect(document.body.textContent).not.toContain(DETAIL_MESSAGES.loading);
    expect(requests.filter((path) => path === '/api/items/detail')).toHaveLength(1); // the server's
    act(() => root.unmount());
  });
});
