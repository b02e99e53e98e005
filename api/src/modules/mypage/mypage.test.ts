import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestQuestion } from '../../../test/catalog.ts';
import { buyWithDevCard, createBuyer, createCoupon, createTestItem, send } from '../../../test/commerce.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/mypage and /api/mypage/info', () => {
  it("answers 'noData' for a new member's empty lists", async () => {
    const fresh = await createBuyer(ctx, { points: 1200 });
    const res = await send(ctx, 'GET', '/api/mypage', fresh.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      myPurchaseData: 'noData',
      reviewableItems: 'noData',
      myReviewData: 'noData',
      qnaManagementData: 'noData',
      reviewableItemsCounts: 0,
      myReviewDataCounts: 0,
      qnaManagementDataCounts: 0,
    });
    expect(res.body.myManagementData).toMatchObject({ name: '김구매', grade: 'NEW', point: 1200, couponCount: 0, totalPurchaseAmount: 0 });
    expect(res.body.myManagementData).not.toHaveProperty('password_hash');
  });

  it("shows the token member's profile, purchases, reviewable lines and questions only", async () => {
    const alice = await createBuyer(ctx);
    const bob = await createBuyer(ctx);
    const itemId = await createTestItem(ctx, { sale_price: 60_000, cost_price: 60_000 });
    await createCoupon(ctx, {}, [alice.id]);
    await buyWithDevCard(ctx, alice, [{ itemId, month: 1, quantity: 1 }]);
    await buyWithDevCard(ctx, bob, [{ itemId, month: 1, quantity: 2 }]);
    await createTestQuestion(ctx, { memberId: alice.id, itemId });
    await createTestQuestion(ctx, { memberId: bob.id, itemId });

    const res = await send(ctx, 'GET', '/api/mypage', alice.token);
    expect(res.body.myManagementData).toMatchObject({ grade: 'WELCOME', totalPurchaseAmount: 60_000, couponCount: 1 });
    expect(res.body.myPurchaseData).toHaveLength(1);
    expect(res.body.reviewableItemsCounts).toBe(1);
    expect(res.body.reviewableItems[0]).toMatchObject({ itemId, orderCount: 1, reviewPoint: 1800 });
    expect(res.body.qnaManagementDataCounts).toBe(1);
    expect(res.body.myReviewData).toBe('noData');

    const info = await send(ctx, 'GET', '/api/mypage/info', alice.token);
    expect(info.status).toBe(200);
    expect(info.body.myManagementData).toEqual(res.body.myManagementData);
  });

  it('needs a login', async () => {
    expect((await send(ctx, 'GET', '/api/mypage', undefined)).status).toBe(401);
    expect((await send(ctx, 'GET', '/api/mypage/info', undefined)).status).toBe(401);
    expect((await send(ctx, 'GET', '/api/mypage', 'not-a-token')).status).toBe(401);
  });
});
