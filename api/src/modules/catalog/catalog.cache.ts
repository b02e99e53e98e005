import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { Context } from 'hono';
import pg from 'pg';
import { onCatalogCommitted } from '../../db/catalog-writes.ts';
import type { Db } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';

/**
 * In-process read cache of the storefront (item list, item detail, search suggestions).
 *
 * Invalidation comes from the database, not from the code that writes: statement triggers on
 * items, reviews, qna_articles and members.login_id (migration 0010) NOTIFY catalog_changed at
 * commit, and every API process LISTENs on its own connection and empties its cache. So an
 * admin edit, a new review or raw SQL in psql is seen by every process on the next read,
 * without the writing module knowing this cache exists. The process that commits a change
 * flushes at once as well (db/catalog-writes.ts watches its statements), since its NOTIFY
 * arrives a moment after the writer's response.
 *
 * Safety nets: an entry lives at most CACHE_TTL_MS (a notification lost while the listening
 * connection was down), the cache is emptied when that connection is (re)established, and a
 * load that started before a change is not stored (the generation check), so a slow query
 * cannot put pre-change data back after the flush.
 */

export const CATALOG_CHANNEL = 'catalog_changed';
const CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;
const RECONNECT_MS = 1_000;

export interface CachedJson {
  /** The serialised JSON body in UTF-8, sent as is (encoded once, not for every response). */
  bytes: Uint8Array<ArrayBuffer>;
  /** Strong ETag of `bytes`. */
  etag: string;
  /** The cache key it is stored under. */
  key: string;
  /** `bytes` gzipped, made on first use by the fast path. */
  gzip?: Uint8Array;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export class CatalogCache {
  private entries = new Map<string, Entry>();
  /** Request URL → the answer it got, for anonymous GETs (see catalog.fast-path.ts). */
  private answers = new Map<string, { cached: CachedJson; expiresAt: number }>();
  private generation = 0;
  private stopListening: (() => Promise<void>) | undefined;
  private stopWatching: (() => void) | undefined;
  private closed = false;
  /** Flushes seen (tests wait for a cross-process one). */
  flushes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Drops everything; called on every notification. */
  flush(): void {
    this.generation += 1;
    this.flushes += 1;
    this.entries.clear();
    this.answers.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value of `key`, or `load()` stored unless the catalog changed meanwhile. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && !this.closed) {
      // Keys include user input (search text, item ids): bounded, oldest out first.
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value, expiresAt: this.now() + CACHE_TTL_MS });
    }
    return value;
  }

  /** Like get, for a JSON response: serialised once with its ETag. */
  json(key: string, load: () => Promise<unknown>): Promise<CachedJson> {
    return this.get(key, async () => toCachedJson(key, await load()));
  }

  /**
   * Records that an anonymous GET of `url` was answered with `cached`, so the next one can be
   * answered before routing. Only while `cached` is still the live entry of its key: an answer
   * built from a load that a flush overtook is not remembered. It expires with that entry.
   */
  rememberAnswer(url: string, cached: CachedJson): void {
    const entry = this.entries.get(cached.key);
    if (!entry || entry.value !== cached || this.closed) return;
    // URLs carry arbitrary query strings: bounded like the entries, oldest out first.
    if (this.answers.size >= MAX_ENTRIES) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(url, { cached, expiresAt: entry.expiresAt });
  }

  /** The remembered answer to an anonymous GET of `url`, if still fresh. */
  answerFor(url: string): CachedJson | undefined {
    const answer = this.answers.get(url);
    return answer && answer.expiresAt > this.now() ? answer.cached : undefined;
  }

  setListener(stop: () => Promise<void>): void {
    this.stopListening = stop;
  }

  /** `stop` ends the flushes on this process's own commits (db/catalog-writes.ts). */
  setWatcher(stop: () => void): void {
    this.stopWatching = stop;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopWatching?.();
    this.entries.clear();
    this.answers.clear();
    await this.stopListening?.();
  }
}

