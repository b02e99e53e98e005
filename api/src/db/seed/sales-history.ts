import { createMember } from '../../modules/members/members.service.ts';
import type { Tx } from '../transaction.ts';
import { insertDemoOrder, payDemoOrder } from './demo-orders.ts';
import type { Seeder } from './index.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const DAYS = 29;

/**
 * A month of sales before today, so the admin dashboard's chart and best sellers (and the order
 * list's pages) show a shop that has been selling: four buyers who joined two or three months
 * ago, 0–4 orders a day paid by card or bank transfer between 9:00 and 22:00 Seoul time, through
 * the same fulfilment as a real payment (keys, points, purchase totals, the sales rollups). A
 * fixed pseudo-random sequence keeps the demo the same on every machine. Never in production.
 */
export const salesHistorySeeder: Seeder = {
  name: '20261126-sales-history-demo',
  async run(db) {
    const tx = db as Tx;
    const items = await tx.selectFrom('items').select(['id', 'item_name', 'sale_price']).where('item_status', '=', 'SALE').orderBy('sale_quantity', 'desc').orderBy('id').execute();
    if (items.length < 4) return;
    let state = 20261126;
    // A small linear congruential generator: the same "random" month everywhere.
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    const now = Date.now();
    const seoulMidnight = now - ((now + 9 * HOUR) % DAY);

    const people = [
      { loginId: 'kimsh', name: '김수현', phone: '01071234501' },
      { loginId: 'leejw', name: '이재원', phone: '01071234502' },
      { loginId: 'ohhn', name: '오하늘', phone: '01071234503' },
      { loginId: 'hanjy', name: '한지영', phone: '01071234504' },
    ];
    const buyers = [];
    for (const [i, p] of people.entries()) {
      const member = await createMember(
        tx,
        { loginId: p.loginId, passwordHash: null, name: p.name, birth: '19880620', email: `${p.loginId}@example.kr`, emailVerified: true, phone: p.phone, consents: { service: true, privacy: true, marketing: i % 2 === 1 }, welcomeCoupon: false },
        new Date(seoulMidnight - (60 + 10 * i) * DAY),
      );
      buyers.push({ ...member, ...p });
    }

    for (let daysAgo = DAYS; daysAgo >= 1; daysAgo--) {
      // More in the last two weeks, as a shop that is growing.
      const orders = Math.floor(next() * (daysAgo > 14 ? 3 : 5));
      const times = Array.from({ length: orders }, () => 9 * HOUR + Math.floor(next() * 13 * HOUR)).sort((a, b) => a - b);
      for (const offset of times) {
        const buyer = buyers[Math.floor(next() * buyers.length)]!;
        // The best sellers sell most: the first items are picked more often.
        const item = items[Math.floor(next() ** 2 * Math.min(items.length, 10))]!;
        const period = ([1, 1, 3, 6] as const)[Math.floor(next() * 4)]!;
        const bank = next() < 0.3;
        const created = new Date(seoulMidnight - daysAgo * DAY + offset);
        const order = await insertDemoOrder(tx, { memberId: buyer.id, email: `${buyer.loginId}@example.kr`, item, period, method: bank ? 'BANK_TRANSFER' : 'SIMPLE_PAY', created });
        // A card is paid at once; a transfer is confirmed by an admin a few hours later.
        await payDemoOrder(tx, order, new Date(created.getTime() + (bank ? 2 * HOUR + Math.floor(next() * 6 * HOUR) : 60_000)));
      }
    }
  },
};
