import { StrictMode, type ReactElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { detectPlatform, platform, setPlatform } from '../lib/platform/index.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { adoptEmbeddedQueries, readEmbeddedState } from './embedded-state.ts';
import { Providers } from './providers.tsx';
import { AppRoutes, preloadScreen } from './router.tsx';

export type PreparedApp = {
  app: ReactElement;
  /** Hydrate the server's HTML (a visitor on a server-rendered page) or render afresh. */
  hydrate: boolean;
};

/**
 * Everything main.tsx needs before the first render or hydration: the platform, the server's
 * data adopted, the first screen's code. `nextTask` lets the browser in between steps, so the
 * start is several short tasks rather than one long one.
 */
export async function prepareApp(container: HTMLElement, nextTask: () => Promise<void>): Promise<PreparedApp> {
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  // Website or desktop app: decided once, before anything reads a token.
  setPlatform(await detectPlatform());
  // BrowserRouter keeps navigation state under `usr` in history.state.
  const state = (window.history.state as { usr?: unknown } | null)?.usr;
  const location = { pathname: window.location.pathname, search: window.location.search, state };
  // A storefront page arrives rendered by the server, as a visitor sees it, with the data it was
  // rendered with (entry-server.tsx). A visitor's browser adopts that HTML; a member's renders
  // the page for itself with their token (a private question of theirs, say), replacing it.
  const embedded = readEmbeddedState();
  const adopt = embedded && container.firstElementChild && !(await platform().tokens.get());
  if (adopt) {
    adoptEmbeddedQueries(queryClient, embedded);
    await nextTask();
    // Not awaited: the header works at once, and the screen, whose code is still loading, keeps
    // its server HTML until it arrives (React replays a click made on it meanwhile).
    void preloadScreen(location, queryClient, { reads: 'skip' }).catch(() => {});
    return { app, hydrate: true };
  }
  // The first screen's code is loaded before the first render, so the page paints once with its
  // content (a failed load renders anyway: the route's error screen then says what happened).
  await preloadScreen(location, queryClient).catch(() => {});
  return { app, hydrate: false };
}
