import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, buyWithDevCard, createBuyer, createTestItem, keysOf, ledgerOf, memberPoints, orderRow, placeOrder, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { gated as gateAt, onPostgres, type Gate } from '../../../test/lock-gate.ts';
import { PNG_BYTES, upload } from '../../../test/uploads.ts';
import { addToCart } from '../cart/cart.service.ts';
import { createOrder } from '../orders/orders.service.ts';

// A withdrawal racing the member's upload, and an admin's cancel of one of the member's orders.
// Each pair takes the same rows and locks; taken in opposite orders, PostgreSQL aborts one of
// them as a deadlock (a 500). The gated tests place one transaction exactly between two
// statements of the other (PostgreSQL only: PGlite runs one transaction at a time); the rounds
// run the two requests together on both databases.

let ctx: TestContext;
let itemId: number;
let admin: Buyer;

beforeAll(async () => {
  ctx = await createTestContext();
  itemId = await createTestItem(ctx, { sale_price: 10_000, cost_price: 10_000 });
  admin = await createBuyer(ctx, { role: 'ADMIN' });
});
afterAll(() => ctx.close());

const withdraw = (b: Buyer) => send(ctx, 'POST', '/api/members/withdrawal', b.token, { reason: 'RARELY_USED', agreed: true });
const uploadAs = (b: Buyer) => upload(ctx, [{ name: '현재 양식.png', bytes: PNG_BYTES }], { token: b.token });
const adminCancel = (orderId: number) => send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token, { reason: '관리자 확인' });
const statusOf = async (memberId: number) => (await ctx.db.selectFrom('members').select('status').where('id', '=', memberId).executeTakeFirstOrThrow()).status;

/** A paid order whose key has expired: it no longer holds the withdrawal back, and an admin may still cancel it. */
async function buyerWithExpiredOrder(): Promise<{ buyer: Buyer; orderId: number }> {
  const buyer = await createBuyer(ctx);
  const { orderId } = await buyWithDevCard(ctx, buyer, [{ itemId, month: 1, quantity: 1 }]);
  const past = new Date(ctx.clock.now().getTime() - 1000);
  await ctx.db.updateTable('subscriptions').set({ use_status: 'EXPIRED', start_at: past, expire_at: past }).where('order_id', '=', orderId).execute();
  return { buyer, orderId };
}

/** Both ended, the order cancelled, the member withdrawn, and the points ledger agrees with the balance (none left). */
async function expectCancelledAndWithdrawn(buyer: Buyer, orderId: number, label: string): Promise<void> {
  expect((await orderRow(ctx, orderId)).status, label).toBe('CANCEL');
  expect(await statusOf(buyer.id), label).toBe('WITHDRAWN');
  expect((await keysOf(ctx, orderId)).every((k) => k.revoked_at !== null), label).toBe(true);
  const ledger = await ledgerOf(ctx, buyer.id);
  expect(await memberPoints(ctx, buyer.id), label).toBe(0);
  expect(ledger.reduce((sum, l) => sum + l.delta, 0), label).toBe(0);
}

const gated = <A, B>(gate: Gate, first: () => Promise<A>, second: () => Promise<B>) => gateAt(ctx.db, gate, first, second);

describe('a withdrawal racing an upload of the same member', () => {
  it.runIf(onPostgres)('an upload that reaches its insert while the withdrawal holds the member row: both succeed', async () => {
    const buyer = await createBuyer(ctx, { points: 1000 });
    // The withdrawal stops after locking the member (at the lapse of its points); the upload then
    // goes as far as it can before the withdrawal takes the upload lock.
    const [withdrawn, uploaded] = await gated(
      { event: 'after insert on point_ledger', when: "new.description = '회원 탈퇴로 소멸'" },
      () => withdraw(buyer),
      () => uploadAs(buyer),
    );
    expect(withdrawn.status).toBe(200);
    expect(uploaded.status).toBe(200);
    expect(await statusOf(buyer.id)).toBe('WITHDRAWN');
    // Stored after the withdrawal, so not deleted by it: unattached, for the abandoned-upload sweep.
    const files = await ctx.db.selectFrom('stored_files').select('attached').where('owner_member_id', '=', buyer.id).execute();
    expect(files).toEqual([{ attached: false }]);
  });

  it('an upload and a withdrawal sent together, 30 times: never a 5xx, the member always withdrawn', async () => {
    for (let round = 0; round < 30; round++) {
      const buyer = await createBuyer(ctx, { points: 1000 });
      const [uploaded, withdrawn] = await Promise.all([uploadAs(buyer), withdraw(buyer)]);
      expect(withdrawn.status, `round ${round}`).toBe(200);
      // Before the withdrawal (the file goes with it) or authorised before it and stored after.
      expect(uploaded.status, `round ${round}`).toBe(200);
      expect(await statusOf(buyer.id), `round ${round}`).toBe('WITHDRAWN');
      expect(await ledgerOf(ctx, buyer.id).then((l) => l.at(-1)?.balance_after), `round ${round}`).toBe(0);
    }
  });
});

