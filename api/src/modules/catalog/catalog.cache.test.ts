import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { createTestItem } from '../../../test/catalog.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, loginAs } from '../../../test/members.ts';
import { catalogCacheOf, closeCatalogCache, matchesEtag } from './catalog.cache.ts';
import { renameItem } from './catalog.repository.ts';
import { onPostgres } from '../../../test/postgres.ts';

// The storefront read cache: conditional requests, and invalidation by the database's
// NOTIFY triggers whatever wrote the change (API, another module, raw SQL, another process).

let ctx: TestContext;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  itemId = await createTestItem(ctx, { item_name: '캐시 확인용 자동화 매크로', sale_price: 10_000, cost_price: 20_000 });
});
afterAll(() => ctx.close());

const detailPath = () => `/api/items/detail?itemId=${itemId}`;

/** Notifications reach a PostgreSQL listener a moment after the commit: poll briefly. */
function eventually(fn: () => Promise<unknown>) {
  return expect.poll(fn, { timeout: 3_000, interval: 20 });
}

describe('catalog read cache', () => {
  it('answers a repeated list, detail and suggestion request with the same ETag and 304 when it matches', async () => {
    for (const path of ['/api/items', detailPath(), `/api/search/suggestions?q=${encodeURIComponent('캐시')}`]) {
      const first = await ctx.request(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^".+"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const again = await ctx.request(path);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.body).toEqual(first.body);
      const conditional = await ctx.app.request(path, { headers: { 'If-None-Match': `W/"x", ${etag}` } });
      expect(conditional.status, path).toBe(304);
      expect(await conditional.text()).toBe('');
      const stale = await ctx.app.request(path, { headers: { 'If-None-Match': '"other"' } });
      expect(stale.status).toBe(200);
    }
  });

  it('shows a raw SQL change on the next read (trigger NOTIFY flushes the cache)', async () => {
    const before = await ctx.request(detailPath());
    expect(before.body.item.salePrice).toBe(10_000);
    await sql`update items set sale_price = 9000 where id = ${itemId}`.execute(ctx.db);
    await eventually(async () => (await ctx.request(detailPath())).body.item.salePrice).toBe(9000);
    await eventually(async () => (await ctx.request('/api/items')).body.items.find((i: { itemId: number }) => i.itemId === itemId)?.salePrice).toBe(9000);
  });

  it('shows a rename in suggestions and a new review and question on the detail page', async () => {
    expect((await ctx.request(`/api/search/suggestions?q=${encodeURIComponent('캐시확인')}`)).body).toHaveLength(1);
    await renameItem(ctx.db, itemId, '이름 바뀐 매크로', new Date());
    await eventually(async () => (await ctx.request(`/api/search/suggestions?q=${encodeURIComponent('캐시확인')}`)).body).toHaveLength(0);

    const member = await createTestMember(ctx);
    const token = await loginAs(ctx, member.loginId, member.password);
    await ctx.request(detailPath(), { token });
    const write = await ctx.request(`/api/items/qna/write?itemId=${itemId}`, {
      method: 'POST',
      token,
      json: { itemId, title: '캐시 갱신 질문입니다', content: '새 질문이 상품 상세에 바로 보이나요? 확인 부탁드립니다.', visibility: 'PUBLIC' },
    });
    expect(write.status).toBe(200);
    await eventually(async () => (await ctx.request(detailPath())).body.qnaArticles?.[0]?.title).toBe('캐시 갱신 질문입니다');
    await eventually(async () => (await ctx.request(detailPath(), { token })).body.qnaArticles?.[0]?.myArticle).toBe(true);

    await ctx.db.insertInto('reviews').values({ member_id: member.id, item_id: itemId, rate: 5, content: '캐시 리뷰' }).execute();
    await eventually(async () => (await ctx.request(detailPath())).body.item.reviewCount).toBe(1);
  });

  it('does not flush for member updates that do not show in the catalog', async () => {
    await ctx.request('/api/items');
    const cache = catalogCacheOf(ctx.deps);
    const flushes = cache.flushes;
    await sql`update members set last_login_at = now()`.execute(ctx.db);
    await sql`select 1`.execute(ctx.db);
    await new Promise((r) => setTimeout(r, 100));
    expect(cache.flushes).toBe(flushes);
  });

  it('reads If-None-Match lists and weak tags', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
  });
});

describe.runIf(onPostgres)('two API instances on one PostgreSQL', () => {
  let other: DatabaseHandle;
  let otherApp: ReturnType<typeof createApp>;

  beforeAll(async () => {
    other = await openDatabase({ url: ctx.config.databaseUrl, poolSize: 4 });
    otherApp = createApp({ ...ctx.deps, db: other.db });
  });
  afterAll(async () => {
    await closeCatalogCache(other.db);
    await other.close();
  });

  const priceOn = async (app: ReturnType<typeof createApp>) => ((await (await app.request(detailPath())).json()) as { item: { salePrice: number } }).item.salePrice;

  it('sees a change made through the other instance on its next reads', async () => {
    const start = await priceOn(ctx.app);
    expect(await priceOn(otherApp)).toBe(start);
    await sql`update items set sale_price = ${start - 100} where id = ${itemId}`.execute(other.db);
    await eventually(() => priceOn(ctx.app)).toBe(start - 100);
    await sql`update items set sale_price = ${start - 200} where id = ${itemId}`.execute(ctx.db);
    await eventually(() => priceOn(otherApp)).toBe(start - 200);
  });
});
