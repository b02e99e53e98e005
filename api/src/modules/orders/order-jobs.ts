import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { retryPendingRefunds } from '../payments/refunds.service.ts';
import { afterCancel, reverseOrder } from './cancel.service.ts';
import { SYSTEM_CANCEL_REASONS } from './order-settings.ts';
import { insertAudit, transitionOrder } from './orders.repository.ts';

// Background work of every API process: cancel unpaid orders past their deadline (giving back
// their reserved points and coupon) and retry refunds the provider has not confirmed yet.
// Safe with several processes: each order is taken with FOR UPDATE SKIP LOCKED in its own
// transaction, so two processes never work on the same order and never wait on each other;
// refunds go through the payments lease.

// A bank transfer waited for its deposit; a card order, or a checkout left before choosing, for its payment.
const autoCancelReason = (method: string | null) => (method === 'BANK_TRANSFER' ? SYSTEM_CANCEL_REASONS.depositExpired : SYSTEM_CANCEL_REASONS.paymentExpired);

/** Cancels up to `limit` WAITING orders whose deadline has passed; returns how many. */
export async function cancelExpiredOrders(deps: AppDeps, limit = 100): Promise<number> {
  let cancelled = 0;
  while (cancelled < limit) {
    const now = deps.clock.now();
    const done = await inTransaction(deps.db, async (tx) => {
      const order = await tx
        .selectFrom('orders')
        .selectAll()
        .where('status', '=', 'WAITING')
        .where('deposit_deadline', '<', now)
        .orderBy('deposit_deadline')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!order) return null;
      const claimed = await transitionOrder(tx, order.id, 'WAITING', { status: 'CANCEL', cancelled_at: now, cancel_reason: autoCancelReason(order.payment_method) }, now);
      if (!claimed) return null;
      const reversal = await reverseOrder(tx, order, now);
      await insertAudit(tx, { actorMemberId: null, action: 'order.cancel.expired', targetType: 'order', targetId: String(order.id), before: { status: 'WAITING' }, after: { status: 'CANCEL' }, now });
      return { order, reversal };
    });
    if (!done) break;
    cancelled++;
    await afterCancel(deps, done.order, done.reversal);
  }
  return cancelled;
}

/** One run of every order job; a failure of one does not stop the other. */
export async function runOrderJobs(deps: AppDeps): Promise<{ cancelled: number; refunded: number }> {
  const [cancelled, refunded] = await Promise.allSettled([cancelExpiredOrders(deps), retryPendingRefunds(deps)]);
  for (const r of [cancelled, refunded]) if (r.status === 'rejected') deps.logger.error({ err: r.reason }, 'order job failed');
  return { cancelled: cancelled.status === 'fulfilled' ? cancelled.value : 0, refunded: refunded.status === 'fulfilled' ? refunded.value : 0 };
}

/**
 * Runs the order jobs now and every `intervalMs` until stopped; the returned function stops the
 * timer and waits for a run in progress, so the database can be closed after it.
 */
export function startOrderJobs(deps: AppDeps, intervalMs: number): () => Promise<void> {
  let current: Promise<unknown> | null = null;
  const run = () => {
    // Never overlap with ourselves in one process (other processes are handled by the locks).
    if (current) return;
    current = runOrderJobs(deps).finally(() => (current = null));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
