import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadTypefaceAfterFirstPaint } from './lib/typeface.ts';
import { keepZodWithinCsp } from './lib/zod-csp.ts';

keepZodWithinCsp(); // before any form's schema loads
loadTypefaceAfterFirstPaint();

/** Lets the browser handle what is waiting (input, a paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The start is cut into tasks: React DOM (this module's graph) is evaluated in one, the app's
// own modules (app/start.tsx: router, data, layout; preloaded by the page, see
// vite.config.ts) in another, then the server's data is adopted, then React hydrates in a
// transition, in slices. One task for all of it was the page's longest (Lighthouse's total
// blocking time).
async function start() {
  await nextTask();
  const { prepareApp } = await import('./app/start.tsx');
  await nextTask();
  const container = document.getElementById('root')!;
  const { app, hydrate } = await prepareApp(container, nextTask);
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
