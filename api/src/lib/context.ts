import type { Adapters } from '../adapters/index.ts';
import type { Config } from '../config.ts';
import type { DatabaseKind } from '../db/database.ts';
import type { Db } from '../db/transaction.ts';
import type { RoleValue } from '../db/types.ts';
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
  adapters: Adapters;
}

/**
 * The caller, as proven by a bearer token whose session row is live and whose member is
 * ACTIVE. Set by requireAuth / requireAdmin / optionalAuth (modules/auth/auth.middleware.ts).
 * `role` comes from the member row, not from the token, so a demotion applies at once.
 */
export interface AuthInfo {
  memberId: number;
  role: RoleValue;
  sessionId: string;
  loginId: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Present after requireAuth/requireAdmin; possibly undefined after optionalAuth. */
    auth: AuthInfo | undefined;
  };
}
