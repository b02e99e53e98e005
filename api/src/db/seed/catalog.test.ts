import sharp from 'sharp';
import { ITEM_CATEGORIES, QNA_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { loginAs } from '../../../test/members.ts';
import { DEMO_REVIEWERS } from './catalog-reviews.ts';
import { applySeeders, seeders } from './index.ts';

let ctx: TestContext;

// How long the seed takes at a first start is measured by `npm run bench`, not here.
beforeAll(async () => {
  ctx = await createTestContext();
  expect(await applySeeders(ctx.db, seeders, { storage: ctx.adapters.storage })).toEqual(expect.arrayContaining(['20261122-membership-demo-accounts', '20261122-catalog-demo-items']));
});
afterAll(() => ctx.close());

describe('demo catalog seed', () => {
  it('has its reviewers join before they write (the dashboard would count them as new today)', async () => {
    const reviewers = await ctx.db
      .selectFrom('members as m')
      .innerJoin('reviews as r', 'r.member_id', 'm.id')
      .select(['m.login_id', 'm.created_at', (eb) => eb.fn.min('r.created_at').as('first_review')])
      .where('m.login_id', 'in', DEMO_REVIEWERS.map((r) => r.loginId))
      .groupBy(['m.login_id', 'm.created_at'])
      .execute();
    expect(reviewers.length).toBe(DEMO_REVIEWERS.length);
    for (const r of reviewers) expect(r.created_at.getTime(), r.login_id).toBeLessThan(new Date(r.first_review).getTime());
  });

  it('puts at least 16 programs on sale across every category, with sane prices', async () => {
    const items = await ctx.db.selectFrom('items').selectAll().where('item_status', '=', 'SALE').execute();
    expect(items.length).toBeGreaterThanOrEqual(16);
    for (const category of ITEM_CATEGORIES) expect(items.some((i) => i.category === category), category).toBe(true);
    for (const i of items) {
      expect(i.sale_price).toBeGreaterThanOrEqual(9_900);
      expect(i.sale_price).toBeLessThanOrEqual(99_000);
      expect(i.cost_price).toBeGreaterThanOrEqual(i.sale_price);
      expect(i.search_initials.length).toBeGreaterThan(0);
    }
    expect(items.some((i) => i.tags.includes('FRONTEND'))).toBe(true);
    expect(items.some((i) => i.tags.includes('BACKEND'))).toBe(true);
    expect(items.filter((i) => i.video_url?.startsWith('https://www.youtube-nocookie.com/embed/')).length).toBeGreaterThanOrEqual(3);
    expect(await ctx.db.selectFrom('items').select('id').where('item_status', '<>', 'SALE').execute()).toHaveLength(2);
  });

  it('fills the home sections (4 each of best, new, discounted)', async () => {
    for (const category of ['BEST', 'NEW', 'DISCOUNTED']) {
      expect((await ctx.request(`/api/items?category=${category}`)).body.items.length, category).toBeGreaterThanOrEqual(4);
    }
  });

  it('stores a generated WebP thumbnail and detail image for every item, served by the API', async () => {
    const { items } = (await ctx.request('/api/items')).body as { items: { itemId: number; thumbPath: string }[] };
    for (const item of items) {
      const detail = (await ctx.request(`/api/items/detail?itemId=${item.itemId}`)).body.item;
      for (const path of [item.thumbPath, detail.detailImgPath]) {
        const res = await ctx.app.request(path);
        expect(res.status, path).toBe(200);
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe('WEBP');
        if (path === detail.detailImgPath) {
          const { width, height } = await sharp(bytes).metadata();
          expect(detail.detailImgSize, path).toEqual({ width, height });
        }
      }
    }
  });

  it('gives products reviews and questions: public, private, answered and open', async () => {
    const items = (await ctx.request('/api/items')).body.items as { itemId: number; reviewCount: number; rating: number }[];
    expect(items.every((i) => i.reviewCount > 0 && i.rating >= 1 && i.rating <= 5)).toBe(true);
    const qna = await ctx.db.selectFrom('qna_articles').selectAll().execute();
    expect(qna.some((q) => q.visibility === 'PRIVATE' && q.comment)).toBe(true);
    expect(qna.some((q) => q.visibility === 'PUBLIC' && !q.comment)).toBe(true);
    const reviewers = await ctx.db.selectFrom('members').select(['login_id', 'password_hash']).where('login_id', '=', 'happyseller').execute();
    expect(reviewers).toEqual([{ login_id: 'happyseller', password_hash: null }]);
  });

  it('shows the demo member their own private question, and others the locked title', async () => {
    const excel = (await ctx.request('/api/search/suggestions?q=ㅇㅅㄷㅇㅌ')).body[0];
    const token = await loginAs(ctx, 'demo', 'demo1234!');
    const mine = (await ctx.request(`/api/items/detail?itemId=${excel.itemId}`, { token })).body.qnaArticles;
    const visitor = (await ctx.request(`/api/items/detail?itemId=${excel.itemId}`)).body.qnaArticles;
    const own = mine.find((q: { myArticle: boolean }) => q.myArticle);
    expect(own.title).toBe('회사 양식에 맞춘 설정 문의');
    expect(visitor.find((q: { articleId: number }) => q.articleId === own.articleId).title).toBe(QNA_MESSAGES.privateTitle);
  });
});

describe('demo products in the admin form', () => {
  // The seed wrote video addresses the form then refused, so an admin could not save any other
  // change to those products without deleting their video.
  it('each saves back unchanged through the admin API', async () => {
    const token = await loginAs(ctx, 'admin', 'admin1234!');
    const headers = { authorization: `Bearer ${token}` };
    const ids = await ctx.db.selectFrom('items').select('id').orderBy('id').execute();
    for (const { id } of ids) {
      const item = (await ctx.request(`/api/admin/item?itemId=${id}`, { headers })).body;
      const saved = await ctx.request(`/api/admin/item/update?itemId=${id}`, { method: 'PUT', headers, json: item });
      expect(saved.status, `item ${id}: ${saved.body.message}`).toBe(200);
      expect(saved.body.item.videoUrl).toBe(item.videoUrl);
    }
  });
});
