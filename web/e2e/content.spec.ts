import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoA11yViolations, launch, MOBILE, newPage, skipE2E, type Viewport } from './support/browser.ts';

const PAGES = [
  { path: '/about', heading: /반복되는 일은 프로그램이/ },
  { path: '/manual', heading: '영상으로 쉽게 배우는 오토웍스' },
  { path: '/service', heading: '고객센터' },
  { path: '/FAQ', heading: '자주 묻는 질문' },
  { path: '/privacy-policy', heading: '개인정보처리방침' },
  { path: '/term-of-use', heading: '이용약관' },
  { path: '/custom-product-first', heading: /우리 회사 업무에 꼭 맞는/ },
] as const;

/** Nothing may stick out sideways (the classic broken-mobile-layout symptom). */
async function expectNoHorizontalOverflow(page: Page, viewport: Viewport) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}

const accordionButtons = (page: Page) => page.locator('main button[aria-expanded]');

describe.skipIf(skipE2E())('content pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`renders every content page accessibly at ${viewport.width}px`, async () => {
      const { page, context } = await newPage(browser, viewport);
      for (const { path, heading } of PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expectNoHorizontalOverflow(page, viewport);
        await expectNoA11yViolations(page);
      }
      await context.close();
    });
  }

  it('filters the FAQ by category in the URL and expands an answer', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/FAQ');
    await accordionButtons(page).first().waitFor();
    const all = await accordionButtons(page).count();
    expect(all).toBeGreaterThanOrEqual(21);

    await page.getByRole('group', { name: '질문 분류' }).getByRole('button', { name: /환불 및 A\/S/ }).click();
    await page.waitForURL('**/FAQ?category=refund');
    await expect.poll(() => accordionButtons(page).count()).toBeLessThan(all);
    expect(await accordionButtons(page).count()).toBeGreaterThanOrEqual(3);

    const question = page.getByRole('button', { name: '환불을 받을 수 있나요?' });
    const panel = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
    expect(await panel.isVisible()).toBe(false);
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await panel.getByText('7일 이내').waitFor();
    await expectNoA11yViolations(page);

    // A shared link opens straight on its category.
    await page.goto('/FAQ?category=legal');
    expect(await page.getByRole('button', { name: /법률 및 안전/ }).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('loads the manual video iframe only after a card is clicked', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    // The sandbox has no internet; answer the embed locally so the test does not depend on it.
    await context.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }));
    await page.goto('/manual');
    await page.getByRole('button', { name: '프로그램 설치와 라이선스 활성화' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);

    await page.getByRole('button', { name: '자주 겪는 문제 해결' }).click();
    const dialog = page.getByRole('dialog', { name: '자주 겪는 문제 해결' });
    await dialog.waitFor();
    const iframe = dialog.locator('iframe');
    expect(await iframe.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?/);
    expect(await iframe.getAttribute('title')).toBe('자주 겪는 문제 해결 동영상');
    await expectNoA11yViolations(page);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.locator('iframe').count()).toBe(0);
    await context.close();
  });

  it('serves the legal PDFs and shows them inline on desktop, behind a button on mobile', async () => {
    for (const { path, title, pdf } of [
      { path: '/privacy-policy', title: '개인정보처리방침', pdf: '/docs/privacy-policy.pdf' },
      { path: '/term-of-use', title: '이용약관', pdf: '/docs/terms-of-use.pdf' },
    ]) {
      const desktop = await newPage(browser, DESKTOP);
      await desktop.page.goto(path);
      const iframe = desktop.page.locator(`iframe[title="${title} PDF 문서"]`);
      await iframe.waitFor();
      expect(await iframe.getAttribute('src')).toBe(pdf);
      await desktop.page.getByText('2026년 11월 22일').first().waitFor();
      const download = desktop.page.getByRole('link', { name: 'PDF 다운로드' });
      expect(await download.getAttribute('href')).toBe(pdf);
      const res = await desktop.page.evaluate(async (url) => {
        const r = await fetch(url);
        const bytes = new Uint8Array(await r.arrayBuffer());
        return { status: r.status, type: r.headers.get('content-type'), magic: String.fromCharCode(...bytes.slice(0, 5)), size: bytes.length };
      }, pdf);
      expect(res).toMatchObject({ status: 200, type: 'application/pdf', magic: '%PDF-' });
      expect(res.size).toBeLessThan(600 * 1024);
      await desktop.context.close();

      const mobile = await newPage(browser, MOBILE);
      await mobile.page.goto(path);
      const open = mobile.page.getByRole('link', { name: /PDF 열기/ });
      await open.waitFor();
      expect(await open.getAttribute('href')).toBe(pdf);
      expect(await mobile.page.locator('iframe').isVisible()).toBe(false);
      await mobile.context.close();
    }
  });

  it('opens the KakaoTalk channel in a new tab and offers a phone link', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await context.route('https://pf.kakao.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>kakao</title>' }));
    await page.goto('/service');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /카카오톡 채널로 상담하기/ }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^https:\/\/pf\.kakao\.com\//);
    expect(await page.getByRole('link', { name: /전화 걸기/ }).getAttribute('href')).toMatch(/^tel:\d+$/);
    await context.close();
  });

  it('links the about page to the customer center and the custom landing to the application form', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/about');
    for (const value of ['혁신', '신뢰', '효율', '성장']) await page.getByRole('heading', { level: 3, name: new RegExp(`^${value}`) }).waitFor();
    expect(await page.getByRole('region', { name: '오토웍스를 만드는 사람들' }).getByRole('listitem').count()).toBe(4);
    await page.getByRole('link', { name: '고객센터 문의하기' }).click();
    await page.waitForURL('**/service');

    await page.goto('/custom-product-first');
    const apply = page.getByRole('link', { name: /맞춤 제작 신청하기/ });
    await apply.first().waitFor();
    for (const href of await apply.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toBe('/custom-product-second');
    for (const step of ['상담 신청', '상담 및 견적', '제작', '납품']) await page.getByRole('heading', { level: 3, name: step, exact: true }).waitFor();
    await context.close();
  });
});
