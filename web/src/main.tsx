import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import { detectPlatform, setPlatform } from './lib/platform/index.ts';

// Website or desktop app: decided once, before anything reads a token.
setPlatform(detectPlatform());

// The first screen's code is loaded before the first render, so the page paints once with its
// content (a failed load renders anyway: the route's error screen then says what happened).
function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}

void preloadScreen(window.location.pathname).catch(() => {}).then(render);
