import { REVIEW_HIDDEN_ORDER_CANCELLED } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { buyWithDevCard, createBuyer, createTestItem, ledgerOf, memberPoints, placeOrder, send, type Buyer } from '../../../test/commerce.ts';

let ctx: TestContext;
let alice: Buyer;
let bob: Buyer;
let itemId: number;
let otherItemId: number;

async function linesOf(orderId: number) {
  return ctx.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

const review = (itemIdValue: number, orderItemId: number, extra: Record<string, unknown> = {}) => ({
  itemId: itemIdValue,
  orderItemId,
  orderCount: 1,
  subscriptionPeriod: 1,
  content: '설치도 쉽고 업무 시간이 크게 줄었습니다.',
  rate: 5,
  ...extra,
});
const writePath = (i: number, o: number | string) => `/api/review/write?itemId=${i}&orderItemId=${o}`;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createBuyer(ctx);
  bob = await createBuyer(ctx);
  itemId = await createTestItem(ctx, { sale_price: 33_333, cost_price: 40_000 });
  otherItemId = await createTestItem(ctx);
});
afterAll(() => ctx.close());

describe('writing a review', () => {
  it('rewards 3 % of the order line, rounded down, through the ledger, and shows on the product page', async () => {
    const { orderId } = await buyWithDevCard(ctx, alice, [{ itemId, month: 1, quantity: 1 }]);
    const [line] = await linesOf(orderId);
    const before = await memberPoints(ctx, alice.id);

    const form = await send(ctx, 'GET', writePath(itemId, line!.id), alice.token);
    expect(form.status).toBe(200);
    expect(form.body.reviewForm).toMatchObject({ orderItemId: line!.id, itemId, orderPrice: 33_333, reviewPoint: 999 });

    const res = await send(ctx, 'POST', writePath(itemId, line!.id), alice.token, review(itemId, line!.id, { rate: 4 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ result: 'success', rewardPoint: 999 });
    expect(await memberPoints(ctx, alice.id)).toBe(before + 999);
    const ledger = await ledgerOf(ctx, alice.id);
    expect(ledger.at(-1)).toMatchObject({ delta: 999, type: 'SAVE', order_id: orderId });

    const detail = await send(ctx, 'GET', `/api/items/detail?itemId=${itemId}`, undefined);
    expect(detail.body.reviews).toEqual(expect.arrayContaining([expect.objectContaining({ rate: 4, content: '설치도 쉽고 업무 시간이 크게 줄었습니다.' })]));

    // Twice: the form and the write both answer 409, and no second reward.
    expect((await send(ctx, 'GET', writePath(itemId, line!.id), alice.token)).status).toBe(409);
    const again = await send(ctx, 'POST', writePath(itemId, line!.id), alice.token, review(itemId, line!.id));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 리뷰를 작성한 주문 상품입니다.');
    expect(await memberPoints(ctx, alice.id)).toBe(before + 999);

    const written = await send(ctx, 'GET', '/api/mypage/reviews', alice.token);
    expect(written.body.content[0]).toMatchObject({ itemId, orderItemId: line!.id, rate: 4, orderCount: 1, subscriptionPeriod: 1 });
  });

  it('a concurrent double submit makes one review and one reward', async () => {
    const { orderId } = await buyWithDevCard(ctx, alice, [{ itemId: otherItemId, month: 1, quantity: 2 }]);
    const [line] = await linesOf(orderId);
    const before = await memberPoints(ctx, alice.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => send(ctx, 'POST', writePath(otherItemId, line!.id), alice.token, review(otherItemId, line!.id))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await ctx.db.selectFrom('reviews').select('id').where('order_item_id', '=', line!.id).execute();
    expect(rows).toHaveLength(1);
    const rewards = (await ledgerOf(ctx, alice.id)).filter((l) => l.description.startsWith('리뷰 작성 적립') && l.order_id === orderId);
    expect(rewards).toHaveLength(1);
    expect(await memberPoints(ctx, alice.id)).toBe(before + Math.floor((line!.order_price_krw * 3) / 100));
  });

  it('refuses an unpaid order line with 400 (409 means "already reviewed" to the spec\'s client)', async () => {
    const orderId = await placeOrder(ctx, alice, [{ itemId, month: 1, quantity: 1 }]);
    const [line] = await linesOf(orderId);
    expect((await send(ctx, 'GET', writePath(itemId, line!.id), alice.token)).status).toBe(400);
    const res = await send(ctx, 'POST', writePath(itemId, line!.id), alice.token, review(itemId, line!.id));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('결제가 완료된 주문 상품에만 리뷰를 작성할 수 있습니다.');
    expect(await ctx.db.selectFrom('reviews').select('id').where('order_item_id', '=', line!.id).execute()).toHaveLength(0);
  });

  it("another member's order line is 404 for the form and the write", async () => {
    const { orderId } = await buyWithDevCard(ctx, bob, [{ itemId, month: 1, quantity: 1 }]);
    const [line] = await linesOf(orderId);
    expect((await send(ctx, 'GET', writePath(itemId, line!.id), alice.token)).status).toBe(404);
    const res = await send(ctx, 'POST', writePath(itemId, line!.id), alice.token, review(itemId, line!.id));
    expect(res.status).toBe(404);
    expect(await ctx.db.selectFrom('reviews').select('id').where('order_item_id', '=', line!.id).execute()).toHaveLength(0);
  });

  it('checks the input: stars, length, ids, and the item of the line', async () => {
    const { orderId } = await buyWithDevCard(ctx, bob, [{ itemId, month: 3, quantity: 1 }]);
    const [line] = await linesOf(orderId);
    const bad = async (body: unknown, path = writePath(itemId, line!.id)) => {
      const res = await send(ctx, 'POST', path, bob.token, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
      return res.body.message as string;
    };
    expect(await bad(review(itemId, line!.id, { rate: 6 }))).toBe('별점은 1점부터 5점까지 선택해 주세요.');
    expect(await bad(review(itemId, line!.id, { rate: 0 }))).toBe('별점은 1점부터 5점까지 선택해 주세요.');
    expect(await bad(review(itemId, line!.id, { rate: 4.5 }))).toBe('별점은 1점부터 5점까지 선택해 주세요.');
    expect(await bad(review(itemId, line!.id, { content: '짧아요' }))).toBe('리뷰는 10자 이상 1000자 이하로 입력해 주세요.');
    expect(await bad(review(itemId, line!.id, { content: '가'.repeat(1001) }))).toBe('리뷰는 10자 이상 1000자 이하로 입력해 주세요.');
    await bad(review(itemId, line!.id), writePath(itemId, 'abc'));
    await bad(review(itemId, line!.id), `/api/review/write?itemId=${itemId}`);
    await bad(review(otherItemId, line!.id), writePath(itemId, line!.id));
    await bad(review(otherItemId, line!.id), writePath(otherItemId, line!.id));
    // Exactly 10 and 1000 characters are fine.
    const ok = await send(ctx, 'POST', writePath(itemId, line!.id), bob.token, review(itemId, line!.id, { content: '가'.repeat(1000) }));
    expect(ok.status).toBe(201);
  });

  it('needs a login', async () => {
    expect((await send(ctx, 'GET', '/api/review-list', undefined)).status).toBe(401);
    expect((await send(ctx, 'POST', writePath(itemId, 1), undefined, review(itemId, 1))).status).toBe(401);
  });
});

describe('review lists', () => {
  it('pages reviewable lines and written reviews with hasMore at the edges', async () => {
    const carol = await createBuyer(ctx);
    await buyWithDevCard(ctx, carol, [
      { itemId, month: 1, quantity: 1 },
      { itemId: otherItemId, month: 1, quantity: 1 },
    ]);
    const overview = await send(ctx, 'GET', '/api/review-list', carol.token);
    expect(overview.body).toMatchObject({ reviewableItemsCount: 2, myReviewDataCount: 0, myReviewData: [] });
    expect(overview.body.reviewableItems).toHaveLength(2);

    const p1 = await send(ctx, 'GET', '/api/mypage/reviewable-items?page=1&size=1', carol.token);
    expect(p1.body).toMatchObject({ page: 1, size: 1, totalElements: 2, hasMore: true });
    expect(p1.body.content).toHaveLength(1);
    const p2 = await send(ctx, 'GET', '/api/mypage/reviewable-items?page=2&size=1', carol.token);
    expect(p2.body).toMatchObject({ hasMore: false });
    expect(p2.body.content[0].orderItemId).not.toBe(p1.body.content[0].orderItemId);
    const p3 = await send(ctx, 'GET', '/api/mypage/reviewable-items?page=3&size=1', carol.token);
    expect(p3.body).toMatchObject({ content: [], hasMore: false, totalElements: 2 });

    // Other members' lines never show; a fresh member has nothing.
    const dave = await createBuyer(ctx);
    expect((await send(ctx, 'GET', '/api/mypage/reviewable-items', dave.token)).body).toMatchObject({ content: [], totalElements: 0, size: 5 });
    expect((await send(ctx, 'GET', '/api/mypage/reviews', dave.token)).body).toMatchObject({ content: [], totalElements: 0 });
  });

  it('refuses bad paging with a Korean 400', async () => {
    for (const q of ['page=0', 'page=-1', 'page=abc', 'size=0', 'size=51', 'size=2.5', 'page=1e9']) {
      for (const path of ['/api/mypage/reviewable-items', '/api/mypage/reviews']) {
        const res = await send(ctx, 'GET', `${path}?${q}`, alice.token);
        expect(res.status, `${path}?${q}`).toBe(400);
        expect(res.body.message).toMatch(/페이지/);
      }
    }
  });
});

describe('cancelling a reviewed order', () => {
  it('takes the review reward back with the order (no buy → review → cancel points)', async () => {
    const erin = await createBuyer(ctx);
    const { orderId } = await buyWithDevCard(ctx, erin, [{ itemId, month: 1, quantity: 1 }]);
    const [line] = await linesOf(orderId);
    const beforeReview = await memberPoints(ctx, erin.id);
    const words = '취소하게 될 주문에 남긴 리뷰입니다. 잘 쓰고 있어요.';
    expect((await send(ctx, 'POST', writePath(itemId, line!.id), erin.token, review(itemId, line!.id, { content: words }))).status).toBe(201);
    expect(await memberPoints(ctx, erin.id)).toBe(beforeReview + 999);

    const shown = async () => (await send(ctx, 'GET', `/api/items/detail?itemId=${itemId}`, undefined)).body;
    const before = await shown();
    expect([before.reviews].flat().some((r: { content: string }) => r.content === words)).toBe(true);

    const cancelled = await send(ctx, 'POST', `/api/orders/${orderId}/cancel`, erin.token);
    expect(cancelled.status).toBe(200);
    // The order's earned points and the review reward are both gone.
    expect(await memberPoints(ctx, erin.id)).toBe(0);
    const ledger = await ledgerOf(ctx, erin.id);
    expect(ledger.at(-1)).toMatchObject({ delta: -999, type: 'USE', order_id: orderId });
    expect(ledger.reduce((s, l) => s + l.delta, 0)).toBe(0);
    // The review stays the member's, but leaves the product page and its count and rating.
    expect(await ctx.db.selectFrom('reviews').select('id').where('order_item_id', '=', line!.id).execute()).toHaveLength(1);
    const after = await shown();
    expect(after.item.reviewCount).toBe(before.item.reviewCount - 1);
    expect([after.reviews].flat().some((r: { content: string }) => r.content === words)).toBe(false);
    const mine = await send(ctx, 'GET', '/api/mypage/reviews', erin.token);
    expect(mine.body.content[0]).toMatchObject({ orderItemId: line!.id, hiddenReason: REVIEW_HIDDEN_ORDER_CANCELLED });
  });
});

describe('a review racing a cancellation', () => {
  it('never leaves a reward on a cancelled order, whichever commits first', async () => {
    for (let round = 0; round < 3; round++) {
      const fay = await createBuyer(ctx);
      const { orderId } = await buyWithDevCard(ctx, fay, [{ itemId, month: 1, quantity: 1 }]);
      const [line] = await linesOf(orderId);
      const [written, cancelled] = await Promise.all([
        send(ctx, 'POST', writePath(itemId, line!.id), fay.token, review(itemId, line!.id)),
        send(ctx, 'POST', `/api/orders/${orderId}/cancel`, fay.token),
      ]);
      expect(cancelled.status).toBe(200);
      // Written first, or refused once the cancellation has made the order unpaid (400).
      expect([201, 400]).toContain(written.status);
      // Started at 0: the order's points and any review reward went back with the cancellation.
      expect(await memberPoints(ctx, fay.id)).toBe(0);
      expect((await ledgerOf(ctx, fay.id)).reduce((s, l) => s + l.delta, 0)).toBe(0);
      // A review written first left the product page with the order.
      expect(await ctx.db.selectFrom('reviews').select('id').where('order_item_id', '=', line!.id).where('hidden_at', 'is', null).execute()).toEqual([]);
    }
  });
});
