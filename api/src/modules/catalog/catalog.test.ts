import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOG_MESSAGES } from '@store/shared';
import { createTestItem, createTestReview } from '../../../test/catalog.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, loginAs, type TestMember } from '../../../test/members.ts';

let ctx: TestContext;
let reviewer: TestMember;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  reviewer = await createTestMember(ctx, { loginId: 'reviewer1' });
  ids.best = await createTestItem(ctx, { item_name: '엑셀 데이터 정리 매크로', category: 'BEST', cost_price: 30_000, sale_price: 19_900, sale_quantity: 500, tags: ['BACKEND'], thumb_file_name: 'thumb-best.webp' });
  ids.newer = await createTestItem(ctx, { item_name: '쇼핑몰 주문 수집기', category: 'NEW', cost_price: 49_000, sale_price: 49_000, sale_quantity: 120, tags: ['FRONTEND'] });
  ids.marketing = await createTestItem(ctx, { item_name: '네이버 블로그 자동 포스팅', category: 'MARKETING', cost_price: 39_000, sale_price: 29_000, sale_quantity: 300 });
  ids.cheap = await createTestItem(ctx, { item_name: 'PDF 일괄 변환기', category: 'ETC', cost_price: 9_900, sale_price: 9_900, sale_quantity: 10 });
  ids.ncompany = await createTestItem(ctx, { item_name: 'N사 스토어 관리 도구', category: 'NCOMPANY', cost_price: 59_000, sale_price: 55_000, sale_quantity: 50 });
  ids.pending = await createTestItem(ctx, { item_name: '준비 중인 상품', item_status: 'PENDING', sale_quantity: 9_999 });
  ids.stopped = await createTestItem(ctx, { item_name: '판매 중지 상품', item_status: 'STOP', sale_quantity: 9_998 });
  // Reviews: the cheap item has the most, the best item has rated ones.
  for (let i = 0; i < 3; i++) await createTestReview(ctx, { memberId: reviewer.id, itemId: ids.cheap, rate: 4 });
  await createTestReview(ctx, { memberId: reviewer.id, itemId: ids.best, rate: 5 });
  await createTestReview(ctx, { memberId: reviewer.id, itemId: ids.best, rate: 4 });
});
afterAll(() => ctx.close());

const names = (items: { itemName: string }[]) => items.map((i) => i.itemName);

