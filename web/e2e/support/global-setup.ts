import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    e2eSkip: boolean;
    /** The store's data directory (dev secrets such as the subscription secret token). */
    dataDir: string;
  }
}

const ROOT = new URL('../../..', import.meta.url).pathname;

// The store as `npm start` runs it (built web app, one process, PGlite with demo data), on a
// free port and a throwaway data directory so tests never touch ./.data.
let child: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    if (process.env.CI) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
    console.warn(`\n[e2e] Chromium not found at ${CHROMIUM_PATH}; browser tests are skipped (apt-get install -y chromium).\n`);
    project.provide('e2eSkip', true);
    project.provide('baseURL', '');
    project.provide('dataDir', '');
    return;
  }
  execSync('node scripts/ensure-build.mjs', { cwd: ROOT, stdio: 'inherit' });
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'store-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', STORE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['api/src/index.ts'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child);
  project.provide('e2eSkip', false);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

async function waitForHealth(baseURL: string, proc: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`store exited with ${proc.exitCode} before it was healthy`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('store did not become healthy within 90 s');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
