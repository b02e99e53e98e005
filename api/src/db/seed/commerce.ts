import { subscriptionTotal, type SubscriptionPeriod } from '@store/shared';
import { randomToken } from '../../lib/crypto.ts';
import { completeWaitingOrder } from '../../modules/fulfilment/fulfilment.service.ts';
import { DEFAULT_COMMERCE_SETTINGS } from '../../modules/orders/order-settings.ts';
import { formatOrderNumber } from '../../modules/orders/orders.service.ts';
import { insertOrder, insertOrderItems, nextOrderSequence } from '../../modules/orders/orders.repository.ts';
import { changePoints } from '../../modules/points/points.repository.ts';
import type { Tx } from '../transaction.ts';
import type { Seeder } from './index.ts';

const DAY = 86_400_000;

interface DemoLine {
  itemId: number;
  name: string;
  salePrice: number;
  period: SubscriptionPeriod;
  quantity: number;
}

/**
 * Demo purchases for the member `demo`, so my-page screens have content: a paid card order with
 * two unused keys (points spent and earned), a confirmed order whose key is in use, a bank
 * transfer waiting for its deposit, and two coupons (10 % and 5,000 won). Written through the
 * same ledger and fulfilment functions as real orders. Never applied in production.
 */
export const commerceSeeder: Seeder = {
  name: '20261122-commerce-demo-orders',
  async run(db) {
    const tx = db as Tx;
    const demo = await tx.selectFrom('members').select(['id', 'points', 'created_at']).where('login_id', '=', 'demo').executeTakeFirst();
    const items = await tx.selectFrom('items').select(['id', 'item_name', 'sale_price']).where('item_status', '=', 'SALE').orderBy('id').limit(3).execute();
    if (!demo || items.length < 3) return;
    const now = Date.now();

    // The membership seeder gave demo their points before the ledger existed: record that
    // balance as the opening entry of the history (the balance itself is not changed here).
    if (demo.points > 0) {
      await tx
        .insertInto('point_ledger')
        .values({ member_id: demo.id, delta: demo.points, type: 'SAVE', description: '가입 축하 포인트', order_id: null, balance_after: demo.points, created_at: demo.created_at })
        .execute();
    }

    const coupons = await tx
      .insertInto('coupons')
      .values([
        { name: '10% 할인 쿠폰', description: '20,000원 이상 구매 시 10% 할인', discount_type: 'PERCENT', discount_value: 10, min_purchase_krw: 20_000, valid_days: 60, code: 'DEMO10' },
        { name: '5,000원 쿠폰', description: '30,000원 이상 구매 시 5,000원 할인', discount_type: 'FIXED', discount_value: 5000, min_purchase_krw: 30_000, valid_days: 60, code: 'DEMO5000' },
      ])
      .returning('id')
      .execute();
    await tx
      .insertInto('member_coupons')
      .values(coupons.map((c) => ({ member_id: demo.id, coupon_id: c.id, expires_at: new Date(now + 60 * DAY) })))
      .execute();

    const line = (i: number, period: SubscriptionPeriod, quantity: number): DemoLine => ({ itemId: items[i]!.id, name: items[i]!.item_name, salePrice: items[i]!.sale_price, period, quantity });

    // Confirmed 20 days ago; its key is in use on one PC.
    const confirmed = await demoOrder(tx, demo.id, [line(0, 1, 1)], { method: 'SIMPLE_PAY', at: new Date(now - 21 * DAY) });
    await pay(tx, confirmed, new Date(now - 21 * DAY + 60_000));
    await tx.updateTable('orders').set({ status: 'CONFIRM', confirmed_at: new Date(now - 20 * DAY) }).where('id', '=', confirmed.id).execute();
    const start = new Date(now - 20 * DAY);
    await tx
      .updateTable('subscriptions')
      .set({ use_status: 'GRANTED', start_at: start, expire_at: new Date(start.getTime() + 30 * DAY), mac_address1: '00:1A:2B:3C:4D:5E' })
      .where('order_id', '=', confirmed.id)
      .execute();

    // Paid by card two days ago with 1,000 points: two keys not used yet (still refundable).
    const paid = await demoOrder(tx, demo.id, [line(1, 3, 2)], { method: 'SIMPLE_PAY', at: new Date(now - 2 * DAY), usePoint: 1000 });
    await pay(tx, paid, new Date(now - 2 * DAY + 60_000));

    // A bank transfer waiting for its deposit.
    await demoOrder(tx, demo.id, [line(2, 6, 1)], { method: 'BANK_TRANSFER', at: new Date(now - 3_600_000), email: 'demo@autoworks.kr' });
  },
};

async function demoOrder(tx: Tx, memberId: number, lines: DemoLine[], options: { method: 'SIMPLE_PAY' | 'BANK_TRANSFER'; at: Date; usePoint?: number; email?: string }) {
  const total = lines.reduce((sum, l) => sum + subscriptionTotal(l.salePrice, l.quantity, l.period), 0);
  const usePoint = options.usePoint ?? 0;
  const order = await insertOrder(tx, {
    order_number: formatOrderNumber(options.at, await nextOrderSequence(tx)),
    member_id: memberId,
    status: 'WAITING',
    payment_method: options.method,
    total_krw: total,
    use_point: usePoint,
    final_krw: total - usePoint,
    payment_id: `pay-${randomToken(18)}`,
    order_email: options.email ?? null,
    deposit_deadline: new Date(options.at.getTime() + DEFAULT_COMMERCE_SETTINGS.depositDeadlineDays * DAY),
    created_at: options.at,
    updated_at: options.at,
  });
  await insertOrderItems(
    tx,
    lines.map((l) => ({
      order_id: order.id,
      item_id: l.itemId,
      item_name: l.name,
      subscription_period: l.period,
      quantity: l.quantity,
      unit_price_krw: l.salePrice,
      order_price_krw: subscriptionTotal(l.salePrice, l.quantity, l.period),
    })),
  );
  if (usePoint > 0) await changePoints(tx, { memberId, delta: -usePoint, description: `주문 결제 시 사용 (${order.order_number})`, orderId: order.id }, options.at);
  return order;
}

async function pay(tx: Tx, order: { id: number; payment_id: string | null; final_krw: number }, at: Date): Promise<void> {
  const outcome = await completeWaitingOrder(tx, order.id, { paymentId: order.payment_id!, provider: 'dev', amount: order.final_krw, currency: 'KRW', raw: { provider: 'dev', demo: true } }, at);
  if (outcome.kind !== 'completed') throw new Error(`demo order ${order.id} could not be paid: ${outcome.kind}`);
  await tx.insertInto('dev_payments').values({ payment_id: order.payment_id!, amount: order.final_krw, status: 'PAID', created_at: at, updated_at: at }).execute();
}
