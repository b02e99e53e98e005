import type { AppDeps } from '../../lib/context.ts';
import { insertAudit } from '../../lib/audit.ts';
import { inTransaction } from '../../db/transaction.ts';
import { sendExpiryNotices } from './expiry-notices.ts';
import { expireKeys } from './licenses.repository.ts';

// Keys whose period has ended become EXPIRED (store.md §4). Reads already treat a GRANTED key
// past its expiry as expired (effectiveUseStatus), so this job only makes the stored status
// agree; it is a set-based conditional UPDATE of a batch locked with SKIP LOCKED, safe to run in
// several processes at once and never waiting for a key (licenses.repository.ts expireKeys).

const BATCH = 500;

export async function expireLicenses(deps: AppDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const now = deps.clock.now();
    const ids = await inTransaction(deps.db, async (tx) => {
      const expired = await expireKeys(tx, now, BATCH);
      if (expired.length) {
        await insertAudit(tx, { actorMemberId: null, action: 'subscription.expire', targetType: 'subscription', targetId: expired.length === 1 ? String(expired[0]) : `${expired.length} keys`, after: { ids: expired, useStatus: 'EXPIRED' }, now });
      }
      return expired;
    });
    total += ids.length;
    if (ids.length < BATCH) return total;
  }
}

/**
 * Runs the expiry, then the week-ahead notices (expiry-notices.ts), now and every `intervalMs`;
 * the returned function stops it and waits for a run.
 */
export function startLicenseJobs(deps: AppDeps, intervalMs: number): () => Promise<void> {
  let current: Promise<unknown> | null = null;
  const run = () => {
    if (current) return;
    current = expireLicenses(deps)
      .catch((err: unknown) => deps.logger.error({ err }, 'license expiry job failed'))
      .then(() => sendExpiryNotices(deps))
      .catch((err: unknown) => deps.logger.error({ err }, 'license expiry notices failed'))
      .finally(() => (current = null));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
