import { CATALOG_MESSAGES, PRODUCT_PAGE_LIST_SIZE, QNA_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem, createTestQuestion, createTestReview } from '../../../test/catalog.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, loginAs, type TestMember } from '../../../test/members.ts';

// The product page's reviews and Q&A past their first page: 'more' pages by a cursor, the
// histogram over every review, and the same privacy and visibility as the detail.

let ctx: TestContext;
let author: TestMember;
let authorToken: string;
let itemId: number;
let reviewIds: number[];
let questionIds: number[];
const REVIEWS = PRODUCT_PAGE_LIST_SIZE * 2 + 3;
const QUESTIONS = PRODUCT_PAGE_LIST_SIZE + 4;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createTestMember(ctx);
  authorToken = await loginAs(ctx, author.loginId, author.password);
  itemId = await createTestItem(ctx);
  // Pairs of reviews in the same millisecond (their ids break the tie) and one hidden review.
  const base = Date.parse('2026-10-01T00:00:00Z');
  reviewIds = [];
  for (let i = 0; i < REVIEWS; i++) {
    const createdAt = new Date(base + Math.floor(i / 2) * 60_000);
    reviewIds.push(await createTestReview(ctx, { memberId: author.id, itemId, rate: (i % 5) + 1, createdAt, content: `리뷰 번호 ${i}: 잘 쓰고 있습니다.` }));
  }
  const hidden = await createTestReview(ctx, { memberId: author.id, itemId, rate: 1, createdAt: new Date(base + 3_600_000) });
  await ctx.db.updateTable('reviews').set({ hidden_at: new Date(), hidden_reason: '욕설' }).where('id', '=', hidden).execute();
  questionIds = [];
  for (let i = 0; i < QUESTIONS; i++) {
    // The oldest question is private: only its author reads it on the last page.
    const visibility = i === 0 ? 'PRIVATE' : 'PUBLIC';
    questionIds.push(await createTestQuestion(ctx, { memberId: author.id, itemId, visibility, title: `문의 번호 ${i}` }));
  }
});
afterAll(() => ctx.close());

type Listed = { articleId: number };
const ids = (list: Listed[]) => list.map((r) => r.articleId);
// Newest first: later minutes first, the higher id first within one.
const newestReviews = () => [...reviewIds].reverse();

describe('product page reviews, page by page', () => {
  it('lists the first page in the detail, says more exist, and counts every review per star', async () => {
    const res = await ctx.request(`/api/items/detail?itemId=${itemId}`);
    expect(res.status).toBe(200);
    expect(ids(res.body.reviews)).toEqual(newestReviews().slice(0, PRODUCT_PAGE_LIST_SIZE));
    expect(res.body.moreReviews).toBe(true);
    // 43 visible reviews rated 1,2,3,4,5,1,2,…: the hidden one is not counted.
    expect(res.body.ratingCounts).toEqual([9, 9, 9, 8, 8]);
    expect(res.body.item.reviewCount).toBe(REVIEWS);
  });

  it('pages on from the last shown review to the oldest, with no review twice or skipped', async () => {
    const seen: number[] = [];
    let before = newestReviews()[PRODUCT_PAGE_LIST_SIZE - 1]!;
    seen.push(...newestReviews().slice(0, PRODUCT_PAGE_LIST_SIZE));
    for (;;) {
      const res = await ctx.request(`/api/items/reviews?itemId=${itemId}&before=${before}`);
      expect(res.status).toBe(200);
      seen.push(...ids(res.body.reviews));
      if (!res.body.more) break;
      before = res.body.reviews.at(-1).articleId;
    }
    expect(seen).toEqual(newestReviews());
  });

  it('gives an empty last page for a cursor of another item', async () => {
    // A review of another product, written after all of this one's: taken as this product's
    // cursor, it would page from its date and list this product's reviews from the newest.
    const other = await createTestItem(ctx);
    const foreign = await createTestReview(ctx, { memberId: author.id, itemId: other, rate: 5, createdAt: new Date(Date.parse('2027-01-01T00:00:00Z')) });
    const res = await ctx.request(`/api/items/reviews?itemId=${itemId}&before=${foreign}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reviews: [], more: false });
  });
});

describe('product page Q&A, page by page', () => {
  const page = (before: number, token?: string) => ctx.request(`/api/items/qna?itemId=${itemId}&before=${before}`, token ? { token } : {});

  it('lists the first page in the detail and the rest after its last question', async () => {
    const detail = await ctx.request(`/api/items/detail?itemId=${itemId}`);
    const newest = [...questionIds].reverse();
    expect(ids(detail.body.qnaArticles)).toEqual(newest.slice(0, PRODUCT_PAGE_LIST_SIZE));
    expect(detail.body.moreQna).toBe(true);
    expect(detail.body.qnaCount).toBe(QUESTIONS);
    const res = await page(detail.body.qnaArticles.at(-1).articleId);
    expect(res.status).toBe(200);
    expect(ids(res.body.qnaArticles)).toEqual(newest.slice(PRODUCT_PAGE_LIST_SIZE));
    expect(res.body.more).toBe(false);
  });

  it('withholds a private question on a later page from everyone but its author', async () => {
    const privateOf = async (token?: string) => (await page(questionIds[1]!, token)).body.qnaArticles[0];
    const seenByVisitor = await privateOf();
    expect(seenByVisitor).toMatchObject({ articleId: questionIds[0], title: QNA_MESSAGES.privateTitle, content: '', myArticle: false });
    const seenByAuthor = await privateOf(authorToken);
    expect(seenByAuthor).toMatchObject({ articleId: questionIds[0], title: '문의 번호 0', myArticle: true });
  });
});

describe('pages of an item not on sale, and bad cursors', () => {
  it('answers 404 for an item not on sale, as the detail does', async () => {
    const stopped = await createTestItem(ctx, { item_status: 'STOP' });
    for (const path of ['reviews', 'qna']) {
      const res = await ctx.request(`/api/items/${path}?itemId=${stopped}&before=1`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CATALOG_MESSAGES.itemNotFound);
    }
  });

  it('refuses a missing or malformed cursor with a Korean 400', async () => {
    for (const query of [`itemId=${itemId}`, `itemId=${itemId}&before=abc`, `itemId=${itemId}&before=-3`, 'before=5']) {
      const res = await ctx.request(`/api/items/reviews?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
  });
});
