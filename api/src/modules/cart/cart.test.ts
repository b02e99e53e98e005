import { COMMERCE_MESSAGES, subscriptionTotal } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestItem, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addToCart } from './cart.service.ts';

let ctx: TestContext;
let buyer: Buyer;
let other: Buyer;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  buyer = await createBuyer(ctx);
  other = await createBuyer(ctx);
  itemId = await createTestItem(ctx, { sale_price: 15_000, cost_price: 20_000, thumb_file_name: 'thumb-1.webp' });
});
afterAll(() => ctx.close());

const add = (b: Buyer, query: Record<string, unknown>, token = b.token) =>
  send(ctx, 'GET', `/api/addwishlist?${new URLSearchParams(Object.entries({ memberId: b.id, count: 1, subscriptionPeriod: 1, ...query }).map(([k, v]): [string, string] => [k, String(v)]))}`, token);

describe('cart calls (store.md §7)', () => {
  it('adds with statusCode 200, then 201 for the same item and period', async () => {
    expect(await add(buyer, { itemId, count: 2, subscriptionPeriod: 3 })).toMatchObject({ status: 200, body: { statusCode: 200, message: COMMERCE_MESSAGES.cartAdded } });
    expect(await add(buyer, { itemId, count: 5, subscriptionPeriod: 3 })).toMatchObject({ status: 200, body: { statusCode: 201, message: COMMERCE_MESSAGES.cartDuplicate } });
    expect(await add(buyer, { itemId, count: 1, subscriptionPeriod: 6 })).toMatchObject({ body: { statusCode: 200 } });
  });

  it('lists the cart with current prices computed by the server', async () => {
    const res = await send(ctx, 'GET', `/api/wishlist/${buyer.id}`, buyer.token);
    expect(res.status).toBe(200);
    expect(res.body.statusCode).toBe(200);
    expect(res.body.data).toHaveLength(2);
    const line = res.body.data.find((l: { subscriptionPeriod: number }) => l.subscriptionPeriod === 3);
    expect(line).toMatchObject({
      itemId,
      count: 2,
      salePrice: 15_000,
      discountRate: 25,
      itemImagePath: '/api/files/items/thumb-1.webp',
      totalPrice: subscriptionTotal(15_000, 2, 3),
    });
  });

  it("refuses another member's cart with 403, and a missing token with 401", async () => {
    expect((await send(ctx, 'GET', `/api/wishlist/${buyer.id}`, other.token)).status).toBe(403);
    expect((await add(buyer, { itemId }, other.token)).status).toBe(403);
    expect((await send(ctx, 'GET', `/api/wishlist/delete-one/${itemId}?memberId=${buyer.id}`, other.token)).status).toBe(403);
    expect((await send(ctx, 'GET', `/api/wishlist/${buyer.id}`, undefined)).status).toBe(401);
    expect((await add(buyer, { itemId }, '')).status).toBe(401);
  });

  it('refuses items that are not on sale', async () => {
    const stopped = await createTestItem(ctx, { item_status: 'STOP' });
    expect(await add(buyer, { itemId: stopped })).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.itemNotForSale } });
    expect(await add(buyer, { itemId: 999_999 })).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.itemNotForSale } });
  });

  it('hides items taken off sale from the cart', async () => {
    const soon = await createTestItem(ctx);
    await add(other, { itemId: soon });
    await ctx.db.updateTable('items').set({ item_status: 'PENDING' }).where('id', '=', soon).execute();
    const res = await send(ctx, 'GET', `/api/wishlist/${other.id}`, other.token);
    expect(res.body.data).toEqual([]);
    // …and says how many it hides, so the cart can tell the buyer; back on sale, the line is back.
    expect(res.body.offSaleCount).toBe(1);
    await ctx.db.updateTable('items').set({ item_status: 'SALE' }).where('id', '=', soon).execute();
    expect((await send(ctx, 'GET', `/api/wishlist/${other.id}`, other.token)).body).toMatchObject({ data: [{ itemId: soon }], offSaleCount: 0 });
  });

  it('deletes one period or the whole item, and answers 200 for a line already gone', async () => {
    expect(await send(ctx, 'GET', `/api/wishlist/delete-one/${itemId}?memberId=${buyer.id}&subscriptionPeriod=6`, buyer.token)).toMatchObject({ status: 200, body: { statusCode: 200 } });
    expect((await send(ctx, 'GET', `/api/wishlist/${buyer.id}`, buyer.token)).body.data).toHaveLength(1);
    expect((await send(ctx, 'GET', `/api/wishlist/delete-one/${itemId}?memberId=${buyer.id}`, buyer.token)).body.statusCode).toBe(200);
    expect((await send(ctx, 'GET', `/api/wishlist/${buyer.id}`, buyer.token)).body.data).toEqual([]);
    expect((await send(ctx, 'GET', `/api/wishlist/delete-one/${itemId}?memberId=${buyer.id}`, buyer.token)).status).toBe(200);
  });

  it('answers 400 in Korean for bad queries, never 500', async () => {
    const bad: Record<string, unknown>[] = [
      { itemId, count: 0 },
      { itemId, count: 1.5 },
      { itemId, count: -3 },
      { itemId, count: 1000 },
      { itemId, subscriptionPeriod: 2 },
      { itemId, subscriptionPeriod: 'forever' },
      { itemId: 'abc' },
      { itemId: 99_999_999_999 },
      { itemId, memberId: '__proto__' },
    ];
    for (const query of bad) {
      const res = await add(buyer, query);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    expect((await send(ctx, 'GET', '/api/wishlist/abc', buyer.token)).status).toBe(400);
  });

  it('caps the cart at 50 lines', async () => {
    const many = await createBuyer(ctx);
    const items = await Promise.all(Array.from({ length: 16 }, () => createTestItem(ctx)));
    for (const id of items) for (const period of [1, 3, 6]) await add(many, { itemId: id, subscriptionPeriod: period });
    // 48 lines so far; two more fit.
    for (const id of items.slice(0, 2)) expect((await add(many, { itemId: id, subscriptionPeriod: 12 })).body.statusCode).toBe(200);
    expect(await add(many, { itemId: items[2]!, subscriptionPeriod: 12 })).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.cartFull } });
    // A full cart still tells a line it already holds apart (statusCode 201, not "cart full").
    expect(await add(many, { itemId: items[0]!, subscriptionPeriod: 1 })).toMatchObject({ status: 200, body: { statusCode: 201, message: COMMERCE_MESSAGES.cartDuplicate } });
  });

  it('counts only the lines the buyer sees against the cap: lines of products taken off sale do not fill it', async () => {
    const b = await createBuyer(ctx);
    const items = await Promise.all(Array.from({ length: 10 }, () => createTestItem(ctx)));
    for (const id of items) for (const period of [0, 1, 3, 6, 12]) await add(b, { itemId: id, subscriptionPeriod: period });
    // 50 lines; then two products stop selling: the cart shows 40 lines and has room for 10.
    await ctx.db.updateTable('items').set({ item_status: 'STOP' }).where('id', 'in', items.slice(0, 2)).execute();
    expect((await send(ctx, 'GET', `/api/wishlist/${b.id}`, b.token)).body.data).toHaveLength(40);
    const fresh = await Promise.all(Array.from({ length: 2 }, () => createTestItem(ctx)));
    for (const id of fresh) for (const period of [0, 1, 3, 6, 12]) expect((await add(b, { itemId: id, subscriptionPeriod: period })).body.statusCode).toBe(200);
    expect((await send(ctx, 'GET', `/api/wishlist/${b.id}`, b.token)).body.data).toHaveLength(50);
    const more = await createTestItem(ctx);
    expect(await add(b, { itemId: more })).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.cartFull } });
  });

  it('keeps the 50-line cap when adds race', async () => {
    const racer = await createBuyer(ctx);
    const items = await Promise.all(Array.from({ length: 16 }, () => createTestItem(ctx)));
    for (const id of items) for (const period of [1, 3, 6]) await add(racer, { itemId: id, subscriptionPeriod: period });
    // 48 lines: of eight different lines added at once, two fit.
    const answers = await Promise.allSettled(items.slice(0, 8).map((id) => addToCart(ctx.deps, racer.id, { itemId: id, count: 1, subscriptionPeriod: 12 })));
    expect(answers.filter((a) => a.status === 'fulfilled' && a.value === 'added')).toHaveLength(2);
    expect(answers.filter((a) => a.status === 'rejected' && (a.reason as Error).message === COMMERCE_MESSAGES.cartFull)).toHaveLength(6);
    const lines = await ctx.db.selectFrom('cart_items').select('id').where('member_id', '=', racer.id).execute();
    expect(lines).toHaveLength(50);
  });

  it('refuses a blank subscription period instead of reading it as unlimited (0)', async () => {
    const b = await createBuyer(ctx);
    for (const blank of ['', ' ']) {
      const res = await send(ctx, 'GET', `/api/addwishlist?memberId=${b.id}&itemId=${itemId}&count=1&subscriptionPeriod=${encodeURIComponent(blank)}`, b.token);
      expect(res).toMatchObject({ status: 400, body: { message: '구독 기간이 올바르지 않습니다.' } });
    }
    expect(await ctx.db.selectFrom('cart_items').select('id').where('member_id', '=', b.id).execute()).toHaveLength(0);
    // Deleting with a blank period neither means "unlimited only" nor silently succeeds.
    await add(b, { itemId, subscriptionPeriod: 0 });
    const del = await send(ctx, 'GET', `/api/wishlist/delete-one/${itemId}?memberId=${b.id}&subscriptionPeriod=`, b.token);
    expect(del).toMatchObject({ status: 400, body: { message: '구독 기간이 올바르지 않습니다.' } });
    expect(await ctx.db.selectFrom('cart_items').select('subscription_period').where('member_id', '=', b.id).execute()).toEqual([{ subscription_period: 0 }]);
  });
});

