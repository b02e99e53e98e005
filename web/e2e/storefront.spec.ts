import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_REQUEST_MESSAGES, formatWon, QNA_MESSAGES, subscriptionTotal, type SubscriptionPeriod } from '@store/shared';
import { DESKTOP, expectNoA11yViolations, launch, MOBILE, newPage, skipE2E, type Viewport } from './support/browser.ts';

// The public storefront against the real API with fresh demo data: browsing from the home page
// to a product, buying options, Q&A, search, and the custom-product form as visitor and member.

const DEMO = { loginId: 'demo', password: 'demo1234!' };

/** An open alert/confirm modal showing `text`. */
const alertWith = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

async function confirmAlert(page: Page, text: string) {
  const dialog = alertWith(page, text);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '확인' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Logs in as the demo member: through the login screen when the membership UI is there,
 * otherwise by calling POST /api/login from the page and keeping the token as the web app does.
 */
async function loginAsDemo(page: Page) {
  await page.goto('/login');
  const loginId = page.getByLabel('아이디', { exact: true });
  if (await loginId.isVisible({ timeout: 3000 }).catch(() => false)) {
    await loginId.fill(DEMO.loginId);
    await page.getByLabel('비밀번호', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    return;
  }
  const token = await page.evaluate(async (body) => {
    const res = await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, keepLoggedIn: true }) });
    if (!res.ok) throw new Error(`login failed: ${res.status}`);
    const { data } = (await res.json()) as { data: { token: string } };
    localStorage.setItem('token', data.token);
    return data.token;
  }, DEMO);
  expect(token).toBeTruthy();
}

