// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUSINESS_INFO, CHAT_CHANNEL_URL, DEFAULT_MAIN_PAGE, SUPPORT_HOURS, type ItemListResponse } from '@store/shared';
import type { EmbeddedQuery } from './app/embedded-state.ts';
import { createServerRenderer } from './entry-server.tsx';
import { DETAIL_MESSAGES, LIST_MESSAGES } from './features/catalog/messages.ts';
import { storeTitle } from './lib/use-page-title.ts';
import { itemPage, makeDetail, makeItem } from './test/fixtures.ts';

const TEMPLATE =
  '<!doctype html><html lang="ko"><head><title>오토웍스</title><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"></div></body></html>';
const TEMPLATE_WITH_DESCRIPTION = TEMPLATE.replace('</title>', '</title><meta name="description" content="업무 자동화 프로그램 스토어">');
const ORIGIN = 'http://store.test';

/** The API as the renderer sees it: answers by path, and every request it was sent. */
function fakeApi(answers: Record<string, { status?: number; json: unknown }>) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    const answer = answers[new URL(request.url).pathname] ?? { status: 404, json: { message: '없음' } };
    return new Response(JSON.stringify(answer.json), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { requests, api: { origin: ORIGIN, fetch: fetch as typeof globalThis.fetch } };
}

const embeddedState = (html: string): EmbeddedQuery[] => JSON.parse(/<script type="application\/json" id="store-state">(.*?)<\/script>/s.exec(html)![1]!);

