import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoA11yViolations, launch, MOBILE, newPage, skipE2E } from './support/browser.ts';
import { ADMIN, apiCall, apiToken, DEMO, logInThroughForm, twoProducts } from './support/commerce.ts';

// The buying path (store.md §2, §4): cart from the product page, checkout, the dev card window,
// bank transfer with the account popup, an admin confirming the deposit, and the license keys.

const path = (page: Page) => new URL(page.url()).pathname;

/** Waits for POST /api/order and returns the order id it created. */
async function orderIdOf(page: Page, act: () => Promise<void>): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/order' && r.request().method() === 'POST'),
    act(),
  ]);
  return ((await response.json()) as { orderId: number }).orderId;
}

interface SubscriptionSummary {
  itemId: number;
  count: number;
}

async function keysOf(token: string, itemId: number): Promise<number> {
  const { status, body } = await apiCall<{ subscriptionData: SubscriptionSummary[] | 'noData' }>('GET', '/api/subscription-list', token);
  expect(status).toBe(200);
  const list = body.subscriptionData === 'noData' ? [] : body.subscriptionData;
  return list.filter((s) => s.itemId === itemId).reduce((n, s) => n + s.count, 0);
}

describe.skipIf(skipE2E())('commerce', () => {
  let browser: Browser;
  let products: [number, number];
  beforeAll(async () => {
    browser = await launch();
    products = await twoProducts();
  });
  afterAll(() => browser?.close());

  it('asks a visitor to log in on the cart, and explains a failed payment', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/cart');
    await page.getByRole('heading', { name: '로그인이 필요합니다' }).waitFor();
    await expectNoA11yViolations(page);

    await page.goto('/order/failed');
    await page.getByRole('heading', { name: '결제에 실패했습니다' }).waitFor();
    await expectNoA11yViolations(page);
    await context.close();
  });

  it('puts a product in the cart from its page and pays for it in the dev card window', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await logInThroughForm(page, DEMO);
    await page.goto(`/products/${products[0]}`);
    await page.getByRole('button', { name: '장바구니', exact: true }).click();
    const added = page.getByRole('dialog').filter({ hasText: '장바구니에 상품을 담았습니다.' });
    await added.getByRole('button', { name: '장바구니 보기' }).click();

    await page.waitForURL('**/cart');
    await page.getByRole('checkbox', { name: /전체 선택/ }).waitFor();
    expect(await page.getByRole('region', { name: '장바구니 상품 목록' }).getByRole('listitem').count()).toBe(1);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: /1개 상품 결제하기/ }).click();
    await page.waitForURL('**/order/checkout');
    await page.getByRole('heading', { name: '주문 상품 1개' }).waitFor();
    await expectNoA11yViolations(page);

    // Paying without the agreement is stopped with a message.
    await page.getByRole('button', { name: /결제하기$/ }).click();
    await page.getByText('주문 내용 확인 및 결제 동의에 체크해 주세요.').waitFor();
    await page.getByRole('checkbox', { name: /결제에 동의합니다/ }).check();
    await page.getByRole('button', { name: /결제하기$/ }).click();

    await page.waitForURL('**/dev/payment**');
    await page.getByRole('heading', { name: '카드 결제' }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: '결제 승인' }).click();

    await page.waitForURL('**/order/success');
    await page.getByRole('heading', { name: '결제가 완료되었습니다' }).waitFor();
    await expectNoA11yViolations(page);

    // The ordered line left the cart.
    await page.goto('/cart');
    await page.getByText('장바구니에 담긴 상품이 없습니다.').waitFor();
    await context.close();
  });

  it('pays by bank transfer, shows the account, and issues the keys once an admin confirms the deposit', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await logInThroughForm(page, DEMO);
    await page.goto(`/products/${products[1]}`);
    await page.getByRole('button', { name: '수량 1개 늘리기' }).click();
    const orderId = await orderIdOf(page, () => page.getByRole('button', { name: '바로 구매' }).click());

    await page.waitForURL('**/order/checkout');
    await page.getByRole('heading', { name: '주문 상품 1개' }).waitFor();
    await page.getByText('무통장 입금', { exact: true }).click();
    const email = page.getByLabel('입금 안내를 받을 이메일');
    expect(await email.inputValue()).toContain('@');
    await page.getByRole('checkbox', { name: /결제에 동의합니다/ }).check();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: /결제하기$/ }).click();

    const popup = page.getByRole('dialog', { name: '입금 계좌 안내' });
    await popup.waitFor();
    await expectNoA11yViolations(page);
    await popup.getByRole('button', { name: '확인' }).click();

    await page.waitForURL('**/order/success');
    await page.getByRole('heading', { name: '주문이 접수되었습니다' }).waitFor();
    expect(await page.getByText('입금 계좌').count()).toBe(1);
    expect(await page.getByRole('button', { name: '계좌번호 복사' }).count()).toBe(1);
    await expectNoA11yViolations(page);
    await context.close();

    // No keys before the money arrives; two (one per unit) after the admin confirms it.
    const demo = await apiToken(DEMO);
    const before = await keysOf(demo, products[1]);
    const admin = await apiToken(ADMIN);
    const deposit = await apiCall<{ orderStatus: string }>('PUT', `/api/admin/orders/${orderId}/deposit`, admin);
    expect(deposit.status).toBe(200);
    expect(deposit.body.orderStatus).toBe('COMPLETE');
    expect((await keysOf(demo, products[1])) - before).toBe(2);
  });

  it('sends a checkout visit without an order back to the cart', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await logInThroughForm(page, DEMO);
    await page.goto('/order/checkout');
    const alert = page.getByRole('dialog').filter({ hasText: '주문서를 찾을 수 없습니다.' });
    await alert.getByRole('button', { name: '확인' }).click();
    await page.waitForURL('**/cart');
    expect(path(page)).toBe('/cart');
    await context.close();
  });
});
