import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoA11yViolations, launch, MOBILE, newPage, skipE2E } from './support/browser.ts';

describe.skipIf(skipE2E())('store shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('serves the home page with header, footer and business information', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await expect.poll(() => page.title()).toContain('오토웍스');
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    // The static <title> satisfies the poll above before React has rendered the header.
    await nav.waitFor();
    for (const label of ['회사소개', '전체상품', '맞춤 제작', '고객지원']) expect(await nav.getByText(label).count()).toBeGreaterThan(0);
    const footer = page.locator('footer');
    for (const text of ['사업자등록번호', '통신판매업신고번호', '개인정보보호책임자', '대표자']) expect(await footer.getByText(text).count()).toBe(1);
    await expectNoA11yViolations(page);
    await context.close();
  });

  it('serves the production build of React', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/');
    const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
    const code = await (await page.request.get(entry!)).text();
    // The development build names its JSX helper jsxDEV; production strips it.
    expect(code.length).toBeGreaterThan(10_000);
    expect(code).not.toContain('jsxDEV');
    await context.close();
  });

  it('serves the production build of React Router, which its package does not export', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/');
    const sources = await page.locator('script[type="module"][src], link[rel="modulepreload"]').evaluateAll((els) =>
      els.map((el) => el.getAttribute('src') ?? el.getAttribute('href')!),
    );
    const code = (await Promise.all(sources.map(async (src) => (await page.request.get(src)).text()))).join('\n');
    expect(code).toContain('useRoutes');
    // A warning only the development build keeps (vite.config.ts aliases the production one).
    expect(code).not.toContain('No routes matched location');
    await context.close();
  });

  it('asks a visitor to log in before opening the cart', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('button', { name: '장바구니' }).click();
    const dialog = page.getByRole('dialog', { name: '로그인이 필요합니다' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '로그인하기' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('opens the mobile menu and shows a Korean 404 for unknown pages', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404); // so search engines do not index it as a page
    await page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' }).waitFor();
    expect(await page.title()).toBe('페이지를 찾을 수 없습니다 | 오토웍스');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    expect(await page.getByRole('navigation', { name: '모바일 메뉴' }).getByText('자주 묻는 질문').count()).toBe(1);
    await expectNoA11yViolations(page);
    await context.close();
  });
});
