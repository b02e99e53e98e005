// Vitest global setup of the `api` project: one migrated PGlite database, dumped to a file that
// every test file's fresh database starts from (createTestContext). Booting PGlite from nothing
// takes 3–5 s on this machine and loading a dump about 1.3 s; migrating each time adds 0.3 s. The
// dump is made by the migrations of this checkout, so a test still sees exactly what they build.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of a migrated PGlite data directory (`dumpDataDir('none')`); '' on PostgreSQL runs. */
    pgliteTemplate: string;
  }
}

let dir: string | undefined;

export async function setup(project: TestProject) {
  if (project.config.env?.STORE_TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openDatabase({});
  await migrateToLatest(database.db);
  const dump = await database.dumpDataDir!();
  await database.close();
  dir = mkdtempSync(join(tmpdir(), 'store-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

export function teardown() {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
