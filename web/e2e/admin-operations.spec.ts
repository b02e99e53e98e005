import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, COMMERCE_MESSAGES } from '@store/shared';
import { DESKTOP, expectInView, expectNoA11yViolations, expectNoSidewaysScroll, launch, MOBILE, newPage, skipE2E } from './support/browser.ts';
import { ADMIN, logInThroughForm } from './support/commerce.ts';

// Admin operations (issue 7): new-order count and list, a bank deposit confirmed, a member
// suspended (their login refused) and restored, a custom request moved on, the audit log showing
// each change, a product question answered and shown on its page, a member given points, and a
// review hidden from its product page and shown again. Uses the admin-operations demo seed
// (buyer parkjh's bank transfer, member sample / sample1234!, 김사장's received application,
// member jungmk) and the catalog seed (taxpro's open question, the order collector's reviews).

const SAMPLE = { loginId: 'sample', password: 'sample1234!' } as const;

/** Answers the confirm dialog (useDialogs) by its confirm button. */
async function confirmDialog(page: Page, confirmLabel: string) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

describe.skipIf(skipE2E())('admin operations', () => {
  let browser: Browser;
  let admin: Page;
  beforeAll(async () => {
    browser = await launch();
    admin = (await newPage(browser, DESKTOP)).page;
    await logInThroughForm(admin, ADMIN);
  });
  afterAll(() => browser?.close());

  // 800 px: a tablet, where the tables' 760 px did not fit beside the panel's padding either.
  it.each([MOBILE, { width: 800, height: 1100 }])('at $width px, lists orders, questions, custom requests and members as cards, their links and buttons in view', async (viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await logInThroughForm(page, ADMIN);
    const inView = (shown: Locator) => expectInView(shown, viewport.width);
    const pages = [
      ['/admin/orders', '주문 목록'],
      ['/admin/qna', '상품 문의 목록'],
      ['/admin/custom-requests', '맞춤 제작 신청 목록'],
    ] as const;
    for (const [path, list] of pages) {
      await page.goto(path);
      const row = page.getByRole('region', { name: list }).getByRole('row').nth(1);
      await inView(row);
      await inView(row.getByRole('link').first());
      // Nothing is reached by scrolling the list, or the page, sideways.
      await expectNoSidewaysScroll(page, viewport.width);
      if (path === '/admin/orders') {
        // parkjh's bank transfer waits for its deposit (confirmed in the next test, at desktop width).
        const waiting = page.getByRole('region', { name: list }).getByRole('row').filter({ hasText: '박지훈' }).filter({ hasText: '입금 대기' });
        await inView(waiting.getByRole('button', { name: '입금 확인' }));
        // Its detail: the ordered product's amount is in view too.
        await waiting.getByRole('link').first().click();
        const item = page.getByRole('region', { name: '주문 상품' }).getByRole('row').nth(1);
        await inView(item.getByText(/원$/).last());
        await expectNoSidewaysScroll(page, viewport.width);
      }
      await expectNoA11yViolations(page);
    }

    // Members: the header row is hidden on cards, so sorting and select-all sit above them, and a
    // card's checkbox is clickable beside the login id that shares its line.
    await page.goto('/admin/users');
    const members = page.getByRole('region', { name: '회원 목록' });
    await page.getByLabel('정렬').selectOption('point:desc');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'point' && u.searchParams.get('direction') === 'desc');
    const member = members.getByRole('row').filter({ has: page.getByRole('link') }).filter({ has: page.getByRole('checkbox', { disabled: false }) }).first();
    await inView(member.getByText(/^[\d,]+P$/));
    await member.getByRole('checkbox').click();
    await page.getByRole('button', { name: '선택 회원 정지 (1)' }).waitFor();
    // And the login id beside it opens the member: the checkbox's cell must not lie over it.
    const loginId = await member.getByRole('link').first().textContent();
    await member.getByRole('link').first().click({ timeout: 5000 });
    await page.waitForURL((u) => /^\/admin\/users\/\d+$/.test(u.pathname));
    await page.getByText(loginId!, { exact: true }).first().waitFor();
    await expectNoSidewaysScroll(page, viewport.width);
    await expectNoA11yViolations(page);
    await context.close();
  });

  it('shows the new-order count and the order list, and confirms a bank-transfer deposit', async () => {
    await admin.goto('/admin/orders');
    const count = admin.getByTestId('new-order-count');
    await count.filter({ hasText: /[1-9]\d*건/ }).waitFor();
    await admin.getByRole('button', { name: '알림 켜기' }).waitFor();
    await admin.getByRole('region', { name: '주문 목록' }).waitFor();
    await expectNoA11yViolations(admin);

    await admin.getByLabel('구매자·아이디·주문번호').fill('parkjh');
    await admin.getByRole('button', { name: '검색', exact: true }).click();
    await admin.waitForURL((u) => u.searchParams.get('q') === 'parkjh');
    const row = admin.getByRole('region', { name: '주문 목록' }).getByRole('row').filter({ hasText: '박지훈' });
    await row.getByText('입금 대기').waitFor();
    // A double click: its second click lands on the confirmation's backdrop, which must not shut it.
    await row.getByRole('button', { name: '입금 확인' }).dblclick();
    await confirmDialog(admin, '입금 확인');
    await toast(admin, COMMERCE_MESSAGES.depositConfirmed);
    await row.getByText('결제 완료').waitFor();
    expect(await row.getByRole('button', { name: '입금 확인' }).count()).toBe(0);

    // The detail shows the issued key and who confirmed.
    await row.getByRole('link').click();
    await admin.getByRole('heading', { name: /발급된 라이선스 키 \(1\)/ }).waitFor();
    await admin.getByText('입금 확인', { exact: true }).first().waitFor();
    await expectNoA11yViolations(admin);
  });

  it('suspends a member, whose login is then refused, and lifts the suspension', async () => {
    await admin.goto('/admin/users?q=sample&field=loginId');
    await admin.getByRole('checkbox', { name: 'sample 선택' }).check();
    await admin.getByRole('button', { name: '선택 회원 정지 (1)' }).click();
    await admin.getByRole('dialog').getByLabel(/정지 사유/).fill('환불 악용 확인 중');
    await confirmDialog(admin, '정지');
    await toast(admin, '1명의 회원을 정지했습니다.');
    await admin.getByRole('region', { name: '회원 목록' }).getByText('이용 정지').waitFor();
    await admin.getByRole('region', { name: '회원 목록' }).getByText('사유: 환불 악용 확인 중').waitFor();
    await expectNoA11yViolations(admin);

    const member = await newPage(browser, MOBILE);
    await member.page.goto('/login');
    await member.page.getByLabel('아이디', { exact: true }).fill(SAMPLE.loginId);
    await member.page.getByLabel('비밀번호', { exact: true }).fill(SAMPLE.password);
    await member.page.getByRole('button', { name: '로그인', exact: true }).click();
    await member.page.getByText(AUTH_MESSAGES.blocked).waitFor();
    expect(new URL(member.page.url()).pathname).toBe('/login');

    await admin.getByRole('button', { name: 'sample 정지 해제' }).click();
    await confirmDialog(admin, '정지 해제');
    await toast(admin, '회원 정지를 해제했습니다.');
    await admin.getByRole('region', { name: '회원 목록' }).getByText('신규').waitFor();

    await logInThroughForm(member.page, SAMPLE);
    await member.context.close();
  });

  it('moves a custom request to its next status with a note', async () => {
    await admin.goto('/admin/custom-requests?q=김사장');
    await admin.getByRole('region', { name: '맞춤 제작 신청 목록' }).getByText('접수 완료').waitFor();
    await admin.getByRole('region', { name: '맞춤 제작 신청 목록' }).getByRole('link').first().click();
    await admin.getByRole('heading', { name: '쇼핑몰 주문 엑셀 자동 정리 프로그램' }).waitFor();
    await expectNoA11yViolations(admin);
    await admin.getByLabel('변경할 상태').selectOption({ label: '상담 완료' });
    await admin.getByLabel(/메모/).fill('전화 상담 후 견적 안내');
    await admin.getByRole('button', { name: '상태 변경' }).click();
    await toast(admin, '신청 상태를 변경했습니다.');
    await admin.getByText('접수 완료 → 상담 완료').waitFor();
    await admin.getByText('전화 상담 후 견적 안내').waitFor();
  });

  it('shows each change in the audit log with who, what and before/after', async () => {
    await admin.goto('/admin/audit-log?actor=admin');
    const table = admin.getByRole('region', { name: '감사 로그' });
    await table.getByText('맞춤 제작 상태 변경').first().waitFor();
    for (const action of ['입금 확인', '회원 정지', '회원 정지 해제']) await table.getByText(action, { exact: true }).first().waitFor();
    const latest = table.getByRole('row').nth(1);
    expect(await latest.textContent()).toContain('관리자 (admin)');
    expect(await latest.textContent()).toContain('메모: 전화 상담 후 견적 안내');
    await expectNoA11yViolations(admin);

    await admin.getByLabel('작업', { exact: true }).selectOption({ label: '회원 정지 해제' });
    await admin.getByRole('button', { name: '검색', exact: true }).click();
    await admin.waitForURL((u) => u.searchParams.get('action') === 'member.unblock');
    // The previous rows stay on screen until the filtered answer arrives.
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await table.getByRole('row').nth(1).textContent()).toContain('상태: 이용 정지');
    expect(await table.getByRole('row').nth(1).textContent()).toContain('사유: 환불 악용 확인 중');
  });

  it('answers a waiting product question, which the product page then shows', async () => {
    await admin.goto('/admin/qna');
    await admin.getByLabel('답변 상태').selectOption({ label: '답변 대기' });
    await admin.getByLabel('제목·내용·상품명·아이디').fill('수정세금계산서');
    await admin.getByRole('button', { name: '검색', exact: true }).click();
    await admin.waitForURL((u) => u.searchParams.get('state') === 'WAITING');
    const list = admin.getByRole('region', { name: '상품 문의 목록' });
    await admin.getByText('총 1건').waitFor();
    await list.getByText('답변 대기').waitFor();
    await expectNoA11yViolations(admin);
    await list.getByRole('link', { name: '수정세금계산서도 발행되나요?' }).click();

    await admin.getByRole('heading', { name: '수정세금계산서도 발행되나요?' }).waitFor();
    await expectNoA11yViolations(admin);
    const answer = '네, 수정세금계산서도 원본과 묶어 일괄 발행됩니다.';
    await admin.getByLabel('답변', { exact: true }).fill(answer);
    await admin.getByRole('button', { name: '답변 등록' }).click();
    await toast(admin, '답변을 등록했습니다.');
    await admin.getByRole('button', { name: '답변 수정' }).waitFor();
    const productPath = await admin.getByRole('link', { name: /세금계산서/ }).first().getAttribute('href');
    expect(productPath).toMatch(/^\/products\/\d+$/);

    // A visitor sees the answer under the question (the product cache followed the change).
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto(productPath!);
    await page.getByRole('tab', { name: /Q&A/ }).click();
    await page.getByRole('button', { name: /수정세금계산서도 발행되나요\?/ }).click();
    await page.getByText(answer).waitFor();
    await context.close();

    await admin.goto('/admin/audit-log?actor=admin');
    const latest = admin.getByRole('region', { name: '감사 로그' }).getByRole('row').nth(1);
    await latest.getByText('상품 문의 답변').waitFor();
    expect(await latest.textContent()).toContain(`답변: ${answer}`);
  });

  it('gives a member points with a reason, shown in the point history of their admin page', async () => {
    await admin.goto('/admin/users?q=jungmk');
    await admin.getByRole('link', { name: 'jungmk' }).click();
    await admin.getByRole('heading', { name: /정민권/ }).waitFor();
    await expectNoA11yViolations(admin);
    await admin.getByLabel('조정할 포인트').fill('1500');
    expect(await admin.getByLabel('조정할 포인트').inputValue()).toBe('1,500');
    await admin.getByLabel('조정 사유').fill('배송 지연 보상');
    await admin.getByRole('button', { name: '포인트 조정' }).click();
    await confirmDialog(admin, '지급');
    await toast(admin, '포인트 +1,500P를 조정했습니다.');
    // The history is a table here and a stacked list on phones: the one on screen.
    await admin.getByText('배송 지연 보상').filter({ visible: true }).first().waitFor();
  });

  it('hides a review from its product page with a reason, and shows it again', async () => {
    const text = '송장 양식 변환이 정말 편합니다';
    await admin.goto(`/admin/reviews?q=${encodeURIComponent(text)}`);
    const list = admin.getByRole('list', { name: '리뷰 목록' });
    await list.getByText(text, { exact: false }).waitFor();
    await expectNoA11yViolations(admin);
    const productPath = await list.getByRole('link').first().getAttribute('href');
    const itemId = Number(productPath?.split('/').pop());
    const shown = async () => {
      const res = await admin.request.get(`/api/items/detail?itemId=${itemId}`);
      const body = (await res.json()) as { reviews: { content: string }[] | 'noData' };
      return body.reviews !== 'noData' && body.reviews.some((r) => r.content.includes(text));
    };
    expect(await shown()).toBe(true);

    await list.getByRole('button', { name: /숨기기$/ }).click();
    const dialog = admin.getByRole('dialog', { name: '리뷰 숨기기' });
    await dialog.getByLabel('숨기는 사유').fill('다른 업체 홍보 문구가 있어 숨깁니다.');
    await dialog.getByRole('button', { name: '숨기기', exact: true }).click();
    await toast(admin, '리뷰를 숨겼습니다.');
    await expect.poll(shown).toBe(false);

    // A visitor's product page no longer lists it.
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto(productPath!);
    await page.getByRole('tab', { name: /리뷰/ }).click();
    await page.getByRole('tabpanel').waitFor();
    expect(await page.getByText(text, { exact: false }).count()).toBe(0);
    await context.close();

    await list.getByRole('button', { name: /다시 공개$/ }).click();
    await confirmDialog(admin, '다시 공개');
    await toast(admin, '리뷰를 다시 공개했습니다.');
    await expect.poll(shown).toBe(true);
  });
});
