import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yViolations, launch, MOBILE, newPage, skipE2E } from './support/browser.ts';
import { ADMIN, DEMO, logInThroughForm } from './support/commerce.ts';

// Every screen a visitor, a member and an admin can reach, on a phone: each has a heading, fits the
// screen, passes axe (WCAG 2.1 AA), logs no error and gets no 5xx from the API. The flows are the other specs' business;
// this one catches the screen nobody opened since it last changed.

const VISITOR = ['/', '/products', '/products/1', '/search?q=엑셀', '/about', '/manual', '/service', '/FAQ', '/privacy-policy', '/term-of-use', '/custom-product-first', '/signup', '/login', '/find-id', '/find-pw', '/cart'];
/** Answered 404 on purpose: the document's own status is the one console error they may log. */
const MISSING = ['/no-such-page', '/products/99999'];
const MEMBER = ['/mypage/my-info', '/mypage/notification', '/mypage/check-point', '/mypage/check-coupon', '/mypage/withdrawal', '/mypage/purchase-list', '/mypage/review-list', '/mypage/review-available-list', '/mypage/review-written-list', '/mypage/qna', '/mypage/custom-order', '/mypage/subscription', '/custom-product-second'];
const ADMIN_PAGES = ['/admin/dashboard', '/admin/products', '/admin/products/new', '/admin/coupons', '/admin/settings', '/admin/main-page', '/admin/orders', '/admin/users', '/admin/custom-requests', '/admin/qna', '/admin/reviews', '/admin/audit-log'];
/** A list, and the start of the addresses of its rows: the first row's detail is visited too. */
const MEMBER_DETAILS: [string, string][] = [
  ['/mypage/purchase-list', '/mypage/purchase/detail/'],
  ['/mypage/subscription', '/mypage/subscription/detail/'],
  ['/mypage/custom-order', '/mypage/custom-order/'],
];
const ADMIN_DETAILS: [string, string][] = [
  ['/admin/orders', '/admin/orders/'],
  ['/admin/users', '/admin/users/'],
  ['/admin/custom-requests', '/admin/custom-requests/'],
  ['/admin/qna', '/admin/qna/'],
  ['/admin/products', '/admin/products/'],
];

interface Watch {
  problems: string[];
  path: string;
}

/** Collects console errors and 5xx answers, each under the address being looked at. */
function watch(page: Page): Watch {
  const w: Watch = { problems: [], path: '' };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (MISSING.includes(w.path) && message.text().includes('status of 404')) return;
    w.problems.push(`${w.path}: console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) w.problems.push(`${w.path}: ${response.status()} from ${response.url()}`);
  });
  return w;
}

async function visit(page: Page, w: Watch, path: string): Promise<void> {
  w.path = path;
  await page.goto(path);
  const headed = await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 10_000 })
    .then(() => true, () => false);
  if (!headed) w.problems.push(`${path}: no heading (h1)`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > MOBILE.width) w.problems.push(`${path}: ${width} px wide on a ${MOBILE.width} px screen`);
  for (const violation of await a11yViolations(page)) w.problems.push(`${path}: ${violation}`);
}

/** The first row's address on a list screen. */
async function firstRow(page: Page, w: Watch, list: string, prefix: string): Promise<string> {
  await visit(page, w, list);
  const link = page.locator(`main a[href^="${prefix}"]:not([href$="/new"])`).first();
  await link.waitFor();
  return (await link.getAttribute('href'))!;
}

/** Some fifty screens with axe on each: minutes on a slow machine, not the usual one. */
const SLOW = 180_000;

describe.skipIf(skipE2E())('every screen, on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  const ROLES = [
    { name: 'as a visitor, the 404s included', account: null, screens: [...VISITOR, ...MISSING], details: [] },
    { name: 'as a member, with a purchase, a subscription and a request of theirs', account: DEMO, screens: MEMBER, details: MEMBER_DETAILS },
    { name: 'as an admin, with one of each kind of row', account: ADMIN, screens: ADMIN_PAGES, details: ADMIN_DETAILS },
  ];
  for (const { name, account, screens, details } of ROLES) {
    it(
      name,
      async () => {
        const { page, context } = await newPage(browser, MOBILE);
        const w = watch(page);
        if (account) await logInThroughForm(page, account);
        for (const path of screens) await visit(page, w, path);
        for (const [list, prefix] of details) await visit(page, w, await firstRow(page, w, list, prefix));
        expect(w.problems).toEqual([]);
        await context.close();
      },
      SLOW,
    );
  }
});
