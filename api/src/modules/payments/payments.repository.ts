import type { Db } from '../../db/transaction.ts';
import type { PaymentProviderValue } from '../../db/types.ts';

// Kysely queries of payments (what providers said) and the dev card window's approvals.

/**
 * Records a card payment that must go back to the payer: a payment for an order that was
 * cancelled, or one that did not match its order. An existing PAID record becomes
 * CANCEL_PENDING; an existing refund record is left alone.
 */
export async function markRefundDue(
  db: Db,
  values: { paymentId: string; orderId: number; provider: PaymentProviderValue; amount: number; currency: string; raw: unknown },
  now: Date,
): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      payment_id: values.paymentId,
      order_id: values.orderId,
      provider: values.provider,
      status: 'CANCEL_PENDING',
      amount: values.amount,
      currency: values.currency,
      raw: JSON.stringify(values.raw),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('payment_id')
        .doUpdateSet({ status: 'CANCEL_PENDING', amount: values.amount, updated_at: now })
        .where('payments.status', '=', 'PAID'),
    )
    .execute();
}

/**
 * Takes the refund lease of one payment: several API processes (and the request that cancelled
 * the order) may try the same refund, but only the holder of an unexpired lease calls the
 * provider. An expired lease (a crashed attempt) can be taken again.
 */
export function claimRefundLease(db: Db, paymentId: string, now: Date, leaseMs: number) {
  return db
    .updateTable('payments')
    .set({ refund_attempted_at: now, updated_at: now })
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'CANCEL_PENDING')
    .where((eb) => eb.or([eb('refund_attempted_at', 'is', null), eb('refund_attempted_at', '<', new Date(now.getTime() - leaseMs))]))
    // What goes back: the cancel's decision, or (a stray payment) all of it.
    .returning((eb) => ['payment_id', 'order_id', 'provider', 'amount', eb.fn.coalesce('refund_amount', 'amount').as('refund')])
    .executeTakeFirst();
}

export async function finishRefund(db: Db, paymentId: string, error: string | null, now: Date): Promise<void> {
  await db
    .updateTable('payments')
    .set(error === null ? { status: 'CANCELLED', refund_error: null, updated_at: now } : { refund_error: error.slice(0, 500), updated_at: now })
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'CANCEL_PENDING')
    .execute();
}

/** Refunds whose lease is free: never tried, or tried longer ago than the lease. */
export async function listDueRefunds(db: Db, now: Date, leaseMs: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .select('payment_id')
    .where('status', '=', 'CANCEL_PENDING')
    .where((eb) => eb.or([eb('refund_attempted_at', 'is', null), eb('refund_attempted_at', '<', new Date(now.getTime() - leaseMs))]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.payment_id);
}

export function findOrderPayment(db: Db, orderId: number) {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).where('status', '=', 'PAID').executeTakeFirst();
}

/**
 * The dev card window's approval. A FAILED attempt may be followed by a PAID one (as in a real
 * card window); a PAID or CANCELLED payment is final, so a replay cannot change its amount.
 */
export async function recordDevPayment(db: Db, values: { paymentId: string; amount: number; status: 'PAID' | 'FAILED' }, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('dev_payments')
    .values({ payment_id: values.paymentId, amount: values.amount, status: values.status, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('payment_id')
        .doUpdateSet({ amount: values.amount, status: values.status, updated_at: now })
        .where('dev_payments.status', '=', 'FAILED'),
    )
    .returning('payment_id')
    .executeTakeFirst();
  return row !== undefined;
}

