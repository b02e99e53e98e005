import { subscriptionTotal } from '@store/shared';
import { randomToken } from '../../lib/crypto.ts';
import { completeWaitingOrder } from '../../modules/fulfilment/fulfilment.service.ts';
import { DEFAULT_COMMERCE_SETTINGS } from '../../modules/orders/order-settings.ts';
import { formatOrderNumber } from '../../modules/orders/orders.service.ts';
import { insertOrder, insertOrderItems, nextOrderSequence } from '../../modules/orders/orders.repository.ts';
import type { Tx } from '../transaction.ts';

// Orders of the demo seeders, written as checkout would leave them and paid through the real
// fulfilment (keys, points, purchase total, sales rollups), at the times the seeders choose.

const DAY = 86_400_000;

export interface DemoItem {
  id: number;
  item_name: string;
  sale_price: number;
}

/** A one-line order waiting for its payment: a card's, or a bank transfer's deposit. */
export async function insertDemoOrder(
  tx: Tx,
  o: { memberId: number; email: string; item: DemoItem; period: 1 | 3 | 6 | 12; method: 'SIMPLE_PAY' | 'BANK_TRANSFER'; created: Date },
) {
  const total = subscriptionTotal(o.item.sale_price, 1, o.period);
  const row = await insertOrder(tx, {
    order_number: formatOrderNumber(o.created, await nextOrderSequence(tx)),
    member_id: o.memberId,
    status: 'WAITING',
    payment_method: o.method,
    total_krw: total,
    final_krw: total,
    payment_id: `pay-${randomToken(18)}`,
    order_email: o.method === 'BANK_TRANSFER' ? o.email : null,
    deposit_deadline: new Date(o.created.getTime() + DEFAULT_COMMERCE_SETTINGS.depositDeadlineDays * DAY),
    created_at: o.created,
    updated_at: o.created,
  });
  await insertOrderItems(tx, [{ order_id: row.id, item_id: o.item.id, item_name: o.item.item_name, subscription_period: o.period, quantity: 1, unit_price_krw: o.item.sale_price, order_price_krw: total }]);
  return row;
}

/** Pays a demo order at `at`: by the dev card (with the dev provider's record) or a confirmed deposit. */
export async function payDemoOrder(tx: Tx, order: Awaited<ReturnType<typeof insertDemoOrder>>, at: Date): Promise<void> {
  const provider = order.payment_method === 'BANK_TRANSFER' ? 'bank' : 'dev';
  const paid = await completeWaitingOrder(tx, order.id, { paymentId: order.payment_id!, provider, amount: order.final_krw, currency: 'KRW', raw: { provider, demo: true } }, at);
  if (paid.kind !== 'completed') throw new Error(`demo order ${order.id} could not be paid: ${paid.kind}`);
  if (provider === 'dev') await tx.insertInto('dev_payments').values({ payment_id: order.payment_id!, amount: order.final_krw, status: 'PAID' }).execute();
}
