import nodeConsole from 'node:console';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// happy-dom does not load iframe pages and reports every rendered <iframe> (video players, the
// PDF viewer) on the Node console it captured at start-up (not the test's console). That is
// expected in component tests; drop only that message.
const consoleError = nodeConsole.error.bind(nodeConsole);
nodeConsole.error = (...args: unknown[]) => {
  if (args.some((a) => String(a).includes('Iframe page loading is disabled'))) return;
  consoleError(...args);
};

// Chromium (156 here) returns a promise from window.scrollTo, where happy-dom returns nothing. An
// effect written `useEffect(() => window.scrollTo(0, 0))` then hands React the promise as its
// cleanup, and leaving the screen threw "is not a function" into the error boundary. Tests get
// the browser's behaviour, so such an effect fails here too.
// (The server-rendering tests run without a window.)
if (typeof window !== 'undefined') {
  const scrollTo = window.scrollTo.bind(window) as (...args: unknown[]) => void;
  window.scrollTo = ((...args: unknown[]) => {
    scrollTo(...args);
    return Promise.resolve();
  }) as unknown as typeof window.scrollTo;
}

// Drafts a screen keeps in storage (the sign-up's) must not carry from one test into the next.
afterEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
