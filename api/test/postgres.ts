// Which database the API suite runs on. `npm test` runs it twice (vitest.config.ts): project `api`
// on PGlite, always, and `api-postgres` on a real PostgreSQL (STORE_TEST_DB=postgres, with
// TEST_DATABASE_URL) when one is given; CI always gives one. The tests that need real parallel
// transactions or several processes run in the second only, and show as skipped in the first:
// PGlite runs one transaction at a time, so a stopped one would hold up the other forever.

/** Running as the `api-postgres` project, on a real PostgreSQL. */
export const onPostgres = process.env.STORE_TEST_DB === 'postgres';

/** On PostgreSQL with a server URL that other processes (a spawned API) can reach too. */
export const onPostgresServer = onPostgres && !!process.env.TEST_DATABASE_URL;
