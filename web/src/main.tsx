import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { readEmbeddedState } from './app/embedded-state.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import { detectPlatform, platform, setPlatform } from './lib/platform/index.ts';
import { createQueryClient } from './lib/query-client.ts';

// Website or desktop app: decided once, before anything reads a token.
setPlatform(detectPlatform());

const queryClient = createQueryClient();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A storefront page arrives rendered by the server with the data it was rendered with
// (entry-server.tsx): the browser adopts that HTML instead of painting the page again.
const embedded = readEmbeddedState();
if (embedded) hydrate(queryClient, embedded);

async function start() {
  // The server renders as a visitor: a member's first screen re-reads its data with their token
  // (a private question of theirs, say) right after it has taken over the visitor's HTML.
  if (embedded && (await platform().tokens.get())) void queryClient.invalidateQueries({ refetchType: 'none' });
  // The first screen's code is loaded before the first render, so the page paints once with its
  // content (a failed load renders anyway: the route's error screen then says what happened).
  // BrowserRouter keeps navigation state under `usr` in history.state.
  const state = (window.history.state as { usr?: unknown } | null)?.usr;
  await preloadScreen({ pathname: window.location.pathname, search: window.location.search, state }, queryClient).catch(() => {});
  // As a transition the work is cut into slices between which the browser handles input and
  // paints, instead of one task as long as the whole tree (Lighthouse's total blocking time).
  startTransition(() => {
    if (embedded && container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