describe("a withdrawal racing an admin's cancel of the member's paid order", () => {
  // The cancel stops before it reaches the member: once it has claimed the order, and once it has
  // also revoked the order's key.
  const stops: [string, Gate][] = [
    ['claimed the order', { event: 'after update on orders', when: "old.status <> 'CANCEL' and new.status = 'CANCEL'" }],
    ['revoked its key', { event: 'after update on subscriptions', when: 'old.revoked_at is null and new.revoked_at is not null' }],
  ];
  it.runIf(onPostgres).each(stops)('a cancel that has %s when the withdrawal starts: both succeed', async (stop, gate) => {
    const { buyer, orderId } = await buyerWithExpiredOrder();
    const [cancelled, withdrawn] = await gated(gate, () => adminCancel(orderId), () => withdraw(buyer));
    expect(cancelled.status).toBe(200);
    expect(withdrawn.status).toBe(200);
    await expectCancelledAndWithdrawn(buyer, orderId, stop);
  });

  it('a cancel and a withdrawal sent together, 30 times: never a 5xx, both done', async () => {
    for (let round = 0; round < 30; round++) {
      const { buyer, orderId } = await buyerWithExpiredOrder();
      const [cancelled, withdrawn] = await Promise.all([adminCancel(orderId), withdraw(buyer)]);
      expect(cancelled.status, `round ${round}`).toBe(200);
      expect(withdrawn.status, `round ${round}`).toBe(200);
      await expectCancelledAndWithdrawn(buyer, orderId, `round ${round}`);
    }
  });
});

describe('a withdrawal racing an order being placed by the same member', () => {
  const order = (b: Buyer) => send(ctx, 'POST', '/api/order', b.token, { memberId: b.id, orderType: 'NEW', items: [{ itemId, month: 1, quantity: 1 }] });
  const waitingOrders = (memberId: number) => ctx.db.selectFrom('orders').select('id').where('member_id', '=', memberId).where('status', '=', 'WAITING').execute();

  it.runIf(onPostgres)('an order inserted but not committed when the withdrawal starts: the withdrawal waits for it and refuses', async () => {
    const buyer = await createBuyer(ctx);
    const [placed, withdrawn] = await gated({ event: 'after insert on orders', when: 'true' }, () => order(buyer), () => withdraw(buyer));
    expect(placed.status).toBe(200);
    expect(withdrawn.status).toBe(409);
    expect(withdrawn.body.message).toBe(ACCOUNT_MESSAGES.withdrawWaitingOrder);
    expect(await statusOf(buyer.id)).toBe('ACTIVE');
  });

  it('an order whose login check passed before the withdrawal is refused, not created for the withdrawn member', async () => {
    const buyer = await createBuyer(ctx);
    expect((await withdraw(buyer)).status).toBe(200);
    await expect(createOrder(ctx.deps, buyer.id, { memberId: buyer.id, orderType: 'NEW', items: [{ itemId, month: 1, quantity: 1 }], fromCart: false }, undefined)).rejects.toMatchObject({
      status: 401,
      message: AUTH_MESSAGES.sessionExpired,
    });
    expect(await waitingOrders(buyer.id)).toEqual([]);
  });

  it('an order and a withdrawal sent together, 30 times: never a 5xx, never an unpaid order of a withdrawn member', async () => {
    for (let round = 0; round < 30; round++) {
      const buyer = await createBuyer(ctx);
      const [placed, withdrawn] = await Promise.all([order(buyer), withdraw(buyer)]);
      expect([200, 401], `round ${round}`).toContain(placed.status);
      expect([200, 409], `round ${round}`).toContain(withdrawn.status);
      const gone = (await statusOf(buyer.id)) === 'WITHDRAWN';
      expect(gone, `round ${round}`).toBe(withdrawn.status === 200);
      if (gone) expect(await waitingOrders(buyer.id), `round ${round}`).toEqual([]);
    }
  });
});

