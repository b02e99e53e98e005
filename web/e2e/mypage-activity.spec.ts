import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, expectNoA11yViolations, launch, MOBILE, newPage, skipE2E } from './support/browser.ts';
import { apiCall, apiToken, DEMO, logInThroughForm, twoProducts } from './support/commerce.ts';

// My page activity (store.md §2 My page): the home with profile and grade, the purchase list and
// detail with download and review, a review showing on the product page, a Q&A edit and a custom
// order, as the demo member, at desktop and phone widths with the axe check.

/** A fresh paid order of `itemId` for demo through the API (order → sheet → dev card → verify). */
async function paidOrder(token: string, memberId: number, itemId: number): Promise<number> {
  const order = await apiCall<{ orderId: number }>('POST', '/api/order', token, { memberId, orderType: 'NEW', items: [{ itemId, month: 1, quantity: 1 }] });
  expect(order.status).toBe(200);
  const sheet = await apiCall<{ paymentId: string; finalAmount: number }>('POST', '/api/ordersheet', token, { orderId: order.body.orderId, usePoint: 0, couponId: null, paymentMethod: 'SIMPLE_PAY' });
  expect(sheet.status).toBe(200);
  const pay = await fetch(`${baseURL()}/api/dev/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paymentId: sheet.body.paymentId, amount: sheet.body.finalAmount, status: 'PAID' }),
  });
  expect(pay.ok).toBe(true);
  const verified = await apiCall('POST', '/api/payment/verify', token, { paymentId: sheet.body.paymentId, amount: sheet.body.finalAmount, orderId: order.body.orderId });
  expect(verified.status).toBe(200);
  return order.body.orderId;
}

async function demoMemberId(token: string): Promise<number> {
  const res = await fetch(`${baseURL()}/api/auth/members/id`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const parsed = JSON.parse(text) as { memberId?: number };
  if (typeof parsed.memberId !== 'number') throw new Error(`unexpected member id answer: ${text}`);
  return parsed.memberId;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true, level: 1 }).waitFor();

describe.skipIf(skipE2E())('my page activity', () => {
  let browser: Browser;
  let orderId: number;
  let itemId: number;
  beforeAll(async () => {
    browser = await launch();
    const token = await apiToken(DEMO);
    [, itemId] = await twoProducts();
    orderId = await paidOrder(token, await demoMemberId(token), itemId);
  });
  afterAll(() => browser?.close());

  it('shows the home: profile with grade ranges and progress, purchases by date, reviews, questions', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await logInThroughForm(page, DEMO);
    await page.goto('/mypage');
    await heading(page, '마이페이지');
    await page.getByText('김데모님, 반갑습니다').waitFor();
    await page.getByRole('progressbar').waitFor();
    await page.getByRole('button', { name: /회원 등급/ }).click();
    await page.getByText('등급별 누적 구매 금액').waitFor();
    expect(await page.getByText('500,001원 이상').isVisible()).toBe(true);
    // Drawn on top, not clipped by the profile box (whose overflow once hid the last row, VVIP).
    const onTop = (el: Element) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    };
    expect(await page.getByText('500,001원 이상').evaluate(onTop)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByText('등급별 누적 구매 금액').waitFor({ state: 'detached' });
    await page.getByRole('region', { name: '최근 구매 내역' }).getByRole('heading', { level: 3 }).first().waitFor();
    await page.getByRole('region', { name: '상품 문의' }).getByText('세금계산서 발행 가능할까요?').waitFor();
    await expectNoA11yViolations(page);
    await context.close();
  });

  it('walks the purchase list and detail, opens the download page and writes a review that shows on the product page', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await logInThroughForm(page, DEMO);
    await page.goto('/mypage/purchase-list');
    await heading(page, '구매 내역');
    await page.getByRole('article').first().waitFor();
    await expectNoA11yViolations(page);

    const order = page.getByRole('article').filter({ has: page.locator(`a[href="/mypage/purchase/detail/${orderId}"]`) });
    await order.getByRole('link', { name: /주문 상세/ }).click();
    await heading(page, '주문 상세');
    await page.getByRole('region', { name: '결제 정보' }).getByText('결제 금액').waitFor();
    await page.getByText('결제 완료').first().waitFor();
    await expectNoA11yViolations(page);

    const [downloadPage] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /다운로드 \(새 창\)/ }).first().click()]);
    await downloadPage.waitForLoadState();
    expect(new URL(downloadPage.url()).pathname).toBe(`/software-downloads/${itemId}/index.html`);
    await downloadPage.getByRole('heading', { level: 1, name: /다운로드$/ }).waitFor();
    await downloadPage.close();

    const content = `e2e 리뷰: 설치가 쉽고 매일 쓰고 있어요 ${Date.now()}`;
    await page.getByRole('button', { name: /리뷰 쓰기/ }).first().click();
    const dialog = page.getByRole('dialog', { name: '리뷰 작성' });
    await dialog.getByText(/리뷰 작성 시 .*P 적립/).waitFor();
    // Stars are required, then the 10-character minimum.
    await dialog.getByRole('button', { name: '리뷰 등록' }).click();
    await dialog.getByText('별점은 1점부터 5점까지 선택해 주세요.').waitFor();
    await dialog.locator('label').filter({ hasText: '4점 좋아요' }).click();
    expect(await dialog.getByRole('radio', { name: '4점 좋아요' }).isChecked()).toBe(true);
    await dialog.getByLabel('리뷰 내용').fill('짧은 리뷰');
    await dialog.getByRole('button', { name: '리뷰 등록' }).click();
    await dialog.getByText('리뷰는 10자 이상 1000자 이하로 입력해 주세요.').waitFor();
    await dialog.getByLabel('리뷰 내용').fill(content);
    await dialog.getByRole('button', { name: '리뷰 등록' }).click();
    await page.getByText(/리뷰가 등록되었습니다\. .*P가 적립되었습니다\./).waitFor();
    await page.getByText('리뷰 작성 완료').first().waitFor();

    await page.goto(`/products/${itemId}`);
    await page.getByRole('tab', { name: /리뷰/ }).click();
    await page.getByText(content).waitFor();

    await page.goto('/mypage/review-written-list');
    await heading(page, '작성한 리뷰');
    await page.getByText(content).waitFor();
    await expectNoA11yViolations(page);

    // The reviewed line left the reviewable list; the overview shows both lists.
    await page.goto('/mypage/review-list');
    await heading(page, '리뷰 관리');
    await page.getByText(content).waitFor();
    await expectNoA11yViolations(page);
    await page.goto('/mypage/review-available-list');
    await heading(page, '작성 가능한 리뷰');
    await page.getByRole('region', { name: '작성 가능한 리뷰' }).waitFor();
    const reviewable = await apiCall<{ content: { orderId: number }[] }>('GET', '/api/mypage/reviewable-items?size=50', await apiToken(DEMO));
    expect(reviewable.body.content.some((line) => line.orderId === orderId)).toBe(false);
    await expectNoA11yViolations(page);
    await context.close();
  });

  it('edits an unanswered question; answered ones have no edit', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await logInThroughForm(page, DEMO);
    await page.goto('/mypage/qna');
    await heading(page, '상품 문의');
    const answered = page.getByRole('listitem').filter({ hasText: '답변 완료' }).first();
    await answered.waitFor();
    expect(await answered.getByRole('button', { name: /수정/ }).count()).toBe(0);

    await page.getByRole('button', { name: /수정$/ }).first().click();
    const dialog = page.getByRole('dialog', { name: '문의 수정' });
    const title = `세금계산서 발행 문의 (수정 ${Date.now() % 10000})`;
    await dialog.getByLabel('제목').fill(title);
    await dialog.getByRole('button', { name: '수정하기' }).click();
    await page.getByText('문의가 수정되었습니다.').waitFor();
    await page.getByText(title).waitFor();
    await expectNoA11yViolations(page);
    await context.close();
  });

  it('opens a custom order with its help popup and attached file (phone width)', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await logInThroughForm(page, DEMO);
    await page.goto('/mypage/custom-order');
    await heading(page, '맞춤 제작 주문');
    await page.getByRole('button', { name: '진행 단계 안내' }).click();
    const help = page.getByRole('dialog', { name: '맞춤 제작 진행 단계' });
    expect(await help.getByRole('listitem').count()).toBe(7);
    await help.getByRole('button', { name: '닫기' }).click();
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: /거래처 엑셀 자동 정리/ }).click();
    await heading(page, '거래처 엑셀 자동 정리 및 메일 발송 프로그램');
    await page.getByText('제작 중').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '요구사항_정리.txt 다운로드' }).click()]);
    expect(download.suggestedFilename()).toBe('요구사항_정리.txt');
    await expectNoA11yViolations(page);

    await page.goto('/mypage');
    await heading(page, '마이페이지');
    await page.getByRole('progressbar').waitFor();
    await expectNoA11yViolations(page);
    await context.close();
  });
});