describe('GET /api/items', () => {
  it('lists only items on sale, most sold first, with computed price fields', async () => {
    const res = await ctx.request('/api/items');
    expect(res.status).toBe(200);
    expect(names(res.body.items)).toEqual(['엑셀 데이터 정리 매크로', '네이버 블로그 자동 포스팅', '쇼핑몰 주문 수집기', 'N사 스토어 관리 도구', 'PDF 일괄 변환기']);
    const best = res.body.items[0];
    expect(best).toMatchObject({
      itemId: ids.best,
      category: 'BEST',
      costPrice: 30_000,
      salePrice: 19_900,
      discountRate: 33,
      thumbFileName: 'thumb-best.webp',
      thumbPath: '/api/files/items/thumb-best.webp',
      rating: 4.5,
      reviewCount: 2,
    });
    // The spec's list fields and nothing else (tags filter on the server, the list does not carry them).
    expect(Object.keys(best).sort()).toEqual(
      ['itemId', 'itemName', 'itemDescription', 'category', 'costPrice', 'salePrice', 'discountRate', 'thumbFileName', 'thumbPath', 'rating', 'reviewCount'].sort(),
    );
    expect(res.body.items[1]).toMatchObject({ rating: 0, reviewCount: 0, thumbPath: null });
  });

  it('filters by category and by FRONTEND/BACKEND tags', async () => {
    const get = async (category: string) => names((await ctx.request(`/api/items?category=${category}`)).body.items);
    expect(await get('BEST')).toEqual(['엑셀 데이터 정리 매크로']);
    expect(await get('MARKETING')).toEqual(['네이버 블로그 자동 포스팅']);
    expect(await get('FRONTEND')).toEqual(['쇼핑몰 주문 수집기']);
    expect(await get('BACKEND')).toEqual(['엑셀 데이터 정리 매크로']);
    expect(await get('DISCOUNTED')).toEqual([]);
    expect(await get('ALL')).toHaveLength(5);
  });

  it('sorts by reviews and by price', async () => {
    const get = async (sort: string) => names((await ctx.request(`/api/items?sort=${sort}`)).body.items);
    expect((await get('reviews')).slice(0, 2)).toEqual(['PDF 일괄 변환기', '엑셀 데이터 정리 매크로']);
    expect(await get('priceAsc')).toEqual(['PDF 일괄 변환기', '엑셀 데이터 정리 매크로', '네이버 블로그 자동 포스팅', '쇼핑몰 주문 수집기', 'N사 스토어 관리 도구']);
    expect((await get('priceDesc'))[0]).toBe('N사 스토어 관리 도구');
  });

  it('refuses unknown filters and sorts with a Korean 400', async () => {
    for (const [query, message] of [
      ['category=NCOMPANY', '알 수 없는 카테고리입니다.'],
      ['category=best', '알 수 없는 카테고리입니다.'],
      ['sort=price', '알 수 없는 정렬 기준입니다.'],
      ['sort=__proto__', '알 수 없는 정렬 기준입니다.'],
      ['sort=popular&sort=reviews', '알 수 없는 정렬 기준입니다.'],
    ] as const) {
      const res = await ctx.request(`/api/items?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });
});

describe('GET /api/items/detail', () => {
  it('gives the item, four popular related items without itself, and noData for empty lists', async () => {
    const res = await ctx.request(`/api/items/detail?itemId=${ids.marketing}`);
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      itemId: ids.marketing,
      itemName: '네이버 블로그 자동 포스팅',
      discountRate: 25,
      installMethod: '설치 파일 실행',
      environment: 'Windows 10/11 64bit',
      asSupport: '구매 후 1년 무상 A/S',
      detailImgPath: null,
      detailImgSize: null,
      videoUrl: null,
      itemStatus: 'SALE',
    });
    expect(res.body.relatedItems.map((i: { itemId: number }) => i.itemId)).toEqual([ids.best, ids.newer, ids.ncompany, ids.cheap]);
    expect(res.body.popularReviews).toBe('noData');
    expect(res.body.reviews).toBe('noData');
    expect(res.body.qnaArticles).toBe('noData');
  });

  it('lists the top 3 reviews by rate, then the newest, with masked login ids', async () => {
    const item = await createTestItem(ctx);
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 3));
    await createTestReview(ctx, { memberId: reviewer.id, itemId: item, rate: 3, content: '보통이에요 그래도 쓸만합니다', createdAt: day(20) });
    await createTestReview(ctx, { memberId: reviewer.id, itemId: item, rate: 5, content: '오래된 만점 리뷰입니다 최고', createdAt: day(1) });
    await createTestReview(ctx, { memberId: reviewer.id, itemId: item, rate: 5, content: '최근 만점 리뷰입니다 최고', createdAt: day(10) });
    await createTestReview(ctx, { memberId: reviewer.id, itemId: item, rate: 4, content: '좋아요 업무 시간이 줄었어요', createdAt: day(21) });
    const res = await ctx.request(`/api/items/detail?itemId=${item}`);
    expect(res.body.popularReviews.map((r: { content: string }) => r.content)).toEqual([
      '최근 만점 리뷰입니다 최고',
      '오래된 만점 리뷰입니다 최고',
      '좋아요 업무 시간이 줄었어요',
    ]);
    expect(res.body.reviews).toHaveLength(4);
    expect(res.body.reviews[0]).toEqual({ articleId: expect.any(Number), loginId: 're*******', postDate: '2026-11-21', rate: 4, content: '좋아요 업무 시간이 줄었어요' });
    expect(res.body.item).toMatchObject({ rating: 4.3, reviewCount: 4 });
  });

  it('hides items not on sale from visitors and members, but not from admins', async () => {
    const member = await createTestMember(ctx);
    const memberToken = await loginAs(ctx, member.loginId, member.password);
    for (const id of [ids.pending, ids.stopped, 999_999]) {
      for (const token of [undefined, memberToken]) {
        const res = await ctx.request(`/api/items/detail?itemId=${id}`, token ? { token } : {});
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('판매 중인 상품을 찾을 수 없습니다.');
      }
    }
    const admin = await createTestMember(ctx, { role: 'ADMIN' });
    const adminToken = await loginAs(ctx, admin.loginId, admin.password);
    const res = await ctx.request(`/api/items/detail?itemId=${ids.pending}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.item.itemStatus).toBe('PENDING');
  });

  it('refuses malformed item ids with a Korean 400 and never a 500', async () => {
    for (const query of ['itemId=abc', 'itemId=-1', 'itemId=0', 'itemId=1.5', 'itemId=99999999999', 'itemId=1e400', 'itemId=', '', '__proto__=1', 'itemId[__proto__]=1']) {
      const res = await ctx.request(`/api/items/detail?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(/[가-힣]/);
    }
  });
});

describe('GET /api/files/items/{fileName}', () => {
  it('serves product images with a long cache and nosniff', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await ctx.adapters.storage.put('items/thumb-test.png', png, 'image/png');
    const res = await ctx.app.request('/api/files/items/thumb-test.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
  });

  it('answers an image asked for again from memory, with the type it was first served as', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 4, 5, 6]);
    await ctx.adapters.storage.put('items/thumb-again.png', png, 'image/png');
    const get = vi.spyOn(ctx.adapters.storage, 'get');
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.request('/api/files/items/thumb-again.png');
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
    }
    expect(get.mock.calls.map((call) => call[0])).toEqual(['items/thumb-again.png']);
    get.mockRestore();
  });

  it('answers 404 for a missing image and refuses names outside the generated form', async () => {
    expect((await ctx.request('/api/files/items/none.webp')).status).toBe(404);
    for (const name of ['..%2F..%2Fsecret.webp', 'x.svg', 'x.html', '.webp', '%2E%2E.webp']) {
      const res = await ctx.request(`/api/files/items/${name}`);
      expect([400, 404], name).toContain(res.status);
      expect(res.body.message, name).toMatch(/[가-힣]/);
    }
  });

  describe('?w= (smaller copies for srcset)', () => {
    const photo = () => sharp({ create: { width: 800, height: 600, channels: 3, background: '#2563eb' } }).webp().toBuffer();

    it('serves a WebP copy that wide, made once and then read from storage', async () => {
      await ctx.adapters.storage.put('items/thumbnail-wide.webp', new Uint8Array(await photo()), 'image/webp');
      const put = vi.spyOn(ctx.adapters.storage, 'put');
      // A burst of first requests (a list page of cards) makes one copy.
      const responses = await Promise.all([1, 2, 3].map(() => ctx.app.request('/api/files/items/thumbnail-wide.webp?w=320')));
      for (const res of responses) {
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
      const size = await sharp(Buffer.from(await responses[0]!.arrayBuffer())).metadata();
      expect([size.width, size.height]).toEqual([320, 240]);
      expect(put).toHaveBeenCalledTimes(1);
      expect(put.mock.calls[0]![0]).toBe('items/w320/thumbnail-wide.webp');

      const again = await ctx.app.request('/api/files/items/thumbnail-wide.webp?w=320');
      expect((await sharp(Buffer.from(await again.arrayBuffer())).metadata()).width).toBe(320);
      expect(put).toHaveBeenCalledTimes(1);
      put.mockRestore();
    });

    it('never makes an image wider than its original', async () => {
      await ctx.adapters.storage.put('items/thumbnail-narrow.webp', new Uint8Array(await photo()), 'image/webp');
      const res = await ctx.app.request('/api/files/items/thumbnail-narrow.webp?w=1200');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(800);
    });

    it('refuses other widths in Korean, and answers 404 for a missing image at any width', async () => {
      await ctx.adapters.storage.put('items/thumbnail-any.webp', new Uint8Array(await photo()), 'image/webp');
      for (const w of ['100', '5000', 'abc', '320.5', '']) {
        const res = await ctx.request(`/api/files/items/thumbnail-any.webp?w=${w}`);
        expect(res.status, w).toBe(400);
        expect(res.body.message, w).toBe(CATALOG_MESSAGES.imageWidth);
      }
      expect((await ctx.request('/api/files/items/none.webp?w=480')).status).toBe(404);
    });

    it('serves a JPEG copy for link previews, transparency on white, made once', async () => {
      const clear = await sharp({ create: { width: 1600, height: 900, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).webp().toBuffer();
      await ctx.adapters.storage.put('items/thumbnail-clear.webp', new Uint8Array(clear), 'image/webp');
      const put = vi.spyOn(ctx.adapters.storage, 'put');
      const res = await ctx.app.request('/api/files/items/thumbnail-clear.webp?format=jpeg');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 675]);
      const { dominant } = await sharp(bytes).stats();
      expect(dominant).toEqual({ r: 248, g: 248, b: 248 }); // white, in sharp's 16-level histogram
      expect(put.mock.calls.map((call) => call[0])).toEqual(['items/jpeg-w1200/thumbnail-clear.webp.jpg']);
      await ctx.app.request('/api/files/items/thumbnail-clear.webp?format=jpeg');
      expect(put).toHaveBeenCalledTimes(1);
      put.mockRestore();

      const narrow = await ctx.app.request('/api/files/items/thumbnail-clear.webp?format=jpeg&w=320');
      expect((await sharp(Buffer.from(await narrow.arrayBuffer())).metadata()).width).toBe(320);
      const refused = await ctx.request('/api/files/items/thumbnail-clear.webp?format=png');
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(CATALOG_MESSAGES.imageFormat);
    });

    it('serves the original when a stored image cannot be resized', async () => {
      const broken = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 1, 2, 3]);
      await ctx.adapters.storage.put('items/thumbnail-broken.webp', broken, 'image/webp');
      const res = await ctx.app.request('/api/files/items/thumbnail-broken.webp?w=480');
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(broken);
    });
  });
});
