import { ADMIN_REVIEW_MESSAGES as M } from '@store/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem, createTestReview } from '../../../test/catalog.ts';
import { send } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, loginAs } from '../../../test/members.ts';
import { COUNT_BOUND } from '../../lib/admin-list.ts';

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
const reviewIds = (res: { body: { content: { reviewId: number }[] } }) => res.body.content.map((r) => r.reviewId);
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

  it('searches text, product and author as one list: each review once, newest first, filters on every branch', async () => {
    const term = `rq${Date.now().toString(36)}`;
    const writer = await createTestMember(ctx, { loginId: `${term}w` });
    const other = await createTestMember(ctx);
    const named = await createTestItem(ctx, { item_name: `검색 상품 ${term}` });
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    const byAuthor = await createTestReview(ctx, { memberId: writer.id, itemId, rate: 5, content: '작성자로 찾는 리뷰입니다.', createdAt: at(1) });
    const byItem = await createTestReview(ctx, { memberId: other.id, itemId: named, rate: 4, content: '상품으로 찾는 리뷰입니다.', createdAt: at(2) });
    // Found by all three branches, listed once; as old as byItem, so after it by id.
    const byAll = await createTestReview(ctx, { memberId: writer.id, itemId: named, rate: 5, content: `모두 ${term} 리뷰`, createdAt: at(2) });
    const byText = await createTestReview(ctx, { memberId: other.id, itemId, rate: 5, content: `본문에 ${term} 이 있는 리뷰`, createdAt: at(3) });
    await createTestReview(ctx, { memberId: other.id, itemId, rate: 5, content: '관계없는 리뷰입니다.', createdAt: at(4) });
    const search = (query: string) => send(ctx, 'GET', `/api/admin/reviews?q=${term}${query}`, adminToken);

    const all = await search('');
    expect(all.body).toMatchObject({ totalElements: 4, totalPages: 1, totalCapped: false });
    expect(reviewIds(all)).toEqual([byText, byAll, byItem, byAuthor]);
    expect(reviewIds(await search('&size=3&page=2'))).toEqual([byAuthor]);
    expect((await search('&size=3&page=3')).body).toMatchObject({ totalElements: 4, content: [] });
    expect(reviewIds(await search('&rate=5'))).toEqual([byText, byAll, byAuthor]);
    expect((await search('&visibility=HIDDEN')).body.totalElements).toBe(0);
  });

  it('counts a broad search up to the bound and pages it newest first', async () => {
    const bulkItem = await createTestItem(ctx, { item_name: '대량 리뷰 상품' });
    const writer = await createTestMember(ctx);
    await sql`
      insert into reviews (member_id, item_id, rate, content, created_at)
      select ${writer.id}, ${bulkItem}, 1 + g % 5, '대량 검색 리뷰 ' || g, timestamptz '2025-06-01' + g * interval '1 minute'
      from generate_series(1, ${COUNT_BOUND + 1}) g`.execute(ctx.db);
    const contents = (res: { body: { content: { content: string }[] } }) => res.body.content.map((r) => r.content.replace('대량 검색 리뷰 ', ''));

    // Past the bound by text, and by product.
    for (const q of ['대량 검색 리뷰', '대량 리뷰 상품']) {
      const first = await send(ctx, 'GET', `/api/admin/reviews?q=${q}&size=3`, adminToken);
      expect(first.body).toMatchObject({ totalElements: COUNT_BOUND, totalPages: Math.ceil(COUNT_BOUND / 3), totalCapped: true });
      expect(contents(first)).toEqual(['10001', '10000', '9999']);
      expect(contents(await send(ctx, 'GET', `/api/admin/reviews?q=${q}&size=3&page=2`, adminToken))).toEqual(['9998', '9997', '9996']);
    }
    // Within the bound once filtered: counted exactly.
    const ones = await send(ctx, 'GET', '/api/admin/reviews?q=대량 검색 리뷰&rate=1&size=2', adminToken);
    expect(ones.body).toMatchObject({ totalElements: 2000, totalCapped: false });
    expect(contents(ones)).toEqual(['10000', '9995']);
  });
});