describe("a withdrawal racing the member's checkout of a sheet (바로 구매, then the method chosen)", () => {
  /** A sheet of a member with points, and its apply: card, half of the price in points. */
  async function sheetOf(): Promise<{ buyer: Buyer; orderId: number; apply: () => ReturnType<typeof applySheet> }> {
    const buyer = await createBuyer(ctx, { points: 6000 });
    const orderId = await placeOrder(ctx, buyer, [{ itemId, month: 1, quantity: 1 }]);
    return { buyer, orderId, apply: () => applySheet(ctx, buyer, orderId, { paymentMethod: 'SIMPLE_PAY', usePoint: 5000 }) };
  }

  /** Exactly one of the two went through, and what it left is whole. */
  async function expectOneWon(buyer: Buyer, orderId: number, applied: { status: number }, withdrawn: { status: number }, label: string): Promise<void> {
    const order = await orderRow(ctx, orderId);
    if (withdrawn.status === 200) {
      // Refused on the ended sheet, or (arriving after the commit) on the ended session.
      expect([401, 409], label).toContain(applied.status);
      expect(order, label).toMatchObject({ status: 'CANCEL', payment_method: null, use_point: 0 });
      expect(await statusOf(buyer.id), label).toBe('WITHDRAWN');
      expect(await memberPoints(ctx, buyer.id), label).toBe(0);
    } else {
      expect([applied.status, withdrawn.status], label).toEqual([200, 409]);
      expect(order, label).toMatchObject({ status: 'WAITING', payment_method: 'SIMPLE_PAY', use_point: 5000 });
      expect(await statusOf(buyer.id), label).toBe('ACTIVE');
      expect(await memberPoints(ctx, buyer.id), label).toBe(1000);
    }
  }

  it.runIf(onPostgres)('a sheet being applied when the withdrawal starts: the withdrawal waits for it and refuses the submitted order', async () => {
    const { buyer, orderId, apply } = await sheetOf();
    const [applied, withdrawn] = await gated({ event: 'after update on orders', when: 'new.payment_method is not null' }, apply, () => withdraw(buyer));
    await expectOneWon(buyer, orderId, applied, withdrawn, 'gated');
    expect(withdrawn.status).toBe(409);
  });

  it.runIf(onPostgres)('a withdrawal that has ended the sheet when it is applied: the apply waits and finds it ended', async () => {
    const { buyer, orderId, apply } = await sheetOf();
    const [withdrawn, applied] = await gated({ event: 'after update on orders', when: "new.status = 'CANCEL'" }, () => withdraw(buyer), apply);
    await expectOneWon(buyer, orderId, applied, withdrawn, 'gated');
    expect(withdrawn.status).toBe(200);
  });

  it('an apply and a withdrawal sent together, 30 times: never a 5xx, exactly one of them done', async () => {
    for (let round = 0; round < 30; round++) {
      const { buyer, orderId, apply } = await sheetOf();
      const [applied, withdrawn] = await Promise.all([apply(), withdraw(buyer)]);
      await expectOneWon(buyer, orderId, applied, withdrawn, `round ${round}`);
    }
  });
});

describe('a withdrawal racing a cart add by the same member', () => {
  const addToCartAs = (b: Buyer) => send(ctx, 'GET', `/api/addwishlist?memberId=${b.id}&itemId=${itemId}&count=1&subscriptionPeriod=1`, b.token);
  const cartLines = (memberId: number) => ctx.db.selectFrom('cart_items').select('id').where('member_id', '=', memberId).execute();

  it.runIf(onPostgres)('a cart add arriving while the withdrawal erases the member waits for it and is refused, leaving no line', async () => {
    const buyer = await createBuyer(ctx);
    const [withdrawn, added] = await gated({ event: 'after update on members', when: "new.status = 'WITHDRAWN'" }, () => withdraw(buyer), () => addToCartAs(buyer));
    expect(withdrawn.status).toBe(200);
    expect(added.status).toBe(401);
    expect(added.body.message).toBe(AUTH_MESSAGES.sessionExpired);
    expect(await cartLines(buyer.id)).toEqual([]);
  });

  it('a cart add whose login check passed before the withdrawal is refused, not kept for the withdrawn member', async () => {
    const buyer = await createBuyer(ctx);
    expect((await withdraw(buyer)).status).toBe(200);
    await expect(addToCart(ctx.deps, buyer.id, { itemId, count: 1, subscriptionPeriod: 1 })).rejects.toMatchObject({ status: 401, message: AUTH_MESSAGES.sessionExpired });
    expect(await cartLines(buyer.id)).toEqual([]);
  });

  it('a cart add and a withdrawal sent together, 30 times: never a 5xx, never a cart line of a withdrawn member', async () => {
    for (let round = 0; round < 30; round++) {
      const buyer = await createBuyer(ctx);
      const [added, withdrawn] = await Promise.all([addToCartAs(buyer), withdraw(buyer)]);
      expect([200, 401], `round ${round}`).toContain(added.status);
      expect(withdrawn.status, `round ${round}`).toBe(200);
      expect(await cartLines(buyer.id), `round ${round}`).toEqual([]);
    }
  });
});
