import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, createBuyer, createTestItem, keysOf, ledgerOf, memberPoints, orderRow, paidAtProvider, placeOrder, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { gated as gateAt, onPostgres, type Gate } from '../../../test/lock-gate.ts';

// A free order sheet (points cover the order, fulfilled in the sheet's own transaction) racing
// another order's payment, or another order being placed, with the same products. The gated
// tests place one transaction exactly between two statements of the other (PostgreSQL only:
// PGlite runs one transaction at a time); the rounds run the two requests together on both.

let ctx: TestContext;
let itemA: number;
let itemB: number;
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
const cardOrder = async () => paidAtProvider(ctx, await createBuyer(ctx), lines(itemA, itemB));

/** Paid, two keys, and the member's points all spent through the ledger. */
async function expectFreeOrderPaid(o: { buyer: Buyer; orderId: number }, label: string): Promise<void> {
  expect((await orderRow(ctx, o.orderId)).status, label).toBe('COMPLETE');
  expect(await keysOf(ctx, o.orderId), label).toHaveLength(2);
  expect(await memberPoints(ctx, o.buyer.id), label).toBe(0);
  expect((await ledgerOf(ctx, o.buyer.id)).at(-1)?.balance_after, label).toBe(0);
}

/** `second` may be through without waiting: it takes nothing `first` holds. */
const gated = <A, B>(gate: Gate, first: () => Promise<A>, second: () => Promise<B>) => gateAt(ctx.db, gate, first, second, { secondMayFinish: true });

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