describe('PUT /api/wishlist/update-one/{itemId}', () => {
  let shopper: Buyer;
  let product: number;
  beforeAll(async () => {
    shopper = await createBuyer(ctx);
    product = await createTestItem(ctx, { sale_price: 10_000, cost_price: 10_000 });
  });
  const update = (body: unknown, token = shopper.token, id = product) => send(ctx, 'PUT', `/api/wishlist/update-one/${id}`, token, body);
  const lines = async (b = shopper) =>
    (await ctx.db.selectFrom('cart_items').select(['item_id', 'subscription_period', 'count']).where('member_id', '=', b.id).orderBy('subscription_period').execute()).map((r) => [r.item_id, r.subscription_period, r.count]);

  it('changes a line’s quantity and months and answers with the cart priced anew', async () => {
    await add(shopper, { itemId: product, count: 1, subscriptionPeriod: 1 });
    const res = await update({ subscriptionPeriod: 1, newSubscriptionPeriod: 1, count: 4 });
    expect(res).toMatchObject({ status: 200, body: { statusCode: 200, message: COMMERCE_MESSAGES.cartUpdated, offSaleCount: 0 } });
    expect(res.body.data).toEqual([expect.objectContaining({ itemId: product, count: 4, subscriptionPeriod: 1, totalPrice: subscriptionTotal(10_000, 4, 1) })]);

    const moved = await update({ subscriptionPeriod: 1, newSubscriptionPeriod: 6, count: 2 });
    expect(moved.body.data).toEqual([expect.objectContaining({ count: 2, subscriptionPeriod: 6, totalPrice: subscriptionTotal(10_000, 2, 6) })]);
    expect(await lines()).toEqual([[product, 6, 2]]);
  });

  it('joins a line moved onto months already in the cart, and refuses a join past the most', async () => {
    await add(shopper, { itemId: product, count: 3, subscriptionPeriod: 3 });
    const joined = await update({ subscriptionPeriod: 3, newSubscriptionPeriod: 6, count: 3 });
    expect(joined).toMatchObject({ status: 200, body: { message: COMMERCE_MESSAGES.cartMerged } });
    expect(await lines()).toEqual([[product, 6, 5]]);

    await add(shopper, { itemId: product, count: 998, subscriptionPeriod: 1 });
    expect(await update({ subscriptionPeriod: 1, newSubscriptionPeriod: 6, count: 998 })).toMatchObject({ status: 400, body: { message: COMMERCE_MESSAGES.cartMergeTooMany(999) } });
    // Nothing moved.
    expect(await lines()).toEqual([[product, 1, 998], [product, 6, 5]]);
  });

  it('says a line no longer in the cart is gone (deleted, another member’s, off sale), and touches nothing', async () => {
    expect(await update({ subscriptionPeriod: 12, newSubscriptionPeriod: 1, count: 1 })).toMatchObject({ status: 404, body: { message: COMMERCE_MESSAGES.cartLineGone } });
    // Another member names this product and months: their own cart has no such line.
    expect(await update({ subscriptionPeriod: 6, newSubscriptionPeriod: 6, count: 1 }, other.token)).toMatchObject({ status: 404 });
    expect(await lines()).toEqual([[product, 1, 998], [product, 6, 5]]);

    const stopped = await createTestItem(ctx, { sale_price: 5_000, cost_price: 5_000 });
    await add(shopper, { itemId: stopped, count: 1, subscriptionPeriod: 1 });
    await ctx.db.updateTable('items').set({ item_status: 'STOP' }).where('id', '=', stopped).execute();
    expect(await update({ subscriptionPeriod: 1, newSubscriptionPeriod: 1, count: 2 }, shopper.token, stopped)).toMatchObject({ status: 404 });
  });

  it('refuses bad input in Korean with 400 and needs a login', async () => {
    for (const [body, message] of [
      [{ subscriptionPeriod: 1, newSubscriptionPeriod: 1, count: 0 }, '수량은 1개 이상이어야 합니다.'],
      [{ subscriptionPeriod: 1, newSubscriptionPeriod: 1, count: 1000 }, '수량은 999개 이하여야 합니다.'],
      [{ subscriptionPeriod: 1, newSubscriptionPeriod: 1, count: 1.5 }, '수량은 정수여야 합니다.'],
      [{ subscriptionPeriod: 1, newSubscriptionPeriod: 2, count: 1 }, '구독 기간이 올바르지 않습니다.'],
      [{ subscriptionPeriod: '1', newSubscriptionPeriod: 1, count: 1 }, '구독 기간이 올바르지 않습니다.'],
    ] as const) {
      expect(await update(body), JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    }
    expect((await send(ctx, 'PUT', `/api/wishlist/update-one/${product}`, undefined, { subscriptionPeriod: 1, newSubscriptionPeriod: 1, count: 1 })).status).toBe(401);
    expect((await send(ctx, 'PUT', '/api/wishlist/update-one/abc', shopper.token, { subscriptionPeriod: 1, newSubscriptionPeriod: 1, count: 1 })).status).toBe(400);
  });

  it('two lines moved onto the same new months at once end as one line holding both quantities', async () => {
    for (let round = 0; round < 5; round++) {
      const racer = await createBuyer(ctx);
      await add(racer, { itemId: product, count: 1, subscriptionPeriod: 1 });
      await add(racer, { itemId: product, count: 2, subscriptionPeriod: 3 });
      const results = await Promise.all([
        update({ subscriptionPeriod: 1, newSubscriptionPeriod: 6, count: 1 }, racer.token),
        update({ subscriptionPeriod: 3, newSubscriptionPeriod: 6, count: 2 }, racer.token),
      ]);
      // Both went through: the second saw the first's line and joined it (no unique-key 500).
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect(results.map((r) => r.body.message).sort()).toEqual([COMMERCE_MESSAGES.cartMerged, COMMERCE_MESSAGES.cartUpdated].sort());
      expect(await lines(racer)).toEqual([[product, 6, 3]]);
    }
  });
});
