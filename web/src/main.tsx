import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import { detectPlatform, setPlatform } from './lib/platform/index.ts';
import { createQueryClient } from './lib/query-client.ts';

// Website or desktop app: decided once, before anything reads a token.
setPlatform(detectPlatform());

// The first screen's code is loaded before the first render, so the page paints once with its
// content (a failed load renders anyway: the route's error screen then says what happened).
const queryClient = createQueryClient();

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}

// BrowserRouter keeps navigation state under `usr` in history.state.
const state = (window.history.state as { usr?: unknown } | null)?.usr;
void preloadScreen({ pathname: window.location.pathname, search: window.location.search, state }, queryClient)
  .catch(() => {})
  .then(render);
