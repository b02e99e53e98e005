import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTest = {
  include: ['api/**/*.test.ts'],
  // One migrated PGlite database per run, which each test file's fresh database is loaded from.
  globalSetup: ['api/test/pglite-template.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // A worker runs its files one after another in one module graph. Each file builds its own app on
  // its own database (createTestContext), and the API's caches per process are keyed by database
  // or secret, so importing the app and PGlite once per worker rather than once per file is
  // safe: it took the API suite on PGlite from 7.6 to 3.2 minutes. The web project stays
  // isolated: its files share one DOM and global fetch stubs, and a late fetch of one file's
  // screen lands in the next file's spy.
  isolate: false,
};

// One `npm test` runs every project: shared rules, the API on PGlite (and on a real
// PostgreSQL server when TEST_DATABASE_URL is set), web components, the desktop shell, and browser e2e.
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.mjs'] } },
      { test: { name: 'api', ...apiTest } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'api-postgres', ...apiTest, env: { STORE_TEST_DB: 'postgres' } } }]
        : []),
      {
        plugins: [react()],
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: ['web/src/test/setup.ts'] },
      },
      // Electron main and preload logic, run in Node with the `electron` module mocked at the boundary
      // (the Electron binary is not needed to test them).
      { test: { name: 'desktop', include: ['desktop/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.spec.ts'],
          globalSetup: ['web/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
