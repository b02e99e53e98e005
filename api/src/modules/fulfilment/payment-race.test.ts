import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestItem, keysOf, orderRow, paidAtProvider, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { gated as gateAt, onPostgres, type Gate } from '../../../test/lock-gate.ts';

// Two orders of the same two products, listed the other way round (A, B and B, A), paid at the
// same moment, or one paid while the other (paid earlier that day) is cancelled. Each writes the
// day's per-product sales rows (the orders trigger), its keys and the products' sales counts;
// taken in opposite orders, PostgreSQL would abort one as a deadlock (a 500). They are not: every
// payment takes the day's `sales_days` row first, so two payments queue there, and the trigger's
// upsert meets the products' rows by item id whatever the order of the lines (its GROUP BY reads
// them sorted, or by the (order_id, item_id, …) index); addItemSales takes the products by id.
// The gated tests place one transaction exactly between two statements (or two rows) of the
// other (PostgreSQL only: PGlite runs one transaction at a time); the rounds run the two requests
// together on both databases.

let ctx: TestContext;
let itemA: number;
let itemB: number;
let admin: Buyer;
const PRICE = 10_000;

beforeAll(async () => {
  ctx = await createTestContext();
  itemA = await createTestItem(ctx, { sale_price: PRICE, cost_price: PRICE });
  itemB = await createTestItem(ctx, { sale_price: PRICE, cost_price: PRICE });
  admin = await createBuyer(ctx, { role: 'ADMIN' });
});
afterAll(() => ctx.close());

const lines = (...items: number[]) => items.map((itemId) => ({ itemId, month: 1, quantity: 1 }));
const adminCancel = (orderId: number) => send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token, { reason: '관리자 확인' });

/** A member's card order of `items`, paid at the provider; `pay` verifies it. */
const cardOrder = async (...items: number[]) => paidAtProvider(ctx, await createBuyer(ctx), lines(...items));

async function paidOrder(...items: number[]): Promise<number> {
  const order = await cardOrder(...items);
  expect((await order.pay()).status).toBe(200);
  return order.orderId;
}

/** The products' sales counts and today's per-product sales rows, to compare before and after. */
async function sales(): Promise<{ counts: number[]; day: number[] }> {
  const items = await ctx.db.selectFrom('items').select(['id', 'sale_quantity']).where('id', 'in', [itemA, itemB]).orderBy('id').execute();
  const day = await ctx.db
    .selectFrom('item_sales_days')
    .select(['item_id', 'quantity'])
    .where('item_id', 'in', [itemA, itemB])
    .where('day', '=', sql<string>`seoul_day(now())`)
    .execute();
  return { counts: items.map((i) => i.sale_quantity), day: [itemA, itemB].map((id) => day.find((d) => d.item_id === id)?.quantity ?? 0) };
}
const moved = (before: { counts: number[]; day: number[] }, by: number) => ({ counts: before.counts.map((n) => n + by), day: before.day.map((n) => n + by) });

/** `second` may be through without waiting: it takes nothing `first` holds. */
const gated = <A, B>(gate: Gate, first: () => Promise<A>, second: () => Promise<B>) => gateAt(ctx.db, gate, first, second, { secondMayFinish: true });

describe('two payments of the same two products, listed the other way round', () => {
  it.runIf(onPostgres)("a payment (B, A) that has written the day's sales rows when the other (A, B) starts: both paid", async () => {
    await paidOrder(itemA, itemB); // today's rows exist: the payments below update them
    const ab = await cardOrder(itemA, itemB);
    const ba = await cardOrder(itemB, itemA);
    const before = await sales();
    // The other payment then waits for the day's row that this one holds.
    const [first, second] = await gated(
      { event: 'after update on orders', when: `new.id = ${ba.orderId} and old.status = 'WAITING' and new.status = 'COMPLETE'` },
      () => ba.pay(),
      () => ab.pay(),
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await keysOf(ctx, ab.orderId)).toHaveLength(2);
    expect(await keysOf(ctx, ba.orderId)).toHaveLength(2);
    expect(await sales()).toEqual(moved(before, 2));
  });

  it('two payments sent together, 30 times: never a 5xx, both paid, the sales counted twice', async () => {
    for (let round = 0; round < 30; round++) {
      const ab = await cardOrder(itemA, itemB);
      const ba = await cardOrder(itemB, itemA);
      const before = await sales();
      const [x, y] = await Promise.all([ab.pay(), ba.pay()]);
      expect([x.status, y.status], `round ${round}`).toEqual([200, 200]);
      expect((await orderRow(ctx, ab.orderId)).status, `round ${round}`).toBe('COMPLETE');
      expect((await orderRow(ctx, ba.orderId)).status, `round ${round}`).toBe('COMPLETE');
      expect(await sales(), `round ${round}`).toEqual(moved(before, 2));
    }
  });
});

describe("a payment racing an admin's cancel of another order of the same products, paid the same day", () => {
  it.runIf(onPostgres)("a cancel (B, A) stopped before product A's sales row when the payment (A, B) starts: both done", async () => {
    const cancelled = await paidOrder(itemB, itemA);
    const ab = await cardOrder(itemA, itemB);
    const before = await sales();
    // The cancel stops inside its trigger's upsert, before it proposes product A's row (a
    // negative one: only a cancel takes sales back), so before it locks that row: taken in the
    // order of its lines, it would already hold B's.
    const [cancel, pay] = await gated(
      { event: 'before insert on item_sales_days', when: `new.quantity < 0 and new.item_id = ${itemA}` },
      () => adminCancel(cancelled),
      () => ab.pay(),
    );
    expect(cancel.status).toBe(200);
    expect(pay.status).toBe(200);
    expect((await orderRow(ctx, cancelled)).status).toBe('CANCEL');
    expect(await keysOf(ctx, ab.orderId)).toHaveLength(2);
    expect(await sales()).toEqual(before);
  });

  it('a payment and a cancel sent together, 30 times: never a 5xx, the sales as before', async () => {
    for (let round = 0; round < 30; round++) {
      const cancelled = await paidOrder(itemB, itemA);
      const ab = await cardOrder(itemA, itemB);
      const before = await sales();
      const [cancel, pay] = await Promise.all([adminCancel(cancelled), ab.pay()]);
      expect([cancel.status, pay.status], `round ${round}`).toEqual([200, 200]);
      expect(await sales(), `round ${round}`).toEqual(before);
    }
  });
});
