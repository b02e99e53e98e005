import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { insertSession } from '../../src/modules/auth/auth.repository.ts';
import { signSessionToken } from '../../src/modules/auth/tokens.ts';
import { createMember } from '../../src/modules/members/members.service.ts';
import { randomLoginId, randomPhone } from '../members.ts';
import { freshDatabase, json, sql, startApiProcess, type ApiProcess } from './api-process.ts';
import { onPostgresServer as onPostgres } from '../postgres.ts';

// Crash test (SECURITY.md "a crash at any point leaves no half state"): buyers run order →
// sheet (with points) → card payment → verify (twice at once) against a real API process,
// which is killed with SIGKILL at a random moment, restarted, and killed again. Afterwards
// every interrupted payment is verified again, and the database must hold no half state:
// no paid order without its keys, no keys for an unpaid order, no points moved twice, the
// points balance equal to its ledger, the sales rollups equal to the orders. CRASH_ROUNDS (default 3) sets how many kills.

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const BUYERS = 3;
const JWT_SECRET = 'two-process-test-secret-0123456789abcdef';

interface Buyer {
  id: number;
  token: string;
}

async function createBuyer(db: Kysely<any>): Promise<Buyer> {
  const now = new Date();
  const member = await inTransaction(db, (tx) =>
    createMember(
      tx,
      {
        loginId: randomLoginId('crash'),
        passwordHash: null,
        name: '김충돌',
        birth: null,
        email: `${randomLoginId('c')}@example.com`,
        phone: randomPhone(),
        role: 'USER',
        points: 100_000,
        consents: { service: true, privacy: true, marketing: false },
        welcomeCoupon: false,
      },
      now,
    ),
  );
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + 3_600_000);
  await insertSession(db, { id: sessionId, memberId: member.id, longLived: false, createdAt: now, expiresAt, ip: '127.0.0.1', userAgent: 'crash-test' });
  return { id: member.id, token: await signSessionToken(JWT_SECRET, { memberId: member.id, sessionId, role: 'USER' }, now, expiresAt) };
}

/** One purchase; returns early (throws) when the process dies under it. */
async function purchase(base: string, buyer: Buyer, itemId: number): Promise<void> {
  const order = await json(base, '/api/order', { token: buyer.token, body: { memberId: buyer.id, orderType: 'NEW', items: [{ itemId, month: 1, quantity: 2 }] } });
  if (order.status !== 200) throw new Error(`order ${order.status}`);
  const sheet = await json(base, '/api/ordersheet', {
    token: buyer.token,
    body: { orderId: order.body.orderId, usePoint: 100, couponId: null, paymentMethod: 'SIMPLE_PAY' },
  });
  if (sheet.status !== 200) throw new Error(`sheet ${sheet.status} ${JSON.stringify(sheet.body)}`);
  const { paymentId, finalAmount } = sheet.body;
  await json(base, '/api/dev/payments', { body: { paymentId, amount: finalAmount, status: 'PAID' } });
  const body = { paymentId, amount: finalAmount, orderId: order.body.orderId };
  await Promise.all([json(base, '/api/payment/verify', { token: buyer.token, body }), json(base, '/api/payment/verify', { token: buyer.token, body })]);
}

