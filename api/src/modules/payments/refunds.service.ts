import type { AppDeps } from '../../lib/context.ts';
import * as repo from './payments.repository.ts';

// Refunds to the card. The database decides that money goes back (payments.status =
// CANCEL_PENDING, written in the same transaction as the cancellation); the provider call
// happens after that commit, outside any transaction, under a lease, and is retried by the
// order jobs until the provider confirms. So a provider outage delays a refund but never loses
// it, and no lock is held while waiting on the network.

const REFUND_LEASE_MS = 5 * 60_000;

/** Tries one pending refund now; true when the provider confirmed it. Never throws. */
export async function attemptRefund(deps: AppDeps, paymentId: string, reason = '주문 취소'): Promise<boolean> {
  const now = deps.clock.now();
  const claimed = await repo.claimRefundLease(deps.db, paymentId, now, REFUND_LEASE_MS);
  if (!claimed) return false;
  const gateway = deps.adapters.payments;
  if (claimed.provider !== gateway.kind) {
    // Recorded under another provider (e.g. dev payments on a server now using PortOne): an
    // admin has to settle it; retrying would call the wrong provider.
    await repo.finishRefund(deps.db, paymentId, `provider ${claimed.provider} is not configured`, now);
    return false;
  }
  try {
    await gateway.cancelPayment(paymentId, claimed.refund, reason, claimed.amount);
    await repo.finishRefund(deps.db, paymentId, null, deps.clock.now());
    deps.logger.info({ paymentId, orderId: claimed.order_id, amount: claimed.refund }, 'payment refunded');
    return true;
  } catch (err) {
    deps.logger.error({ err, paymentId, orderId: claimed.order_id }, 'refund failed; will retry');
    await repo.finishRefund(deps.db, paymentId, err instanceof Error ? err.message : String(err), deps.clock.now());
    return false;
  }
}

/** The job's part: every refund whose lease is free, oldest first. */
export async function retryPendingRefunds(deps: AppDeps, limit = 20): Promise<number> {
  const due = await repo.listDueRefunds(deps.db, deps.clock.now(), REFUND_LEASE_MS, limit);
  let done = 0;
  for (const paymentId of due) if (await attemptRefund(deps, paymentId)) done++;
  return done;
}
