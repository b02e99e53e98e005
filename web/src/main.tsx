import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { adoptEmbeddedQueries, readEmbeddedState } from './app/embedded-state.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import { detectPlatform, platform, setPlatform } from './lib/platform/index.ts';
import { holdEarlyClicks } from './lib/early-clicks.ts';
import { createQueryClient } from './lib/query-client.ts';
import { loadTypefaceAfterFirstPaint } from './lib/typeface.ts';
import { keepZodWithinCsp } from './lib/zod-csp.ts';

keepZodWithinCsp(); // before any form's schema loads
loadTypefaceAfterFirstPaint();

const queryClient = createQueryClient();
const container = document.getElementById('root')!;
const releaseEarlyClicks = holdEarlyClicks(container);
const app = (
  <StrictMode>
    <Providers client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

/** Lets the browser handle what is waiting (input, a paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // The modules above have just been evaluated in one task; without this the whole start below
  // ran in it too, as its microtasks: on /login that task was the page's longest by far
  // (Lighthouse's total blocking time counts every ms of a task beyond 50).
  await nextTask();
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
  // As a transition the work below is cut into slices between which the browser handles input
  // and paints, instead of one task as long as the whole tree (Lighthouse's total blocking time).
  if (adopt) {
    adoptEmbeddedQueries(queryClient, embedded);
    await nextTask(); // the server's data is adopted in a task of its own
    // At once: the header works now, and the screen, whose code is still loading, keeps its
    // server HTML until it arrives (React replays a click made on it meanwhile).
    void preloadScreen(location, queryClient, { reads: 'skip' }).catch(() => {});
    startTransition(() => void hydrateRoot(container, app));
    releaseEarlyClicks();
    return;
  }
  // The first screen's code is loaded before the first render, so the page paints once with its
  // content (a failed load renders anyway: the route's error screen then says what happened).
  await preloadScreen(location, queryClient).catch(() => {});
  startTransition(() => createRoot(container).render(app));
  releaseEarlyClicks();
}

void start();
