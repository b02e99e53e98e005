import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createAdapters, type Adapters } from '../src/adapters/index.ts';
import { createApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { AppDeps, Clock } from '../src/lib/context.ts';
import { createLogger } from '../src/lib/logger.ts';
import { closeCatalogCache } from '../src/modules/catalog/catalog.cache.ts';

/** A clock tests can move: `clock.advance(181_000)` expires a verification code. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /**
   * Moves one second into the next fixed window of `seconds` (rate limits count in windows
   * aligned to the epoch). This clock runs on real time, so a test that counts up to a limit
   * starts here, or it fails whenever it runs across a window's end.
   */
  startNextWindow(seconds: number): void {
    const ms = seconds * 1000;
    this.advance(ms - (this.now().getTime() % ms) + 1000);
  }
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  adapters: Adapters;
  db: DatabaseHandle['db'];
  dbKind: DatabaseHandle['kind'];
  config: Config;
  clock: TestClock;
  /** What the app was built from: for calling services and jobs directly. */
  deps: AppDeps;
  /** JSON request helper returning status, parsed body and headers. */
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  body: any;
  headers: Headers;
}

export interface TestContextOptions {
  /** Replace adapters built from config, e.g. a failing SMS sender. */
  adapters?: Partial<Adapters>;
}

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL when the suite runs as the `api-postgres`
 * project (STORE_TEST_DB=postgres). Adapters are built from config (the dev outbox unless
 * the overrides configure real ones) and can be replaced one by one. TRUST_PROXY is on, so a
 * test picks the caller's IP with an X-Forwarded-For header.
 */
export async function createTestContext(overrides: Partial<Config> = {}, options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-test-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      STORE_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      TRUST_PROXY: 'true',
    }),
    ...overrides,
  };
  const { database, dropDatabase, url } = await openTestDatabase();
  // The catalog cache opens its LISTEN connection from this URL.
  if (url) config.databaseUrl = url;
  await migrateToLatest(database.db);
  const clock = new TestClock();
  const logger = createLogger('silent');
  const adapters: Adapters = { ...createAdapters(config, { db: database.db, logger }), ...options.adapters };
  const deps: AppDeps = { config, db: database.db, dbKind: database.kind, logger, clock, adapters };
  const app = createApp(deps);

  return {
    app,
    deps,
    adapters,
    db: database.db,
    dbKind: database.kind,
    config,
    clock,
    async request(path, init = {}) {
      const { json, token, headers, ...rest } = init;
      const h = new Headers(headers);
      if (json !== undefined) h.set('content-type', 'application/json');
      if (token) h.set('authorization', `Bearer ${token}`);
      const res = await app.request(path, { ...rest, headers: h, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, body, headers: res.headers };
    },
    async close() {
      await closeCatalogCache(database.db);
      await database.close();
      await dropDatabase();
    },
  };
}

async function openTestDatabase(): Promise<{ database: DatabaseHandle; dropDatabase(): Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.STORE_TEST_DB !== 'postgres' || !serverUrl) {
    // From the migrated template of this run (pglite-template.ts), when there is one.
    const template = inject('pgliteTemplate');
    const pgliteTemplate = template ? new Blob([readFileSync(template)]) : undefined;
    return { database: await openDatabase({ pgliteTemplate }), dropDatabase: async () => {} };
  }
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }) });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    database,
    url: url.toString(),
    async dropDatabase() {
      // pg's pool.end() resolves before its connections have finished closing; forcing the
      // drop while they close makes the server kill them, which pg reports as unhandled
      // errors. Wait (briefly) for them to go first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = ${name}`.execute(admin);
        if (!rows[0]?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    },
  };
}
