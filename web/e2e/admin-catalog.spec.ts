import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectInView, expectNoA11yViolations, expectNoSidewaysScroll, launch, MOBILE, newPage, skipE2E } from './support/browser.ts';
import { ADMIN, apiCall, apiToken, DEMO, logInThroughForm } from './support/commerce.ts';

// The admin catalog screens (issue 7): a product created with an image shows in the store, a
// coupon created and issued by an admin is used at checkout by the demo member, and a footer
// setting changes the footer.

/** A valid 1×1 PNG: enough for the server to decode, resize and store. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const stamp = Date.now().toString(36).toUpperCase();

describe.skipIf(skipE2E())('admin catalog', () => {
  let browser: Browser;
  let itemId: number;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('creates a product with an image and shows it in the store', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await logInThroughForm(page, ADMIN);
    await page.goto('/admin/products');
    await page.getByRole('heading', { name: '상품 관리' }).waitFor();
    await page.getByRole('table').waitFor();
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: '새 상품 등록' }).click();
    await page.waitForURL('**/admin/products/new');
    // The list's search field is also labelled 상품명…: wait for the form before typing.
    await page.getByRole('heading', { name: '새 상품 등록', level: 1 }).waitFor();
    const name = `E2E 자동화 도구 ${stamp}`;
    await page.getByLabel('상품명', { exact: true }).fill(name);
    await page.getByLabel('상품 설명').fill('관리자 화면에서 등록한 테스트 상품입니다.');
    await page.getByLabel('카테고리').selectOption('NEW');
    await page.getByLabel('판매 상태').selectOption('SALE');
    await page.getByLabel('정가 (원)').fill('30000');
    // Live validation: a sale price above the list price is refused as typed.
    await page.getByLabel('판매가 (원)').fill('40000');
    await page.getByText('판매가는 정가보다 클 수 없습니다.').waitFor();
    await page.getByLabel('판매가 (원)').fill('25000');
    await page.getByText(/할인율 16%/).waitFor();
    await page.getByLabel('설치 방법').fill('설치 파일 실행');
    await page.getByLabel('사용 환경').fill('Windows 10/11');
    await page.getByLabel('A/S 안내').fill('1년 무상 A/S');
    await page.locator('input[type=file]').first().setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: '썸네일 이미지 미리보기' }).waitFor();
    await expectNoA11yViolations(page);

    const [created] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/item/create'),
      page.getByRole('button', { name: '상품 등록' }).click(),
    ]);
    expect(created.status()).toBe(200);
    itemId = ((await created.json()) as { item: { itemId: number } }).item.itemId;
    await page.waitForURL(`**/admin/products/${itemId}`);

    // The storefront shows it at once, with its image.
    await page.goto(`/products/${itemId}`);
    await page.getByRole('heading', { name }).first().waitFor();
    const res = await fetch(new URL(`/api/items?category=NEW`, page.url()));
    const { items } = (await res.json()) as { items: { itemId: number; thumbPath: string | null }[] };
    const listed = items.find((i) => i.itemId === itemId);
    expect(listed?.thumbPath).toMatch(/^\/api\/files\/items\/thumbnail-.+\.webp$/);
    await context.close();
  });

  it('creates a coupon, issues it to the demo member, who uses it at checkout', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await logInThroughForm(page, ADMIN);
    await page.goto('/admin/coupons');
    await page.getByRole('heading', { name: '쿠폰 관리' }).waitFor();
    const couponName = `E2E 쿠폰 ${stamp}`;
    await page.getByLabel('쿠폰 이름').fill(couponName);
    await page.getByLabel('쿠폰 코드 (선택)').fill(`E2E${stamp}`);
    await page.getByLabel('할인 방식').selectOption('PERCENT');
    await page.getByLabel('할인율 (%)').fill('150');
    await page.getByText('할인율은 1~100% 사이로 입력해 주세요.').waitFor();
    await page.getByLabel('할인율 (%)').fill('10');
    await page.getByLabel('발급 수량').fill('10');
    await page.getByRole('button', { name: '쿠폰 생성' }).click();
    const row = page.getByRole('row').filter({ hasText: couponName });
    await row.waitFor();
    await expectNoA11yViolations(page);

    await row.getByRole('button', { name: `${couponName} 발급` }).click();
    const dialog = page.getByRole('dialog', { name: `쿠폰 발급: ${couponName}` });
    await dialog.getByLabel('받을 회원 아이디').fill('demo');
    await dialog.getByRole('button', { name: '발급', exact: true }).click();
    await page.getByText('1명에게 발급했습니다.').waitFor();
    await row.getByText('1 / 10').waitFor();
    await context.close();

    // The demo member buys the new product with the coupon.
    const member = await newPage(browser, MOBILE);
    await logInThroughForm(member.page, DEMO);
    await member.page.goto(`/products/${itemId}`);
    await member.page.getByRole('region', { name: '구매 옵션' }).getByRole('button', { name: '바로 구매' }).click();
    await member.page.waitForURL('**/order/checkout');
    const select = member.page.getByLabel('쿠폰', { exact: true });
    const option = select.locator('option').filter({ hasText: couponName });
    await select.selectOption({ value: (await option.getAttribute('value'))! });
    // 25,000원 − 10 % = 22,500원.
    await member.page.locator('output[aria-label="최종 결제 금액"]').filter({ hasText: '22,500' }).waitFor();
    await member.page.getByRole('checkbox', { name: /결제에 동의합니다/ }).check();
    await member.page.getByRole('button', { name: /결제하기$/ }).click();
    await member.page.waitForURL('**/dev/payment**');
    await member.page.getByRole('button', { name: '결제 승인' }).click();
    await member.page.waitForURL('**/order/success');
    await member.context.close();

    const admin = await apiToken(ADMIN);
    const list = await apiCall<{ coupons: { name: string; usedCount: number }[] }>('GET', '/api/admin/coupons', admin);
    expect(list.body.coupons.find((c) => c.name === couponName)?.usedCount).toBe(1);
  });

  it.each([MOBILE, { width: 800, height: 1100 }])('at $width px, lists products and coupons as cards, each state and the coupons\' buttons in view', async (viewport) => {
    const { page, context } = await newPage(browser, viewport);
    await logInThroughForm(page, ADMIN);
    const inView = (shown: Locator) => expectInView(shown, viewport.width);
    await page.goto('/admin/products');
    const product = page.getByRole('table').getByRole('row').nth(1);
    await inView(product.getByText(/^판매 (중|대기|중지)$/));
    await inView(product.getByText(/원$/).first());
    await expectNoSidewaysScroll(page, viewport.width);

    await page.goto('/admin/coupons');
    const coupon = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('button', { name: /발급$/ }) }).first();
    await inView(coupon.getByRole('button', { name: /발급$/ }));
    await inView(coupon.getByRole('button', { name: /(사용 중지|다시 사용)$/ }));
    await expectNoSidewaysScroll(page, viewport.width);
    await expectNoA11yViolations(page);
    await context.close();
  });

  it('asks before leaving a product edit that is not saved, and keeps it on 취소', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await logInThroughForm(page, ADMIN);
    await page.goto('/admin/products');
    await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
    const name = page.getByLabel('상품명', { exact: true });
    await name.waitFor();
    const typed = `${await name.inputValue()} 수정 중`;
    await name.fill(typed);

    const back = page.getByRole('link', { name: /상품 목록/ }).first();
    await back.click();
    let dialog = page.getByRole('dialog').filter({ hasText: '저장하지 않은 내용이 있습니다' });
    await dialog.getByRole('button', { name: '취소' }).click();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/products\/\d+$/);
    expect(await name.inputValue()).toBe(typed);

    await back.click();
    dialog = page.getByRole('dialog').filter({ hasText: '저장하지 않은 내용이 있습니다' });
    await dialog.getByRole('button', { name: '나가기' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/products');
    await context.close();
  });

  it('changes a footer setting and the footer shows it', async () => {
    const admin = await apiToken(ADMIN);
    const original = (await apiCall<Record<string, any>>('GET', '/api/admin/settings', admin)).body;
    const { page, context } = await newPage(browser, DESKTOP);
    try {
      await logInThroughForm(page, ADMIN);
      await page.goto('/admin/settings');
      await page.getByRole('heading', { name: '사이트 설정' }).waitFor();
      await expectNoA11yViolations(page);
      await page.getByLabel('사업자등록번호').fill('12345');
      await page.getByText('사업자등록번호는 123-45-67890 형식으로 입력해 주세요.').waitFor();
      await page.getByLabel('사업자등록번호').fill('987-65-43210');
      await page.getByLabel('상호').fill(`주식회사 이투이 ${stamp}`);
      const [saved] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/settings' && r.request().method() === 'PUT'),
        page.getByRole('button', { name: '설정 저장' }).click(),
      ]);
      expect(saved.status()).toBe(200);
      const footer = page.getByRole('contentinfo');
      await footer.getByText(`주식회사 이투이 ${stamp}`).waitFor();
      await page.goto('/');
      await footer.getByText('987-65-43210').waitFor();
    } finally {
      await context.close();
      await apiCall('PUT', '/api/admin/settings', admin, original);
    }
  });
});