async function salePriceOf(page: Page, itemId: number): Promise<number> {
  const res = await page.request.get(`/api/items/detail?itemId=${itemId}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { item: { salePrice: number } }).item.salePrice;
}

const itemIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());
const total = (page: Page) => page.locator('output').first();

async function chooseMonths(page: Page, months: 1 | 3 | 6) {
  await page.locator('label', { has: page.getByRole('radio', { name: new RegExp(`^${months}개월`) }) }).click();
}

async function expectTotal(page: Page, salePrice: number, quantity: number, months: SubscriptionPeriod) {
  const expected = formatWon(subscriptionTotal(salePrice, quantity, months));
  await expect.poll(() => total(page).textContent()).toContain(expected);
}

/** Home → category tile → preselected list → first product. */
async function browseToProduct(page: Page, tile: string, expectedFilter: string, category: string) {
  await page.goto('/');
  await page.getByRole('heading', { name: '지금 가장 많이 찾는 프로그램' }).waitFor();
  await page.locator('section[aria-labelledby="home-section-best"] article').first().waitFor();
  await expectNoA11yViolations(page);

  await page.getByRole('navigation', { name: '카테고리 바로가기' }).getByRole('button', { name: tile, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('category') === category);
  const filters = page.getByRole('navigation', { name: '상품 카테고리' });
  expect(await filters.getByRole('button', { name: expectedFilter, exact: true }).getAttribute('aria-pressed')).toBe('true');
  await page.locator('main article').first().waitFor();
  await expectNoA11yViolations(page);

  await page.locator('main article h2 a').first().click();
  await page.waitForURL(/\/products\/\d+$/);
  await page.getByRole('tablist', { name: '상품 정보' }).waitFor();
  await expectNoA11yViolations(page);
}

describe.skipIf(skipE2E())('storefront', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  const viewports: [string, Viewport][] = [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ];

  it('browses from a category tile to a product and prices 3 months × 3 (desktop)', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await browseToProduct(page, '베스트', '베스트', 'BEST');
    const salePrice = await salePriceOf(page, itemIdOf(page));

    await expectTotal(page, salePrice, 1, 1);
    await chooseMonths(page, 3);
    await expectTotal(page, salePrice, 1, 3);
    const plus = page.getByRole('button', { name: '수량 1개 늘리기' });
    await plus.click();
    await plus.click();
    expect(await page.getByLabel('수량', { exact: true }).inputValue()).toBe('3');
    await expectTotal(page, salePrice, 3, 3);

    // The full price table lists every period for one license.
    const table = page.getByRole('table').filter({ hasText: '구독 기간' }).first();
    for (const period of [1, 3, 6, 12, 0] as const) expect(await table.textContent()).toContain(formatWon(subscriptionTotal(salePrice, 1, period)));
    await context.close();
  });

  it('preselects 전체 for a company tile, and resets the quantity when the months change (mobile)', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await browseToProduct(page, 'N사', '전체', 'ALL');
    const salePrice = await salePriceOf(page, itemIdOf(page));

    const quantity = page.getByLabel('수량', { exact: true });
    await quantity.fill('4');
    await expectTotal(page, salePrice, 4, 1);
    await chooseMonths(page, 6);
    expect(await quantity.inputValue()).toBe('1');
    await expectTotal(page, salePrice, 1, 6);
    await context.close();
  });

  it('shows the login prompt to a visitor who presses 장바구니', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await browseToProduct(page, '신상품', '신상품', 'NEW');
    await page.getByRole('button', { name: '장바구니', exact: true }).last().click();
    const dialog = page.getByRole('dialog', { name: '로그인이 필요합니다' });
    await dialog.waitFor();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: '취소' }).click();
    await context.close();
  });

  it('writes a Q&A question as the demo member and sees it listed', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginAsDemo(page);
    const { items } = (await (await page.request.get('/api/items?category=ALL&sort=popular')).json()) as { items: { itemId: number }[] };
    await page.goto(`/products/${items[0]!.itemId}`);
    await page.getByRole('tab', { name: /Q&A/ }).click();
    await page.getByRole('button', { name: '문의하기' }).click();

    const form = page.getByRole('dialog', { name: '상품 문의하기' });
    await form.waitFor();
    await expectNoA11yViolations(page);
    const title = `설치 문의 ${Date.now() % 100000}`;
    await form.getByLabel('제목').fill(title);
    await form.getByLabel('문의 내용').fill('노트북과 데스크톱 두 대에 설치해도 되나요?');
    await form.getByRole('button', { name: '문의 등록' }).click();
    await confirmAlert(page, QNA_MESSAGES.success);

    await page.getByRole('button', { name: new RegExp(title) }).waitFor();
    await context.close();
  });

  it.each(viewports)('suggests products for 매크로 and opens one (%s)', async (_, viewport) => {
    const { page, context } = await newPage(browser, viewport);
    await page.goto('/search');
    await page.getByRole('heading', { name: '인기 상품' }).waitFor();
    await page.locator('main article').first().waitFor();
    expect(await page.locator('main article').count()).toBeLessThanOrEqual(4);
    await expectNoA11yViolations(page);

    const box = page.getByRole('combobox', { name: '검색어' });
    await box.fill('매크로');
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect(await options.first().textContent()).toContain('매크로');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await expectNoA11yViolations(page);

    await options.first().click();
    await page.waitForURL(/\/products\/\d+$/);
    await context.close();
  });

  it('submits a custom request with two files as a visitor', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/custom-product-second');
    await page.getByText('로그인하지 않고 제출한 신청서는 나중에 다시 확인할 수 없습니다.', { exact: false }).waitFor();
    await expectNoA11yViolations(page);

    await page.getByLabel('이름').fill('김민준');
    await page.getByLabel('휴대폰 번호').fill('01012345678');
    await page.getByLabel('이메일').fill('minjun@example.com');
    await page.getByLabel('제목').fill('쇼핑몰 주문 정리 자동화 요청');
    const content = '매일 아침 세 곳의 쇼핑몰 주문을 하나의 엑셀 파일로 정리하고 싶습니다.';
    await page.getByRole('textbox', { name: '내용', exact: true }).fill(content);
    expect(await page.getByText('/1,000').textContent()).toContain(`${content.length}/1,000`);

    await page.getByLabel('파일 선택').setInputFiles([
      { name: 'requirements.txt', mimeType: 'text/plain', buffer: Buffer.from('주문 수집 요구사항\n1. 쇼핑몰 3곳\n') },
      { name: 'sample.csv', mimeType: 'text/csv', buffer: Buffer.from('주문번호,상품명,수량\n1001,키보드,2\n') },
    ]);
    await page.getByRole('button', { name: '업로드' }).click();
    const list = page.getByRole('list', { name: '첨부된 파일' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: '신청서 제출' }).click();
    await confirmAlert(page, CUSTOM_REQUEST_MESSAGES.submitted);
    await page.waitForURL('**/custom-product-first');
    await context.close();
  });

  it('checks the custom form as it is typed (mobile)', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/custom-product-second');
    await page.getByLabel('휴대폰 번호').fill('0101234');
    await page.getByText('휴대폰 번호 형식으로 입력해 주세요.', { exact: false }).waitFor();
    await page.getByRole('button', { name: '신청서 제출' }).click();
    await page.getByText('이름을 입력해 주세요.').waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: '임시 저장' }).click();
    // A visitor's draft is refused by the client (logged-out session) or by the server (401).
    await alertWith(page, CUSTOM_REQUEST_MESSAGES.draftLoginRequired).or(alertWith(page, CUSTOM_REQUEST_MESSAGES.draftRequired)).waitFor();
    await context.close();
  });

  it('saves a draft as the demo member and finds it again', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginAsDemo(page);
    await page.goto('/custom-product-second');
    const title = `임시 저장 테스트 ${Date.now() % 100000}`;
    await page.getByLabel('이름').fill('김데모');
    await page.getByLabel('휴대폰 번호').fill('01098765432');
    await page.getByLabel('제목').fill(title);
    await page.getByRole('textbox', { name: '내용', exact: true }).fill('나중에 이어서 작성할 맞춤 제작 요청 내용입니다.');
    await page.getByRole('button', { name: '임시 저장' }).click();
    await confirmAlert(page, CUSTOM_REQUEST_MESSAGES.draftSaved);

    await page.reload();
    await expect.poll(() => page.getByLabel('제목').inputValue()).toBe(title);
    expect(await page.getByLabel('이름').inputValue()).toBe('김데모');
    await context.close();
  });
});
