import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, expectNoA11yViolations, launch, MOBILE, newPage, skipE2E, type Viewport } from './support/browser.ts';
import { apiCall, apiToken, DEMO, logInThroughForm } from './support/commerce.ts';
import { codeFromOutbox, expectAlert, uniqueMember, type TestMember } from './support/membership.ts';

// My page, account part, end to end: the demo member walks my info, notifications, points and
// coupons (desktop and phone, axe on each); a freshly signed-up member verifies a new e-mail,
// registers a coupon code, changes the password (other sessions end) and withdraws.

async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${baseURL()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

/** Signs a member up through the API with the SMS code from the dev outbox, as a person would. */
async function signUp(member: TestMember): Promise<{ status: number; body: any }> {
  const since = Date.now();
  const sent = await post('/api/members/phone/certification/no-user', { phoneNumber: member.phone });
  if (sent.status !== 200) throw new Error(`code request failed: ${sent.status}`);
  const authNumber = await codeFromOutbox(member.phone, since);
  return post('/api/signup', {
    name: member.name,
    birth: member.birth,
    email: member.email,
    phoneNumber: member.phone,
    authNumber,
    loginId: member.loginId,
    password: member.password,
    marketingOptIn: false,
    termsAgreed: true,
    privacyAgreed: true,
    timeStamp: Date.now(),
  });
}

describe.skipIf(skipE2E())('my page: account', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  async function asDemo(viewport: Viewport): Promise<{ page: Page; close: () => Promise<void> }> {
    const { page, context } = await newPage(browser, viewport);
    await logInThroughForm(page, DEMO);
    return { page, close: () => context.close() };
  }

  it('on a phone, a my-page screen opened directly shows its own tab in the menu strip', async () => {
    const { page, close } = await asDemo(MOBILE);
    try {
      await page.goto('/mypage/subscription');
      const strip = page.getByRole('navigation', { name: '마이페이지 메뉴' });
      const tab = strip.locator('[aria-current="page"]').first();
      await tab.waitFor();
      await page.waitForFunction(() => (document.querySelector('nav[aria-label="마이페이지 메뉴"]')?.scrollLeft ?? 0) > 0);
      const [box, tabBox] = [await strip.boundingBox(), await tab.boundingBox()];
      expect(tabBox!.x).toBeGreaterThanOrEqual(box!.x);
      expect(tabBox!.x + tabBox!.width).toBeLessThanOrEqual(box!.x + box!.width);
    } finally {
      await close();
    }
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)('demo walks my info, notifications, points and coupons (%s)', async (_, viewport) => {
    const { page, close } = await asDemo(viewport);
    try {
      await page.goto('/mypage/my-info');
      await page.getByRole('heading', { name: '개인정보 관리', level: 1 }).waitFor();
      const info = page.getByRole('region', { name: '회원 정보' });
      expect(await info.textContent()).toContain('demo');
      expect(await info.textContent()).toContain('010-1234-5678');
      expect(await page.getByRole('link', { name: '회원 탈퇴' }).getAttribute('href')).toBe('/mypage/withdrawal');
      await expectNoA11yViolations(page);

      await page.goto('/mypage/notification');
      const sms = page.getByRole('switch', { name: 'SMS 알림' });
      await sms.waitFor();
      await expectNoA11yViolations(page);
      const before = await sms.getAttribute('aria-checked');
      await sms.click();
      await page.getByRole('status').filter({ hasText: /SMS 알림 수신(에 동의|을 거부)하셨습니다/ }).waitFor();
      await page.waitForFunction((b) => document.querySelector('[role="switch"][aria-labelledby="pref-sms-label"]')?.getAttribute('aria-checked') !== b, before);
      // The ad consent changes only through the confirm modal.
      const state = page.getByTestId('ad-consent-state');
      const agreed = (await state.textContent()) === '수신 동의';
      await page.getByRole('button', { name: agreed ? '거부' : '동의', exact: true }).click();
      const modal = page.getByRole('dialog').filter({ hasText: agreed ? '거부하시겠습니까' : '동의하시겠습니까' });
      await modal.waitFor();
      await modal.getByRole('button', { name: agreed ? '거부' : '동의', exact: true }).click();
      await page.waitForFunction((t) => document.querySelector('[data-testid="ad-consent-state"]')?.textContent === t, agreed ? '수신 거부' : '수신 동의');

      await page.goto('/mypage/check-point');
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(5);
      await expectNoA11yViolations(page);
      const total = async () => Number(/총 (\d+)건/.exec((await page.getByText(/총 \d+건/).textContent()) ?? '')?.[1]);
      const month = await total();
      await page.getByRole('button', { name: '6개월' }).click();
      await page.waitForFunction((m) => Number(/총 (\d+)건/.exec(document.body.textContent ?? '')?.[1]) > m, month);
      await page.getByRole('button', { name: '적립', exact: true }).click();
      await page.waitForFunction(() => [...document.querySelectorAll('tbody tr')].every((r) => r.textContent?.includes('적립')));
      await page.getByRole('navigation', { name: '포인트 내역 페이지' }).getByRole('button', { name: '2', exact: true }).click();
      await page.waitForFunction(() => document.querySelector('nav[aria-label="포인트 내역 페이지"] [aria-current="page"]')?.textContent === '2');
      // A reversed range is explained, not sent.
      await page.getByLabel('시작일').fill('2026-11-10');
      await page.getByLabel('종료일').fill('2026-11-01');
      await page.getByRole('button', { name: '조회' }).click();
      expect(await page.getByRole('alert').textContent()).toBe('시작일은 종료일보다 늦을 수 없습니다.');

      await page.goto('/mypage/check-coupon');
      const list = page.getByRole('list', { name: '쿠폰 목록' });
      await list.waitFor();
      expect(await list.getByRole('listitem').count()).toBe(4);
      await expectNoA11yViolations(page);
      await page.getByRole('navigation', { name: '쿠폰 페이지' }).getByRole('button', { name: '2', exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll('[aria-label="쿠폰 목록"] > li').length < 4);
      await page.getByRole('tab', { name: /사용 완료/ }).click();
      await list.getByText('기간 만료').first().waitFor();
      expect(await list.getByText('사용 완료').count()).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('a fresh member verifies a new e-mail, registers a coupon, changes the password (other sessions end) and withdraws', async () => {
    const member = uniqueMember();
    expect((await signUp(member)).status).toBe(201);
    const otherDevice = await apiToken(member);
    const { page, context } = await newPage(browser, DESKTOP);
    try {
      await logInThroughForm(page, member);

      // E-mail: a code to the new address, 180 s countdown, confirm.
      await page.goto('/mypage/my-info');
      const emailForm = page.getByRole('form', { name: '이메일 변경' });
      await emailForm.waitFor();
      const newEmail = `new.${member.email}`;
      await emailForm.getByLabel('이메일', { exact: true }).fill(newEmail);
      const since = Date.now();
      await emailForm.getByRole('button', { name: '인증 요청' }).click();
      await emailForm.getByText('인증번호가 발송되었습니다.').waitFor();
      expect(await emailForm.getByRole('timer').textContent()).toMatch(/[0-3]:\d\d/);
      await emailForm.getByLabel('인증번호', { exact: true }).fill(await codeFromOutbox(newEmail, since));
      await expectNoA11yViolations(page);
      await emailForm.getByRole('button', { name: '인증 확인' }).click();
      await (await expectAlert(page, '이메일 인증이 완료되었습니다.')).click();
      await page.getByRole('region', { name: '회원 정보' }).getByText(newEmail).waitFor();
      expect(await page.getByRole('region', { name: '회원 정보' }).getByText('인증 완료').count()).toBe(1);

      // Password: live rules, then the change; the other device's session ends.
      await page.getByRole('button', { name: '비밀번호 변경' }).click();
      const modal = page.getByRole('dialog', { name: '비밀번호 변경' });
      await modal.waitFor();
      await modal.getByLabel('현재 비밀번호').fill(member.password);
      await modal.getByLabel('새 비밀번호', { exact: true }).fill(member.password);
      await modal.getByText('새 비밀번호는 현재 비밀번호와 달라야 합니다.').waitFor();
      const newPassword = 'Chan9e99!';
      await modal.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
      await modal.getByLabel('새 비밀번호 확인').fill('Chan9e99?');
      await modal.getByText('비밀번호와 비밀번호 확인이 일치하지 않습니다.').waitFor();
      await modal.getByLabel('새 비밀번호 확인').fill(newPassword);
      await expectNoA11yViolations(page);
      await modal.getByRole('button', { name: '변경하기' }).click();
      await (await expectAlert(page, '비밀번호가 변경되었습니다.')).click();
      expect((await apiCall('GET', '/api/members/my-info', otherDevice)).status).toBe(401);
      const fresh = await apiToken({ loginId: member.loginId, password: newPassword });
      expect((await apiCall<{ data: { email: string } }>('GET', '/api/members/my-info', fresh)).body.data.email).toBe(newEmail);

      // Coupon code registration.
      await page.goto('/mypage/check-coupon');
      await page.getByLabel('쿠폰 등록').fill('AUTUMN2026');
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await page.getByRole('list', { name: '쿠폰 목록' }).getByText('가을 감사 쿠폰').waitFor();

      // Withdrawal: notices, reason, password, consent, confirm; logged out at /.
      await page.goto('/mypage/withdrawal');
      await page.getByRole('heading', { name: '탈퇴 전 확인해 주세요' }).waitFor();
      await expectNoA11yViolations(page);
      const submit = page.getByRole('button', { name: '탈퇴하기' });
      expect(await submit.isDisabled()).toBe(true);
      await page.getByRole('radio', { name: '가격이 부담돼요' }).check();
      await page.getByLabel('현재 비밀번호').fill(newPassword);
      await page.getByRole('checkbox', { name: /회원 탈퇴에 동의합니다/ }).check();
      await submit.click();
      const confirm = page.getByRole('dialog').filter({ hasText: '정말 탈퇴하시겠습니까?' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: '탈퇴하기' }).click();
      await (await expectAlert(page, '회원 탈퇴가 완료되었습니다.')).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();

      expect((await apiCall('GET', '/api/members/my-info', fresh)).status).toBe(401);
      expect((await post('/api/login', { loginId: member.loginId, password: newPassword })).status).toBe(401);
      // The id is held: a new sign-up with it is refused.
      const again = await signUp({ ...uniqueMember(), loginId: member.loginId });
      expect(again.status).toBe(409);
    } finally {
      await context.close();
    }
  });

  it('refuses to let demo withdraw while their license keys are active', async () => {
    const token = await apiToken(DEMO);
    const res = await apiCall<{ message: string }>('POST', '/api/members/withdrawal', token, { reason: 'OTHER', agreed: true, password: DEMO.password });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/구독|주문/);
  });
});
