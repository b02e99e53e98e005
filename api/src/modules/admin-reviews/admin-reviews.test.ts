import { ADMIN_REVIEW_MESSAGES as M } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem, createTestReview } from '../../../test/catalog.ts';
import { send } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, loginAs } from '../../../test/members.ts';

let ctx: TestContext;
let adminToken: string;
let author: { id: number; token: string; loginId: string };
let itemId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createTestMember(ctx, { role: 'ADMIN' });
  adminToken = await loginAs(ctx, admin.loginId, admin.password);
  const m = await createTestMember(ctx);
  author = { id: m.id, loginId: m.loginId, token: await loginAs(ctx, m.loginId, m.password) };
  itemId = await createTestItem(ctx, { item_name: '리뷰 관리 테스트 상품' });
});
afterAll(() => ctx.close());

const visibility = (id: number, body: unknown, token = adminToken) => send(ctx, 'PUT', `/api/admin/reviews/${id}/visibility`, token, body);
const product = async () => (await send(ctx, 'GET', `/api/items/detail?itemId=${itemId}`, undefined)).body as { item: { rating: number; reviewCount: number }; reviews: { articleId: number }[] | 'noData' };
const shownIds = async () => {
  const { reviews } = await product();
  return reviews === 'noData' ? [] : reviews.map((r) => r.articleId);
};

describe('admin reviews', () => {
  it('lists reviews with visibility, rate and search filters', async () => {
    const low = await createTestReview(ctx, { memberId: author.id, itemId, rate: 1, content: '목록 확인용 별로인 리뷰입니다.' });
    const high = await createTestReview(ctx, { memberId: author.id, itemId, rate: 5, content: '목록 확인용 아주 좋은 리뷰입니다.' });
    const all = await send(ctx, 'GET', '/api/admin/reviews?q=목록 확인용', adminToken);
    expect(all.status).toBe(200);
    expect(all.body.content.map((r: { reviewId: number }) => r.reviewId)).toEqual([high, low]);
    expect(all.body.content[1]).toMatchObject({ itemName: '리뷰 관리 테스트 상품', memberLoginId: author.loginId, rate: 1, hiddenAt: null, hiddenReason: null });
    expect((await send(ctx, 'GET', '/api/admin/reviews?q=목록 확인용&rate=1', adminToken)).body.content.map((r: { reviewId: number }) => r.reviewId)).toEqual([low]);
    expect((await send(ctx, 'GET', '/api/admin/reviews?q=목록 확인용&visibility=HIDDEN', adminToken)).body.totalElements).toBe(0);
    expect(await send(ctx, 'GET', '/api/admin/reviews?rate=6', adminToken)).toMatchObject({ status: 400, body: { message: '별점은 1~5 사이여야 합니다.' } });
    expect((await send(ctx, 'GET', '/api/admin/reviews', author.token)).status).toBe(403);
  });

  it('hides a review from the product page and its rating, shows its author why, and shows it again', async () => {
    const kept = await createTestReview(ctx, { memberId: author.id, itemId, rate: 5, content: '숨기지 않을 좋은 리뷰입니다.' });
    const spam = await createTestReview(ctx, { memberId: author.id, itemId, rate: 1, content: '광고 링크가 들어간 리뷰입니다.' });
    await expect.poll(shownIds).toContain(spam);
    const before = (await product()).item;

    const hidden = await visibility(spam, { hidden: true, reason: '  광고성 내용  ' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ reviewId: spam, hiddenReason: '광고성 내용' });
    expect(hidden.body.hiddenAt).not.toBeNull();
    await expect.poll(shownIds).not.toContain(spam);
    expect(await shownIds()).toContain(kept);
    const after = (await product()).item;
    expect(after.reviewCount).toBe(before.reviewCount - 1);
    expect(after.rating).toBeGreaterThan(before.rating);

    const mine = await send(ctx, 'GET', '/api/mypage/reviews?page=1&size=50', author.token);
    const row = mine.body.content.find((r: { articleId: number }) => r.articleId === spam);
    expect(row).toMatchObject({ hiddenReason: '광고성 내용' });
    expect(mine.body.content.find((r: { articleId: number }) => r.articleId === kept).hiddenReason).toBeNull();

    expect(await visibility(spam, { hidden: true, reason: '다시 숨기기' })).toMatchObject({ status: 409, body: { message: M.alreadyHidden } });
    expect((await visibility(spam, { hidden: false })).body).toMatchObject({ hiddenAt: null, hiddenReason: null });
    await expect.poll(shownIds).toContain(spam);
    expect(await visibility(spam, { hidden: false })).toMatchObject({ status: 409, body: { message: M.alreadyShown } });

    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'after']).where('target_type', '=', 'review').where('target_id', '=', String(spam)).orderBy('id').execute();
    expect(audit).toMatchObject([{ action: 'review.hide', after: { reason: '광고성 내용' } }, { action: 'review.show', after: null }]);
  });

  it('refuses hiding without a reason, unknown reviews and members, changing nothing', async () => {
    const id = await createTestReview(ctx, { memberId: author.id, itemId, rate: 3, content: '보통인 리뷰 내용입니다.' });
    expect(await visibility(id, { hidden: true, reason: '  ' })).toMatchObject({ status: 400, body: { message: M.reasonRequired } });
    expect(await visibility(id, { hidden: true })).toMatchObject({ status: 400, body: { message: M.reasonRequired } });
    expect(await visibility(id, { hidden: true, reason: '가'.repeat(201) })).toMatchObject({ status: 400, body: { message: M.reasonTooLong } });
    expect((await visibility(id, { hidden: 'yes' })).status).toBe(400);
    expect(await visibility(987_654, { hidden: true, reason: '없는 리뷰' })).toMatchObject({ status: 404, body: { message: M.notFound } });
    expect((await visibility(id, { hidden: true, reason: '회원은 못 숨김' }, author.token)).status).toBe(403);
    expect((await ctx.db.selectFrom('reviews').select('hidden_at').where('id', '=', id).executeTakeFirstOrThrow()).hidden_at).toBeNull();
  });

  it('lets one of two admins hiding at once win', async () => {
    const id = await createTestReview(ctx, { memberId: author.id, itemId, rate: 2, content: '동시에 숨겨지는 리뷰입니다.' });
    const results = await Promise.all([visibility(id, { hidden: true, reason: '첫째 사유' }), visibility(id, { hidden: true, reason: '둘째 사유' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await ctx.db.selectFrom('audit_log').select('id').where('target_type', '=', 'review').where('target_id', '=', String(id)).execute()).toHaveLength(1);
  });
});
