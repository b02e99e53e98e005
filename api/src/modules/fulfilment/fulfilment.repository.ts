import { sql, type Insertable } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import type { PaymentProviderValue, SubscriptionTable } from '../../db/types.ts';
import { newLicenseKey } from './license-keys.ts';

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

/** A license key's row before its key is drawn. */
export type UnkeyedSubscription = Omit<Insertable<SubscriptionTable>, 'hash_key'>;

export interface IssuedKey {
  id: number;
  hashKey: string;
}

const KEY_BATCH = 500;
// 90 random bits make even one repeat practically impossible; four in a row mean something else
// is wrong (a key source that is not random), which must fail rather than loop.
const KEY_DRAWS = 4;

/**
 * Inserts each row under a freshly drawn license key, drawing again in the same transaction for
 * a key that already exists; returns the ids and keys in the rows' order.
 */
export async function insertWithFreshKeys(tx: Tx, rows: UnkeyedSubscription[]): Promise<IssuedKey[]> {
  const issued: IssuedKey[] = [];
  for (let i = 0; i < rows.length; i += KEY_BATCH) issued.push(...(await insertKeyBatch(tx, rows.slice(i, i + KEY_BATCH))));
  return issued;
}

async function insertKeyBatch(tx: Tx, rows: UnkeyedSubscription[]): Promise<IssuedKey[]> {
  const issued: (IssuedKey | undefined)[] = rows.map(() => undefined);
  for (let draw = 0; draw < KEY_DRAWS; draw++) {
    const pending = issued.flatMap((key, index) => (key ? [] : [index]));
    if (pending.length === 0) break;
    // Keyed by the key drawn: a repeat within the batch leaves its row pending for the next draw.
    const drawn = new Map(pending.map((index) => [newLicenseKey(), index]));
    // ON CONFLICT rather than catching the unique violation: in PostgreSQL a failed statement
    // aborts the whole transaction (the payment with it), so a caught violation could never be
    // drawn again. Only hash_key is excused: a second fulfilment's (order_item_id, unit_index)
    // conflict must still fail.
    const inserted = await tx
      .insertInto('subscriptions')
      .values([...drawn].map(([hashKey, index]) => ({ ...rows[index]!, hash_key: hashKey })))
      .onConflict((oc) => oc.column('hash_key').doNothing())
      .returning(['id', 'hash_key'])
      .execute();
    for (const row of inserted) issued[drawn.get(row.hash_key)!] = { id: row.id, hashKey: row.hash_key };
  }
  if (issued.some((key) => !key)) throw new Error(`license key drawn ${KEY_DRAWS} times over`);
  return issued as IssuedKey[];
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

