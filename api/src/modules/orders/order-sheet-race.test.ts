import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, createBuyer, createTestItem, devPay, keysOf, ledgerOf, memberPoints, orderRow, placeOrder, verify, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

// A free order sheet (points cover the order, fulfilled in the sheet's own transaction) racing
// another order's payment, or another order being placed, with the same products. The gated
// tests place one transaction exactly between two statements of the other (PostgreSQL only:
// PGlite runs one transaction at a time); the rounds run the two requests together on both.

let ctx: TestContext;
let itemA: number;
let itemB: number;
const onPostgres = process.env.STORE_TEST_DB === 'postgres';
const PRICE = 10_000;

beforeAll(async () => {
  ctx = await createTestContext();
  itemA = await createTestItem(ctx, { sale_price: PRICE, cost_price: PRICE });
  itemB = await createTestItem(ctx, { sale_price: PRICE, cost_price: PRICE });
});
afterAll(() => ctx.close());

const lines = (...items: number[]) => items.map((itemId) => ({ itemId, month: 1, quantity: 1 }));

/** A member whose points pay the whole of a placed order of itemA and itemB. */
async function freeOrder(): Promise<{ buyer: Buyer; orderId: number }> {
  const buyer = await createBuyer(ctx, { points: 2 * PRICE });
  return { buyer, orderId: await placeOrder(ctx, buyer, lines(itemA, itemB)) };
}
const applyFree = (o: { buyer: Buyer; orderId: number }) => applySheet(ctx, o.buyer, o.orderId, { usePoint: 2 * PRICE });

/** Another member's card order of itemA and itemB, paid at the provider; `pay` verifies it. */
async function cardOrder(): Promise<{ orderId: number; pay: () => ReturnType<typeof verify> }> {
  const buyer = await createBuyer(ctx);
  const orderId = await placeOrder(ctx, buyer, lines(itemA, itemB));
  const sheet = await applySheet(ctx, buyer, orderId);
  const { paymentId, finalAmount } = sheet.body as { paymentId: string; finalAmount: number };
  await devPay(ctx, paymentId, finalAmount);
  return { orderId, pay: () => verify(ctx, buyer, orderId, paymentId, finalAmount) };
}

/** Paid, two keys, and the member's points all spent through the ledger. */
async function expectFreeOrderPaid(o: { buyer: Buyer; orderId: number }, label: string): Promise<void> {
  expect((await orderRow(ctx, o.orderId)).status, label).toBe('COMPLETE');
  expect(await keysOf(ctx, o.orderId), label).toHaveLength(2);
  expect(await memberPoints(ctx, o.buyer.id), label).toBe(0);
  expect((await ledgerOf(ctx, o.buyer.id)).at(-1)?.balance_after, label).toBe(0);
}

const GATE = 424_243;

interface Gate {
  /** `after update on orders`: where the transaction to stop is. */
  event: string;
  /** The trigger's WHEN condition: which of those rows stops it. */
  when: string;
}

/**
 * Stops the transaction that `gate` fires in at a gate the test holds (an advisory lock taken on
 * one connection of the pool): `first` runs up to the gate, `second` runs until it waits for a
 * lock too (or is through), then the gate opens. As in mypage-account/withdrawal-race.test.ts.
 * Named test_gate, the trigger fires after the table's own triggers and foreign-key checks of the
 * same row (PostgreSQL fires them by name).
 */
async function gated<A, B>(gate: Gate, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  const table = gate.event.split(' ').at(-1)!;
  await sql`create or replace function test_gate() returns trigger language plpgsql as $$
    begin perform pg_advisory_xact_lock_shared(${sql.lit(GATE)}); return null; end $$`.execute(ctx.db);
  await sql`create trigger test_gate ${sql.raw(gate.event)} for each row when (${sql.raw(gate.when)}) execute function test_gate()`.execute(ctx.db);
  try {
    return await ctx.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${GATE})`.execute(conn);
      try {
        const a = first();
        await waitersReach(conn, 1);
        const b = second();
        // Or `second` is through without waiting: it takes nothing `first` holds.
        let through = false;
        void b.finally(() => (through = true)).catch(() => {});
        await waitersReach(conn, 2, () => through);
        await sql`select pg_advisory_unlock(${GATE})`.execute(conn);
        return await Promise.all([a, b]);
      } finally {
        await sql`select pg_advisory_unlock_all()`.execute(conn);
      }
    });
  } finally {
    await sql`drop trigger if exists test_gate on ${sql.id(table)}`.execute(ctx.db);
  }
}

/** Waits until `n` sessions of this database wait for a lock (the gate, a row or an advisory lock), or `done`. */
async function waitersReach(db: TestContext['db'], n: number, done: () => boolean = () => false): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (rows[0]!.n >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (done()) return;
  throw new Error(`never ${n} sessions waiting for a lock`);
}

describe("a free order sheet racing another order's payment of the same products", () => {
  it.runIf(onPostgres)("a payment that has claimed its order (and the day's sales rows) when the free sheet starts: both paid", async () => {
    const free = await freeOrder();
    const card = await cardOrder();
    const [paid, applied] = await gated(
      { event: 'after update on orders', when: `new.id = ${card.orderId} and old.status = 'WAITING' and new.status = 'COMPLETE'` },
      () => card.pay(),
      () => applyFree(free),
    );
    expect(paid.status).toBe(200);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ finalAmount: 0, orderStatus: 'COMPLETE' });
    await expectFreeOrderPaid(free, 'gated');
    expect(await keysOf(ctx, card.orderId)).toHaveLength(2);
  });

  it('a free sheet and a card payment sent together, 30 times: never a 5xx, both paid', async () => {
    for (let round = 0; round < 30; round++) {
      const free = await freeOrder();
      const card = await cardOrder();
      const [paid, applied] = await Promise.all([card.pay(), applyFree(free)]);
      expect(paid.status, `round ${round}`).toBe(200);
      expect(applied.status, `round ${round}`).toBe(200);
      await expectFreeOrderPaid(free, `round ${round}`);
      expect((await orderRow(ctx, card.orderId)).status, `round ${round}`).toBe('COMPLETE');
    }
  });
});

describe('a free order sheet racing an order being placed for the same products, listed the other way round', () => {
  const placeBA = (b: Buyer) => placeOrder(ctx, b, lines(itemB, itemA));

  it.runIf(onPostgres)('an order that has inserted its first line when the free sheet starts: both succeed', async () => {
    const free = await freeOrder();
    const other = await createBuyer(ctx);
    // The new order stops after its first line (itemB) has taken its foreign-key lock on the product.
    const [placed, applied] = await gated(
      { event: 'after insert on order_items', when: `new.item_id = ${itemB}` },
      () => placeBA(other),
      () => applyFree(free),
    );
    expect(placed).toBeGreaterThan(0);
    expect(applied.status).toBe(200);
    await expectFreeOrderPaid(free, 'gated');
  });

  it('a free sheet and an order placed together, 30 times: never a 5xx', async () => {
    for (let round = 0; round < 30; round++) {
      const free = await freeOrder();
      const other = await createBuyer(ctx);
      const [placed, applied] = await Promise.all([placeBA(other), applyFree(free)]);
      expect(placed, `round ${round}`).toBeGreaterThan(0);
      expect(applied.status, `round ${round}`).toBe(200);
      await expectFreeOrderPaid(free, `round ${round}`);
    }
  });
});
