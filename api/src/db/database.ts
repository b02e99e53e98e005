import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { catalogCommitted, watchCatalogWrites } from './catalog-writes.ts';
import { GenericPlanClient } from './generic-plans.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { lockDataDir } from './pglite-lock.ts';
import type { Database } from './types.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PGlite only: its data directory as an uncompressed tar (`pgliteTemplate` of another database). */
  dumpDataDir?(): Promise<Blob>;
}

// int8 (count(*), sums of won) arrives from pg as a string; every int8 we keep fits in
// a double (won amounts and ids far below 2^53), so read it as a number on both drivers.
pg.types.setTypeParser(20, (v) => Number(v));

export interface DatabaseOptions {
  /** postgres://… selects a real PostgreSQL server; otherwise PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `undefined` keeps the database in memory (tests). */
  pgliteDir?: string | undefined;
  /** A PGlite data directory dumped by `dumpDataDir('none')` to start from (tests' migrated template). */
  pgliteTemplate?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, Client: GenericPlanClient });
    const db: Kysely<Database> = new Kysely({ dialect: watchCatalogWrites(new PostgresDialect({ pool }), () => catalogCommitted(db)) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const release = options.pgliteDir ? lockDataDir(options.pgliteDir) : () => {};
  const pglite = new PGlite({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
    extensions: { pg_trgm },
  });
  try {
    await pglite.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db: Kysely<Database> = new Kysely({ dialect: watchCatalogWrites(new PGliteDialect(pglite), () => catalogCommitted(db)) });
  const close = () => db.destroy().finally(release);
  return { db, kind: 'pglite', close, dumpDataDir: () => pglite.dumpDataDir('none') };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
