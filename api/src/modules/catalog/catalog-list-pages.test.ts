import { PRODUCT_LIST_PAGE_SIZE } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem } from '../../../test/catalog.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

// /products past its first page: GET /api/items pages by PRODUCT_LIST_PAGE_SIZE in the sort's
// own order, counts every item its filter lists, and says whether another page follows.

let ctx: TestContext;
let onSale: { id: number; quantity: number; category: 'BEST' | 'ETC' }[];
const ON_SALE = PRODUCT_LIST_PAGE_SIZE * 2 + 3;

beforeAll(async () => {
  ctx = await createTestContext();
  onSale = [];
  for (let i = 0; i < ON_SALE; i++) {
    // Sale quantities repeat (ties broken by id) and every third item is a best seller.
    const item = { quantity: (i % 7) * 10, category: i % 3 === 0 ? ('BEST' as const) : ('ETC' as const) };
    onSale.push({ ...item, id: await createTestItem(ctx, { sale_quantity: item.quantity, category: item.category }) });
  }
  await createTestItem(ctx, { item_status: 'PENDING', sale_quantity: 1_000 });
  await createTestItem(ctx, { item_status: 'STOP', sale_quantity: 1_000 });
});
afterAll(() => ctx.close());

type Page = { items: { itemId: number }[]; total: number; more: boolean };
const page = async (query: string): Promise<Page> => {
  const res = await ctx.request(`/api/items?${query}`);
  expect(res.status, query).toBe(200);
  return res.body as Page;
};

describe('GET /api/items, page by page', () => {
  it('lists every item on sale once across its pages, most sold first and then by id', async () => {
    const pages = [await page('page=1'), await page('page=2'), await page('page=3')];
    expect(pages.map((p) => p.items.length)).toEqual([PRODUCT_LIST_PAGE_SIZE, PRODUCT_LIST_PAGE_SIZE, 3]);
    expect(pages.map((p) => p.more)).toEqual([true, true, false]);
    expect(pages.map((p) => p.total)).toEqual([ON_SALE, ON_SALE, ON_SALE]);
    const expected = [...onSale].sort((a, b) => b.quantity - a.quantity || a.id - b.id).map((i) => i.id);
    expect(pages.flatMap((p) => p.items.map((i) => i.itemId))).toEqual(expected);
  });

  it('reads page 1 when no page is named', async () => {
    expect(await page('')).toEqual(await page('page=1'));
  });

  it('counts and pages within a category', async () => {
    const best = onSale.filter((i) => i.category === 'BEST');
    const first = await page('category=BEST&sort=priceAsc');
    expect(first).toMatchObject({ total: best.length, more: false });
    expect(first.items.map((i) => i.itemId).sort((a, b) => a - b)).toEqual(best.map((i) => i.id));
  });

  it('answers a page past the last with no items, the same total and no more', async () => {
    expect(await page('page=4')).toEqual({ items: [], total: ON_SALE, more: false });
  });

  it('refuses a page that is not a page number with a Korean 400', async () => {
    for (const query of ['page=0', 'page=-1', 'page=1.5', 'page=abc', 'page=1001', 'page=1&page=2']) {
      const res = await ctx.request(`/api/items?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(/페이지 번호가 올바르지 않습니다|요청 형식이 올바르지 않습니다/);
    }
  });
});
