import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { detectPlatform, setPlatform } from './lib/platform/index.ts';

// Website or desktop app: decided once, before anything reads a token.
setPlatform(detectPlatform());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