describe('the server renderer', () => {
  it('renders the product list into index.html with the data it read, for the browser to hydrate', async () => {
    const { api } = fakeApi({ '/api/items': { json: itemPage([makeItem({ itemId: 3, itemName: '엑셀 데이터 정리 매크로' })]) } });
    const page = (await createServerRenderer({ template: TEMPLATE, api }).render('/products'))!;
    expect(page.status).toBe(200); // its other reads (the footer's settings) failing does not make it a 404
    const html = page.html;

    expect(html).toMatch(/^<!doctype html><html lang="ko"><head><title>전체상품 \| 오토웍스<\/title>.*<\/head><body><div id="root"><[^/]/);
    expect(html).toContain('엑셀 데이터 정리 매크로');
    expect(html).toContain('href="/products/3"');
    // The footer's code is split from the entry; the server loads it and renders it all the same.
    expect(html).toMatch(/<footer[^>]*>.*사업자등록번호.*<\/footer>/s);
    expect(html.indexOf('id="store-state"')).toBeLessThan(html.indexOf('</body>'));
    const list = embeddedState(html).find((q: EmbeddedQuery) => q.key.join() === 'items,ALL,popular');
    expect((list!.data as ItemListResponse).items[0]!.itemName).toBe('엑셀 데이터 정리 매크로');
  });

  it('heads a product page with its name, summary and picture, for search results and link previews', async () => {
    const name = '엑셀 <자동화> & 정리';
    const item = makeDetail({ itemId: 7, itemName: name, itemDescription: '클릭 한 번에 "정리"', thumbPath: '/api/files/items/thumb-7.webp' });
    const detail = { item, relatedItems: [], popularReviews: 'noData', reviews: 'noData', qnaArticles: 'noData', ratingCounts: [0, 0, 0, 0, 0], moreReviews: false, moreQna: false, qnaCount: 0 };
    const { api } = fakeApi({ '/api/items/detail': { json: detail } });
    // Shared with a tracking parameter: the page still names its plain address.
    const html = (await createServerRenderer({ template: TEMPLATE_WITH_DESCRIPTION, api }).render('/products/7?utm_source=kakao'))!.html;
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/products/7">`);
    expect(html).toContain('<title>엑셀 &lt;자동화&gt; &amp; 정리 | 오토웍스</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="클릭 한 번에 &quot;정리&quot;">');
    expect(html).toContain('<meta property="og:title" content="엑셀 &lt;자동화&gt; &amp; 정리 | 오토웍스">');
    expect(html).toContain('<meta property="og:description" content="클릭 한 번에 &quot;정리&quot;">');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/api/files/items/thumb-7.webp?format=jpeg">`); // not all messengers read WebP
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/products/7">`);
  });

  it('describes a product to search engines as schema.org data, which no name can break out of', async () => {
    const name = '</script><script>alert(1)</script>';
    const item = makeDetail({ itemId: 7, itemName: name, salePrice: 29_000, rating: 4.5, reviewCount: 12, thumbPath: '/api/files/items/thumb-7.webp' });
    const detail = { item, relatedItems: [], popularReviews: 'noData', reviews: 'noData', qnaArticles: 'noData', ratingCounts: [0, 0, 0, 0, 0], moreReviews: false, moreQna: false, qnaCount: 0 };
    const { api } = fakeApi({ '/api/items/detail': { json: detail } });
    const html = (await createServerRenderer({ template: TEMPLATE, api }).render('/products/7'))!.html;
    expect(html).not.toContain('<script>alert(1)');
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(JSON.parse(block)).toMatchObject({
      '@type': 'Product',
      name,
      image: `${ORIGIN}/api/files/items/thumb-7.webp`,
      offers: { price: 29_000, priceCurrency: 'KRW' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
    });
  });

  it('names the store as the site settings have it: titles, link previews and the logo', async () => {
    const settings = { business: { ...BUSINESS_INFO, storeName: '새이름몰' }, supportHours: SUPPORT_HOURS, chatChannelUrl: CHAT_CHANNEL_URL, mainPage: DEFAULT_MAIN_PAGE };
    const { api } = fakeApi({ '/api/items': { json: itemPage([]) }, '/api/site-settings': { json: settings } });
    const renderer = createServerRenderer({ template: TEMPLATE, api });
    const list = (await renderer.render('/products'))!.html;
    expect(list).toContain('<title>전체상품 | 새이름몰</title>');
    expect(list).toContain('<meta property="og:site_name" content="새이름몰">');
    expect(list).toContain('aria-label="새이름몰 홈"');
    expect(list).not.toContain('오토웍스 홈');
    // The home page has no title of its own: the store's, under its current name.
    expect((await renderer.render('/'))!.html).toContain(`<title>${storeTitle('새이름몰')}</title>`);
  });

  it('heads other pages with their title and the store’s description', async () => {
    const { api } = fakeApi({ '/api/items': { json: itemPage([]) } });
    const html = (await createServerRenderer({ template: TEMPLATE_WITH_DESCRIPTION, api }).render('/products?sort=priceAsc&category=BEST'))!.html;
    expect(html).toContain('<meta property="og:description" content="업무 자동화 프로그램 스토어">');
    // The category changes the list, the order does not.
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/products?category=BEST">`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/products?category=BEST">`);
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('application/ld+json');
  });

  it('fetches the page’s code after its HTML and images: the page shows without it', async () => {
    const { api } = fakeApi({ '/api/items': { json: itemPage([]) } });
    const html = (await createServerRenderer({ template: TEMPLATE, api }).render('/products'))!.html;
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">');
  });

  it('keeps text written by people from closing the data block or the markup', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const { api } = fakeApi({ '/api/items': { json: itemPage([makeItem({ itemName: hostile })]) } });
    const html = (await createServerRenderer({ template: TEMPLATE, api }).render('/products'))!.html;

    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(2); // the template's module script and the data block
    expect((embeddedState(html).find((q) => q.key[0] === 'items')!.data as ItemListResponse).items[0]!.itemName).toBe(hostile);
  });

  it('reads as a visitor, from the origin it was given', async () => {
    const { api, requests } = fakeApi({ '/api/items': { json: itemPage([]) } });
    await createServerRenderer({ template: TEMPLATE, api }).render('/products');
    expect(requests.map((r) => r.url).sort()).toEqual([`${ORIGIN}/api/items?category=ALL&sort=popular`, `${ORIGIN}/api/site-settings`]);
    for (const request of requests) expect(request.headers.get('authorization')).toBeNull();
  });

  it('renders a page whose read failed without waiting for retries, and leaves that read to the browser', async () => {
    const { api, requests } = fakeApi({ '/api/items': { status: 503, json: { message: '점검 중' } } });
    const html = (await createServerRenderer({ template: TEMPLATE, api }).render('/products'))!.html;
    expect(html).toContain(LIST_MESSAGES.loading);
    expect(html).not.toContain('점검 중');
    expect(requests.filter((r) => r.url.includes('/api/items'))).toHaveLength(1);
    expect(embeddedState(html).some((q) => q.key[0] === 'items')).toBe(false);
  });

  it('answers null for screens the browser renders: a member’s, an admin’s', async () => {
    const { api, requests } = fakeApi({});
    const renderer = createServerRenderer({ template: TEMPLATE, api });
    for (const url of ['/cart', '/mypage/purchase-list', '/admin', '/mypage/no-such-page']) expect(await renderer.render(url), url).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('answers 404 for an unknown address and a missing product, 200 for a product', async () => {
    const detail = { item: makeDetail({ itemId: 7 }), relatedItems: [], popularReviews: 'noData', reviews: 'noData', qnaArticles: 'noData', ratingCounts: [0, 0, 0, 0, 0], moreReviews: false, moreQna: false, qnaCount: 0 };
    const { api } = fakeApi({ '/api/items/detail': { json: detail } });
    const renderer = createServerRenderer({ template: TEMPLATE, api });
    const unknown = (await renderer.render('/no-such-page'))!;
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('페이지를 찾을 수 없습니다');
    expect(unknown.html).not.toContain('rel="canonical"'); // a page that shows nothing names no address
    expect(unknown.html).not.toContain('og:url');
    expect((await renderer.render('/products/7'))!.status).toBe(200);

    const invalid = await renderer.render('/products/abc');
    expect(invalid!.status).toBe(404);
    expect(invalid!.html).toContain(DETAIL_MESSAGES.notFound);
  });

  it('renders a product that does not exist, or is off sale, as the "not found" screen the browser shows, and carries its 404', async () => {
    // The API answers 404 alike for an id with no product and for a PENDING or STOP one.
    const { api } = fakeApi({ '/api/items/detail': { status: 404, json: { message: '상품을 찾을 수 없습니다.' } } });
    const page = (await createServerRenderer({ template: TEMPLATE, api }).render('/products/9999'))!;
    expect(page.status).toBe(404);
    expect(page.html).toContain(`<title>${DETAIL_MESSAGES.notFoundTitle} | 오토웍스</title>`);
    expect(page.html).toContain(`>${DETAIL_MESSAGES.notFoundTitle}</h1>`);
    expect(page.html).toContain(DETAIL_MESSAGES.notFound);
    expect(page.html).not.toContain(DETAIL_MESSAGES.loading);
    expect(page.html).not.toContain('rel="canonical"');
    expect(page.html).not.toContain('og:url');
    // The browser adopts the 404 instead of showing the product loading (embedded-state.ts).
    expect(embeddedState(page.html).find((q) => q.key.join() === 'items,detail,9999')).toMatchObject({ notFound: '상품을 찾을 수 없습니다.' });
  });

  it('leaves a product whose read failed otherwise loading, for the browser to read again', async () => {
    const { api } = fakeApi({ '/api/items/detail': { status: 503, json: { message: '점검 중' } } });
    const page = (await createServerRenderer({ template: TEMPLATE, api }).render('/products/7'))!;
    expect(page.status).toBe(200);
    expect(page.html).toContain(DETAIL_MESSAGES.loading);
    expect(embeddedState(page.html).some((q) => q.key[1] === 'detail')).toBe(false);
  });

  it('redirects another spelling of a page’s address to its own, keeping the query, before reading anything', async () => {
    const { api, requests } = fakeApi({});
    const renderer = createServerRenderer({ template: TEMPLATE, api });
    const redirects: [string, string][] = [
      ['/products/1/', '/products/1'],
      ['/PRODUCTS/1', '/products/1'],
      ['/Products/1/?utm_source=kakao', '/products/1?utm_source=kakao'],
      ['/products//1', '/products/1'],
      ['//products', '/products'],
      ['/products/?category=BEST', '/products?category=BEST'],
      ['/faq', '/FAQ'], // the route's own spelling
      ['/Login/', '/login'],
      ['//', '/'],
    ];
    for (const [url, location] of redirects) expect(await renderer.render(url), url).toEqual({ html: '', status: 301, location });
    expect(requests).toHaveLength(0);
    // The address itself, an unknown one (no address of its own to go to), and the browser's screens.
    for (const url of ['/products/1', '/FAQ', '/', '/products?category=BEST']) expect((await renderer.render(url))!.status, url).not.toBe(301);
    expect((await renderer.render('/PRODUCTS/1/extra'))!.status).toBe(404);
    for (const url of ['/Cart/', '/mypage/']) expect(await renderer.render(url), url).toBeNull();
  });

  it('refuses a template without the empty root element', () => {
    expect(() => createServerRenderer({ template: '<html><body></body></html>', api: fakeApi({}).api })).toThrow('root');
  });
});
