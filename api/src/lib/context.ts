import type { Config } from '../config.ts';
import type { DatabaseKind } from '../db/database.ts';
import type { Db } from '../db/transaction.ts';
import type { Logger } from './logger.ts';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Everything the app needs from outside; tests pass fakes. */
export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  logger: Logger;
  clock: Clock;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
  };
}
