import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoA11yViolations, launch, MOBILE, newPage, skipE2E, type Viewport } from './support/browser.ts';
import { expectAlert, logIn, requestAndEnterCode, uniqueMember, type TestMember } from './support/membership.ts';

// Membership end to end against the real API: sign-up with the SMS code from the dev outbox,
// login and logout, social-login notices, find ID, find and reset the password.

const DEMO = { loginId: 'demo', password: 'demo1234!', name: '김데모', email: 'demo@autoworks.kr', phone: '01012345678' };
const ADMIN = { loginId: 'admin', password: 'admin1234!' };

describe.skipIf(skipE2E())('membership', () => {
  let browser: Browser;
  const member: TestMember = uniqueMember();
  // The API allows one code per destination every 30 s; find-pw reuses the sign-up phone.
  let signupCodeAt = 0;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  async function open(viewport: Viewport, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
    const { page, context } = await newPage(browser, viewport);
    await page.goto(path);
    return { page, close: () => context.close() };
  }

  const path = (page: Page) => new URL(page.url()).pathname;

  it('signs up through terms, account and personal info with the SMS code, welcomes and lands on /', async () => {
    const { page, close } = await open(DESKTOP, '/signup');
    await page.getByRole('heading', { name: /이용약관에/ }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('checkbox', { name: /약관에 모두 동의합니다/ }).check();
    expect(await page.getByRole('checkbox', { name: /마케팅 정보 수신/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: '다음' }).click();

    await page.waitForURL('**/signup/account-info');
    await page.getByLabel('아이디', { exact: true }).fill(member.loginId);
    await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
    await page.getByLabel('비밀번호 확인', { exact: true }).fill(member.password);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: '다음' }).click();

    await page.waitForURL('**/signup/personal-info');
    await page.getByLabel('이름', { exact: true }).fill(member.name);
    await page.getByLabel('생년월일', { exact: true }).fill(member.birth);
    await page.getByLabel('이메일', { exact: true }).fill(member.email);
    await page.getByLabel('휴대폰 번호', { exact: true }).fill(member.phone);
    signupCodeAt = Date.now();
    await requestAndEnterCode(page, member.phone);
    expect(await page.getByRole('button', { name: '재요청' }).count()).toBe(1);
    expect(await page.getByRole('timer').textContent()).toMatch(/[0-3]:\d\d/);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: '가입하기' }).click();

    const welcome = page.getByRole('dialog', { name: '회원가입을 축하합니다!' });
    await welcome.waitFor();
    expect(await welcome.textContent()).toContain('신규 가입 환영 쿠폰이 발급되었습니다.');
    expect(await welcome.textContent()).toContain('마이페이지');
    await expectNoA11yViolations(page);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });
    await close();
  });

  it('guards the sign-up steps and the required terms on a phone', async () => {
    const { page, close } = await open(MOBILE, '/signup/personal-info');
    await page.waitForURL('**/signup');
    await page.getByRole('checkbox', { name: /마케팅 정보 수신/ }).check();
    await page.getByRole('button', { name: '다음' }).click();
    await (await expectAlert(page, '필수 약관에 모두 동의해 주세요.')).click();
    expect(path(page)).toBe('/signup');
    await expectNoA11yViolations(page);

    await page.getByRole('checkbox', { name: /서비스 이용약관/ }).check();
    await page.getByRole('checkbox', { name: /개인정보 수집 및 이용/ }).check();
    expect(await page.getByRole('checkbox', { name: /약관에 모두 동의합니다/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/signup/account-info');
    await page.getByLabel('아이디', { exact: true }).fill('ab');
    await page.getByText('아이디는 4~16자로 입력해 주세요.').waitFor();
    await page.getByLabel('비밀번호', { exact: true }).fill('abcd1234!');
    await page.getByLabel('비밀번호 확인', { exact: true }).fill('abcd1234?');
    await page.getByText('비밀번호가 일치하지 않습니다.').waitFor();
    await expectNoA11yViolations(page);
    await close();
  });

  it('keeps the sign-up through a reload on step 2: the id and personal info come back, the password is asked again', async () => {
    const visitor = uniqueMember();
    const { page, close } = await open(MOBILE, '/signup');
    await page.getByRole('checkbox', { name: /약관에 모두 동의합니다/ }).check();
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/signup/account-info');
    await page.getByLabel('아이디', { exact: true }).fill(visitor.loginId);
    await page.getByLabel('비밀번호', { exact: true }).fill(visitor.password);
    await page.getByLabel('비밀번호 확인', { exact: true }).fill(visitor.password);
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/signup/personal-info');
    await page.getByLabel('이름', { exact: true }).fill(visitor.name);
    await page.getByLabel('이메일', { exact: true }).fill(visitor.email);
    expect(await page.evaluate(() => sessionStorage.getItem('signup-draft'))).not.toContain(visitor.password);

    await page.reload();
    await page.waitForURL('**/signup/account-info');
    expect(await page.getByLabel('아이디', { exact: true }).inputValue()).toBe(visitor.loginId);
    expect(await page.getByLabel('비밀번호', { exact: true }).inputValue()).toBe('');
    await page.getByRole('note').getByText(/비밀번호는 보안을 위해 저장하지 않으니/).waitFor();
    await page.getByLabel('비밀번호', { exact: true }).fill(visitor.password);
    await page.getByLabel('비밀번호 확인', { exact: true }).fill(visitor.password);
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/signup/personal-info');
    expect(await page.getByLabel('이름', { exact: true }).inputValue()).toBe(visitor.name);
    expect(await page.getByLabel('이메일', { exact: true }).inputValue()).toBe(visitor.email);
    await close();
  });

  it('logs the new member in for this session only, and out again (header changes)', async () => {
    const { page, close } = await open(DESKTOP, '/');
    await logIn(page, member.loginId, member.password);
    await page.waitForURL((url) => url.pathname === '/');
    const logout = page.getByRole('banner').getByRole('button', { name: '로그아웃' });
    await logout.waitFor();
    expect(await page.evaluate(() => [Boolean(sessionStorage.getItem('token')), localStorage.getItem('token')])).toEqual([true, null]);
    await logout.click();
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'))).toBeNull();
    await close();
  });

  it('keeps demo logged in across a reload with 로그인 유지', async () => {
    const { page, close } = await open(DESKTOP, '/');
    await logIn(page, DEMO.loginId, DEMO.password, true);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();
    expect(await page.evaluate(() => Boolean(localStorage.getItem('token')))).toBe(true);
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: '관리자 페이지' }).count()).toBe(0);
    await close();
  });

  it('shows 관리자 페이지 to the admin', async () => {
    const { page, close } = await open(DESKTOP, '/');
    await logIn(page, ADMIN.loginId, ADMIN.password);
    await page.getByRole('banner').getByRole('link', { name: '관리자 페이지' }).waitFor();
    await close();
  });

  it('shows the server message for a wrong password, on a phone without the site header', async () => {
    const { page, close } = await open(MOBILE, '/login');
    expect(await page.getByRole('banner').count()).toBe(0);
    await expectNoA11yViolations(page);
    await logIn(page, DEMO.loginId, 'wrong-pass1!');
    await page.getByRole('alert').filter({ hasText: '로그인에 실패했습니다. 아이디와 비밀번호를 확인하고 다시 시도해 주세요.' }).waitFor();
    expect(path(page)).toBe('/login');
    await expectNoA11yViolations(page);
    await close();
  });

  it('explains unavailable social logins and oauth2 errors', async () => {
    const { page, close } = await open(DESKTOP, '/login?oauth2error=alreadyexist&provider=kakao');
    await (await expectAlert(page, '이미 가입된 이메일입니다. 기존 아이디로 로그인해 주세요. (카카오)')).click();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('oauth2Error'))).toBeNull();
    // The e2e store has no OAuth client configured, so the buttons say so instead of redirecting.
    await page.getByRole('button', { name: '네이버로 로그인' }).click();
    await (await expectAlert(page, '네이버 로그인이 아직 설정되지 않았습니다.')).click();
    await page.getByRole('button', { name: '구글로 로그인' }).click();
    await (await expectAlert(page, '구글 로그인은 현재 준비 중입니다.')).click();
    await close();
  });

  it('finds the ID by e-mail', async () => {
    const { page, close } = await open(DESKTOP, '/find-id');
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: /이메일로 찾기/ }).click();
    await page.waitForURL('**/find-id/email');
    await page.getByLabel('이름', { exact: true }).fill(DEMO.name);
    await page.getByLabel('이메일', { exact: true }).fill(DEMO.email);
    await requestAndEnterCode(page, DEMO.email);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: '아이디 찾기' }).click();
    await (await expectAlert(page, '이메일로 아이디를 찾았습니다.')).click();
    await page.waitForURL('**/find-id/result');
    expect(await page.getByTestId('found-login-id').textContent()).toBe(DEMO.loginId);
    await expectNoA11yViolations(page);
    await close();
  });

  it('finds the ID by phone on a phone', async () => {
    const { page, close } = await open(MOBILE, '/find-id/phone');
    await page.getByLabel('이름', { exact: true }).fill(DEMO.name);
    await page.getByLabel('휴대폰 번호', { exact: true }).fill(DEMO.phone);
    await requestAndEnterCode(page, DEMO.phone);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: '아이디 찾기' }).click();
    await (await expectAlert(page, '휴대폰 번호로 아이디를 찾았습니다.')).click();
    await page.waitForURL('**/find-id/result');
    expect(await page.getByTestId('found-login-id').textContent()).toBe(DEMO.loginId);
    await expectNoA11yViolations(page);
    await close();
  });

  it('finds and resets the password of the new member, who then logs in with it', async () => {
    const wait = signupCodeAt + 31_000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const { page, close } = await open(DESKTOP, '/find-pw');
    await page.getByLabel('아이디', { exact: true }).fill(member.loginId);
    await page.getByLabel('이름', { exact: true }).fill(member.name);
    await page.getByLabel('휴대폰 번호', { exact: true }).fill(member.phone);
    await requestAndEnterCode(page, member.phone);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: '비밀번호 찾기', exact: true }).click();
    await (await expectAlert(page, '본인 확인이 완료되었습니다.')).click();

    await page.waitForURL('**/find-pw/reset-password');
    await expectNoA11yViolations(page);
    const newPassword = 'Reset5678!';
    await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await page.getByLabel('새 비밀번호 확인', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await (await expectAlert(page, '비밀번호가 변경되었습니다.')).click();
    await page.waitForURL('**/login');
    // The found login id is carried over to the login form.
    expect(await page.getByLabel('아이디', { exact: true }).inputValue()).toBe(member.loginId);

    await logIn(page, member.loginId, newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();
    await close();
  }, 90_000);

  it('says 잘못된 접근입니다 on the reset and result pages opened without their hand-over', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      // Without the permission find-pw leaves in memory, the reset page returns to /login.
      const { page, close } = await open(viewport, '/find-pw/reset-password');
      await (await expectAlert(page, '잘못된 접근입니다.')).click();
      await page.waitForURL('**/login');
      await page.goto('/find-id/result');
      await page.getByRole('heading', { name: '잘못된 접근입니다.' }).waitFor();
      await close();
    }
  });
});
