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
