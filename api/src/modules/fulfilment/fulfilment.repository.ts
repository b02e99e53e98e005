import { sql, type Insertable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type { PaymentProviderValue, SubscriptionTable } from '../../db/types.ts';

// Writes of fulfilment and its reversal: payments rows, license keys, purchase totals, sales.

export interface PaymentRecord {
  paymentId: string;
  provider: PaymentProviderValue;
  amount: number;
  currency: string;
  raw: Record<string, unknown>;
}

/** Records the payment that paid an order (PAID), replacing any earlier record under its id. */
export async function upsertPaidPayment(tx: Tx, orderId: number, payment: PaymentRecord, now: Date): Promise<void> {
  const values = { status: 'PAID' as const, amount: payment.amount, currency: payment.currency, raw: JSON.stringify(payment.raw), updated_at: now };
  await tx
    .insertInto('payments')
    .values({ payment_id: payment.paymentId, order_id: orderId, provider: payment.provider, created_at: now, ...values })
    .onConflict((oc) => oc.column('payment_id').doUpdateSet(values))
    .execute();
}

const KEY_BATCH = 500;

export async function insertSubscriptions(tx: Tx, rows: Insertable<SubscriptionTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += KEY_BATCH) {
    await tx.insertInto('subscriptions').values(rows.slice(i, i + KEY_BATCH)).execute();
  }
}

/**
 * Adds (or, negative, takes away) units sold per item, in ascending item id so that concurrent
 * fulfilments and cancellations lock item rows in the same order and cannot deadlock.
 */
export async function addItemSales(tx: Tx, perItem: Map<number, number>): Promise<void> {
  for (const itemId of [...perItem.keys()].sort((a, b) => a - b)) {
    const delta = perItem.get(itemId)!;
    await tx
      .updateTable('items')
      .set({ sale_quantity: sql<number>`greatest(0, sale_quantity + ${delta})` })
      .where('id', '=', itemId)
      .execute();
  }
}

/** Moves the member's purchase total (their grade is derived from it, never stored). */
export async function addPurchaseTotal(tx: Tx, memberId: number, deltaKrw: number): Promise<void> {
  await tx
    .updateTable('members')
    .set({ total_purchase_krw: sql<number>`greatest(0, total_purchase_krw + ${deltaKrw})` })
    .where('id', '=', memberId)
    .execute();
}

export function findMemberContact(db: Db, memberId: number) {
  return db.selectFrom('members').select(['name', 'email', 'phone', 'points']).where('id', '=', memberId).executeTakeFirstOrThrow();
}

