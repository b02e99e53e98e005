import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_MESSAGES } from '@store/shared';
import { baseURL, DESKTOP, expectNoA11yViolations, launch, MOBILE, newPage, skipE2E } from './support/browser.ts';
import { ADMIN, apiCall, apiToken, DEMO, logInThroughForm, twoProducts } from './support/commerce.ts';

// The admin dashboard (not in the spec): reached from the admin menu, it counts a bank transfer
// demo has just asked for, its card opens the orders list filtered to deposits waiting, and once
// the deposit is confirmed there the dashboard moves the amount into today's sales.

/** A bank-transfer order by demo, waiting for its deposit: its id and amount. */
async function waitingTransfer(): Promise<{ orderId: number; amount: number }> {
  const token = await apiToken(DEMO);
  const me = await fetch(`${baseURL()}/api/auth/members/id`, { headers: { authorization: `Bearer ${token}` } });
  const { memberId } = (await me.json()) as { memberId: number };
  const [itemId] = await twoProducts();
  const order = await apiCall<{ orderId: number }>('POST', '/api/order', token, { memberId, orderType: 'NEW', items: [{ itemId, month: 1, quantity: 1 }] });
  expect(order.status).toBe(200);
  const sheet = await apiCall<{ finalAmount: number }>('POST', '/api/ordersheet', token, { orderId: order.body.orderId, usePoint: 0, couponId: null, paymentMethod: 'BANK_TRANSFER' });
  expect(sheet.status).toBe(200);
  expect((await apiCall('PUT', '/api/order/bank-transfer', token, { orderId: order.body.orderId, orderEmail: 'demo@example.com' })).status).toBe(200);
  return { orderId: order.body.orderId, amount: sheet.body.finalAmount };
}

const won = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Today's bar names its amount and orders: "오늘 11월 27일 결제 49,000원 · 1건". */
async function todaysSales(page: Page): Promise<{ krw: number; orders: number }> {
  const label = (await page.getByRole('img', { name: /^오늘 / }).getAttribute('aria-label')) ?? '';
  const match = /결제 ([\d,]+)원 · ([\d,]+)건/.exec(label);
  if (!match) throw new Error(`today's bar reads "${label}"`);
  return { krw: won(match[1]!), orders: won(match[2]!) };
}

/** The deposits card's count ("입금 대기 2건 …", or 없음). */
async function depositsWaiting(page: Page): Promise<number> {
  const name = (await page.getByRole('link', { name: /^입금 대기/ }).textContent()) ?? '';
  return /없음/.test(name) ? 0 : won(/([\d,]+)건/.exec(name)![1]!);
}

describe.skipIf(skipE2E())('admin dashboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('counts a waiting deposit, opens it in the orders list, and adds it to today once confirmed', async () => {
    const transfer = await waitingTransfer();
    const adminToken = await apiToken(ADMIN);
    const detail = await apiCall<{ orderNumber: string }>('GET', `/api/admin/orders/${transfer.orderId}`, adminToken);
    expect(detail.status).toBe(200);

    const { page } = await newPage(browser, DESKTOP);
    await logInThroughForm(page, ADMIN);
    await page.goto('/admin');
    await page.getByRole('button', { name: '관리자 메뉴' }).click();
    await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '대시보드' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
    await page.getByRole('img', { name: /^오늘 / }).waitFor();
    await expectNoA11yViolations(page);
    const before = await todaysSales(page);
    const waiting = await depositsWaiting(page);
    expect(waiting).toBeGreaterThanOrEqual(1);

    await page.getByRole('link', { name: /^입금 대기/ }).click();
    await page.waitForURL((u) => u.pathname === '/admin/orders' && u.searchParams.get('status') === 'WAITING' && u.searchParams.get('paymentMethod') === 'BANK_TRANSFER');
    const list = page.getByRole('region', { name: '주문 목록' });
    const row = list.getByRole('row').filter({ hasText: detail.body.orderNumber });
    await row.getByText('입금 대기').waitFor();
    // Only deposits waiting are listed.
    const rows = list.getByRole('row').filter({ has: page.getByRole('link') });
    expect(await rows.count()).toBe(waiting);
    for (const r of await rows.all()) expect(await r.textContent()).toContain('입금 대기');

    await row.getByRole('button', { name: '입금 확인' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '입금 확인', exact: true }).click();
    await page.getByRole('status').filter({ hasText: COMMERCE_MESSAGES.depositConfirmed }).first().waitFor();

    await page.goto('/admin/dashboard');
    await page.getByRole('img', { name: /^오늘 / }).waitFor();
    await page.getByRole('button', { name: '새로고침' }).click();
    await expect.poll(() => todaysSales(page)).toEqual({ krw: before.krw + transfer.amount, orders: before.orders + 1 });
    expect(await depositsWaiting(page)).toBe(waiting - 1);
    await page.close();
  });

  it('fits a phone', async () => {
    const { page } = await newPage(browser, MOBILE);
    await logInThroughForm(page, ADMIN);
    await page.goto('/admin/dashboard');
    await page.getByRole('img', { name: /^오늘 / }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await expectNoA11yViolations(page);
    await page.close();
  });
});