function toCachedJson(key: string, value: unknown): CachedJson {
  const bytes = Buffer.from(JSON.stringify(value));
  return { key, bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
}

/**
 * A GET without a token: the only kind of request whose answer is remembered and replayed. A
 * signed-in member's detail page differs (their private questions), and a token must still be
 * checked by the route.
 */
export function isVisitorRead(method: string, authorization: string | undefined): boolean {
  return method === 'GET' && authorization === undefined;
}

/** The content type of every cached body. */
export const CACHED_JSON_TYPE = 'application/json; charset=UTF-8';

/**
 * The caching headers of a cached body, on the routed answer and on the fast path alike:
 * `no-cache` lets browsers keep the copy but ask every time, so a change shows at once.
 */
export function cachedJsonHeaders(cached: CachedJson): Record<string, string> {
  return { etag: cached.etag, 'cache-control': 'no-cache' };
}

/** True when the request's If-None-Match names `etag` (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

const caches = new WeakMap<Db, CatalogCache>();

/** The cache of this database handle, listening from its first use. */
export function catalogCacheOf(deps: Pick<AppDeps, 'db' | 'dbKind' | 'config' | 'logger'>): CatalogCache {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new CatalogCache();
    caches.set(deps.db, cache);
    // This process's own commits flush at once; the NOTIFY below arrives a moment later.
    const stopWatching = onCatalogCommitted(deps.db, () => cache!.flush());
    cache.setWatcher(stopWatching);
    startListening(deps, cache);
  }
  return cache;
}

/** The cache of this database handle if one was made; never starts one. */
export function existingCatalogCache(db: Db): CatalogCache | undefined {
  return caches.get(db);
}

/** Stops the listener of this database handle (before the handle is destroyed). */
export async function closeCatalogCache(db: Db): Promise<void> {
  const cache = caches.get(db);
  caches.delete(db);
  await cache?.close();
}

function startListening(deps: Pick<AppDeps, 'db' | 'dbKind' | 'config' | 'logger'>, cache: CatalogCache): void {
  if (deps.dbKind === 'postgres' && deps.config.databaseUrl) {
    listenOnPostgres(deps.config.databaseUrl, cache, deps.logger);
  } else if (deps.dbKind === 'pglite') {
    void listenOnPglite(deps.db, cache).catch((err: unknown) => deps.logger.warn({ err }, 'catalog cache: listen failed'));
  }
  // A PostgreSQL handle without a URL to open a listener with: TTL only.
}

/**
 * One dedicated connection per process (LISTEN needs a session that is not returned to a
 * pool). It reconnects after errors; every (re)connect flushes, since notifications sent
 * while it was away are lost. Its socket is unref'd so it never keeps a process alive.
 */
function listenOnPostgres(url: string, cache: CatalogCache, logger: AppDeps['logger']): void {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    client = c;
    c.on('error', (err) => {
      logger.warn({ err }, 'catalog cache: listener connection lost');
      void c.end().catch(() => {});
      if (client === c) client = undefined;
      if (!stopped) timer = setTimeout(() => void connect().catch(retry), RECONNECT_MS).unref();
    });
    c.on('notification', (msg) => {
      if (msg.channel === CATALOG_CHANNEL) cache.flush();
    });
    await c.connect();
    (c as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    if (stopped) return void (await c.end().catch(() => {}));
    await c.query(`listen ${CATALOG_CHANNEL}`);
    cache.flush();
  };
  const retry = (err: unknown) => {
    logger.warn({ err }, 'catalog cache: listener connect failed');
    if (!stopped) timer = setTimeout(() => void connect().catch(retry), RECONNECT_MS).unref();
  };
  const started = connect().catch(retry);
  cache.setListener(async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await started;
    await client?.end().catch(() => {});
  });
}

/** PGlite is one in-process session: LISTEN on it, through the driver's queue. */
async function listenOnPglite(db: Db, cache: CatalogCache): Promise<void> {
  await db.getExecutor().provideConnection(async (conn) => {
    const pglite = (conn as unknown as { pglite?: PGlite }).pglite;
    if (!pglite) return;
    const unlisten = await pglite.listen(CATALOG_CHANNEL, () => cache.flush());
    cache.setListener(async () => {
      if (!pglite.closed) await unlisten().catch(() => {});
    });
  });
}

/**
 * Sends a cached body with its ETag; 304 without a body when the client already has it. A
 * visitor's GET is remembered for the fast path (catalog.fast-path.ts).
 */
export function sendCachedJson(c: Context, cache: CatalogCache, cached: CachedJson): Response {
  if (isVisitorRead(c.req.method, c.req.header('authorization'))) cache.rememberAnswer(c.req.url, cached);
  const headers = cachedJsonHeaders(cached);
  if (matchesEtag(c.req.header('if-none-match'), cached.etag)) return c.body(null, 304, headers);
  return c.body(cached.bytes, 200, { ...headers, 'content-type': CACHED_JSON_TYPE });
}
