import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

// Real API processes (`tsx src/index.ts`, as `npm start` runs it) for the multi-process and
// crash tests, on a fresh database of the TEST_DATABASE_URL server.

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    s.on('error', reject);
  });
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM and wait; SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL now, and wait for the exit. */
  kill(): Promise<void>;
}

export async function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'store-proc-'));
  // node --import tsx, not the tsx CLI: the CLI runs the server in a child of its own, which a
  // SIGKILL of the CLI would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      STORE_DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      // Both processes must sign and verify the same tokens: real deployments share the secrets.
      JWT_SECRET: 'two-process-test-secret-0123456789abcdef',
      SUBSCRIPTION_SECRET_TOKEN: 'two-process-subscription-token',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out = (out + d).slice(-8000)));
  child.stderr!.on('data', (d) => (out = (out + d).slice(-8000)));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process exited: ${out}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error(`API process did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A fresh database on the TEST_DATABASE_URL server, and a Kysely handle on it for checks. */
export async function freshDatabase(): Promise<{ url: string; db: Kysely<any>; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `store_proc_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 2 }) }) });
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.destroy();
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function json(base: string, path: string, init: { method?: string; body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? `10.7.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`, ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${base}${path}`, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* keep text */
  }
  return { status: res.status, body, headers: res.headers };
}

export { sql };