describe.runIf(onPostgres)('SIGKILL during checkout and fulfilment', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await freshDatabase();
    api = await startApiProcess(database.url, { JWT_SECRET });
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  }, 60_000);

  it('leaves no half state after repeated kills', async () => {
    const buyers = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await createBuyer(database.db));
    const items = await json(api.url, '/api/items');
    const itemId = items.body.items[0].itemId;

    for (let round = 0; round < ROUNDS; round++) {
      let dead = false;
      const loops = buyers.map(async (buyer) => {
        while (!dead) await purchase(api.url, buyer, itemId).catch(() => {});
      });
      // Let a few purchases complete, then kill somewhere in the middle of one.
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 1200));
      await api.kill();
      dead = true;
      await Promise.all(loops);
      api = await startApiProcess(database.url, { JWT_SECRET, SEED_DEMO_DATA: 'false' });
    }

    // Resume: every order whose card payment was approved is verified again (the browser or
    // PortOne's webhook retries); it must end paid with its keys, exactly once.
    const approved = await database.db
      .selectFrom('orders as o')
      .innerJoin('dev_payments as d', 'd.payment_id', 'o.payment_id')
      .select(['o.id', 'o.member_id', 'o.payment_id', 'd.amount'])
      .where('d.status', '=', 'PAID')
      .execute();
    const tokenOf = new Map(buyers.map((b) => [b.id, b.token]));
    for (const o of approved) {
      const res = await json(api.url, '/api/payment/verify', { token: tokenOf.get(o.member_id), body: { paymentId: o.payment_id, amount: o.amount, orderId: o.id } });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    }

    const orders = await database.db.selectFrom('orders').select(['id', 'status', 'paid_at', 'use_point']).where('member_id', 'in', buyers.map((b) => b.id)).execute();
    expect(orders.filter((o) => o.status === 'COMPLETE').length, 'some purchases completed').toBeGreaterThan(0);
    expect(approved.length).toBeGreaterThan(0);

    // Paid orders have exactly their keys; unpaid ones none.
    const keyCounts = await sql<{ id: number; status: string; want: number; keys: number }>`
      select o.id, o.status,
        (select coalesce(sum(quantity), 0)::int from order_items i where i.order_id = o.id) as want,
        (select count(*)::int from subscriptions s where s.order_id = o.id) as keys
      from orders o where o.member_id = any(${buyers.map((b) => b.id)})`.execute(database.db);
    const halfStates = keyCounts.rows.filter((r) => (['COMPLETE', 'CONFIRM'].includes(r.status) ? r.keys !== r.want : r.status === 'WAITING' && r.keys !== 0));
    expect(halfStates).toEqual([]);
    // Every approved payment ended in a paid order.
    const approvedIds = new Set(approved.map((a) => a.id));
    expect(orders.filter((o) => approvedIds.has(o.id) && o.status !== 'COMPLETE')).toEqual([]);

    // Points: at most one USE and one SAVE per order, and the balance equals the ledger's last row.
    const doubled = await sql<{ order_id: number; type: string; n: number }>`
      select order_id, type, count(*)::int as n from point_ledger
      where member_id = any(${buyers.map((b) => b.id)}) and order_id is not null
      group by order_id, type having count(*) > 1`.execute(database.db);
    expect(doubled.rows).toEqual([]);
    const balances = await sql<{ id: number; points: number; last: number | null }>`
      select m.id, m.points,
        (select balance_after from point_ledger l where l.member_id = m.id order by l.id desc limit 1) as last
      from members m where m.id = any(${buyers.map((b) => b.id)})`.execute(database.db);
    for (const b of balances.rows) if (b.last !== null) expect(b.points, `member ${b.id}`).toBe(b.last);

    // Coupons never over-used (the CHECK would have refused it; count the live orders too).
    const overUsed = await sql`select c.id from coupons c where c.quantity is not null and
      (select count(*) from orders o join member_coupons mc on mc.id = o.member_coupon_id where mc.coupon_id = c.id and o.status <> 'CANCEL') > c.quantity`.execute(database.db);
    expect(overUsed.rows).toEqual([]);

    // The dashboard's sales rollups (kept by triggers in the paying transaction) equal the orders.
    const rollupGap = await sql`
      select coalesce(r.day, o.day) as day, r.paid_orders, o.n from sales_days r
      full join (select seoul_day(paid_at) as day, count(*)::int as n, sum(final_krw) as krw from orders where paid_at is not null group by 1) o on o.day = r.day
      where r.paid_orders is distinct from o.n or r.paid_krw is distinct from o.krw`.execute(database.db);
    expect(rollupGap.rows).toEqual([]);
  }, 150_000);
});
