import { serve, type ServerType } from '@hono/node-server';
import { createAdapters } from './adapters/index.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, pgliteDirFor, type DatabaseHandle } from './db/database.ts';
import { startHousekeeping } from './db/housekeeping.ts';
import { migrateToLatest } from './db/migrate.ts';
import { applySeeders, seeders } from './db/seed/index.ts';
import { answerClientError } from './lib/client-error.ts';
import { systemClock, type AppDeps } from './lib/context.ts';
import { inFlightRequests } from './lib/in-flight.ts';
import type { Logger } from './lib/logger.ts';
import { startUploadCleanup } from './modules/files/upload-cleanup.ts';
import { startOrderJobs } from './modules/orders/order-jobs.ts';
import { startLicenseJobs } from './modules/licenses/license-jobs.ts';
import { closeCatalogCache } from './modules/catalog/catalog.cache.ts';

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds (outside production) and listens. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  const applied = await migrateToLatest(database.db);
  if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
  const adapters = createAdapters(config, { db: database.db, logger });
  if (config.seedDemoData) {
    const seeded = await applySeeders(database.db, seeders, { storage: adapters.storage });
    if (seeded.length) logger.info({ seeders: seeded }, 'demo data seeded');
  }

  const stopHousekeeping = startHousekeeping(database.db, systemClock.now, (err) => logger.warn({ err }, 'housekeeping failed'));
  const stopUploadCleanup = startUploadCleanup(database.db, adapters.storage, systemClock.now, (err) => logger.warn({ err }, 'upload cleanup failed'));
  const deps: AppDeps = { config, db: database.db, dbKind: database.kind, logger, clock: systemClock, adapters };
  const app = createApp(deps);
  const handlers = inFlightRequests(app.fetch);
  // Auto-cancel of unpaid orders and refund retries; safe to run in every API process.
  const stopOrderJobs = startOrderJobs(deps, config.orderJobsIntervalMs);
  // Keys whose period has ended become EXPIRED; safe to run in every API process.
  const stopLicenseJobs = startLicenseJobs(deps, config.licenseJobsIntervalMs);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: handlers.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  server.on('clientError', answerClientError);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  return {
    url: `http://localhost:${port}`,
    database,
    close: async () => {
      stopHousekeeping();
      stopUploadCleanup();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handlers.idle();
      await stopOrderJobs();
      await stopLicenseJobs();
      await closeCatalogCache(database.db);
      await database.close();
    },
  };
}
