import type { Db } from './transaction.ts';

// Short-lived security rows (rate-limit windows, codes, states, tickets, grants, sessions)
// are useless once expired. Each API process purges them at start and hourly; the deletes are
// idempotent, so several processes doing it at once is harmless.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Deletes expired rows, keeping a margin for investigating abuse; returns how many went. */
export async function purgeExpired(db: Db, now: Date): Promise<number> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const results = await Promise.all([
    db.deleteFrom('rate_limits').where('window_start', '<', before(DAY)).executeTakeFirst(),
    db.deleteFrom('verification_codes').where('created_at', '<', before(DAY)).executeTakeFirst(),
    db.deleteFrom('oauth_states').where('created_at', '<', before(HOUR)).executeTakeFirst(),
    db.deleteFrom('login_tickets').where('expires_at', '<', before(HOUR)).executeTakeFirst(),
    db.deleteFrom('password_reset_grants').where('expires_at', '<', before(DAY)).executeTakeFirst(),
    // A phone's welcome-coupon claim lapses after a year (members.service WELCOME_COUPON_HOLD_DAYS).
    db.deleteFrom('welcome_coupon_claims').where('claimed_at', '<', before(365 * DAY)).executeTakeFirst(),
    // Expired or revoked sessions are kept a month (when, and from where, someone logged in).
    db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<', before(30 * DAY)), eb('revoked_at', '<', before(30 * DAY))]))
      .executeTakeFirst(),
  ]);
  return results.reduce((sum, r) => sum + Number(r.numDeletedRows), 0);
}

/** Runs purgeExpired now and every hour until stopped; failures are logged, never fatal. */
export function startHousekeeping(db: Db, now: () => Date, onError: (error: unknown) => void): () => void {
  const run = () => void purgeExpired(db, now()).catch(onError);
  run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
