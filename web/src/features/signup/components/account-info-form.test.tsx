import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, FIELD_MESSAGES } from '@store/shared';
import { fetchedPaths, jsonResponse, mockFetch, renderRoute } from '../../../test/render.tsx';
import { signupFormAtom } from '../state.ts';
import { AccountInfoForm } from './account-info-form.tsx';

function setup() {
  const user = userEvent.setup();
  const view = renderRoute(<AccountInfoForm />, { path: '/signup/account-info', routes: [{ path: '/signup/personal-info', element: <h1>개인 정보</h1> }] });
  return {
    user,
    ...view,
    loginId: () => screen.getByLabelText('아이디'),
    password: () => screen.getByLabelText('비밀번호'),
    confirm: () => screen.getByLabelText('비밀번호 확인'),
    next: () => screen.getByRole('button', { name: '다음' }) as HTMLButtonElement,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('AccountInfoForm', () => {
  it('after a reload, or back from step 2, fills the kept id and asks for the password again', async () => {
    sessionStorage.setItem('signup-draft', JSON.stringify({ termsAgreed: true, privacyAgreed: true, loginId: 'newuser' }));
    const t = setup();
    expect((t.loginId() as HTMLInputElement).value).toBe('newuser');
    expect((t.password() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('note').textContent).toContain('비밀번호는 보안을 위해 저장하지 않으니 다시 입력해 주세요');
  });

  it('says nothing about a kept draft on a first visit', () => {
    setup();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('validates each field as it changes, with the shared Korean messages', async () => {
    const t = setup();
    await t.user.type(t.loginId(), 'ab');
    expect(await screen.findByText(FIELD_MESSAGES.loginIdLength)).toBeTruthy();
    await t.user.type(t.loginId(), '-x');
    expect(await screen.findByText(FIELD_MESSAGES.loginIdChars)).toBeTruthy();

    await t.user.type(t.password(), 'password');
    expect(await screen.findByText(FIELD_MESSAGES.password)).toBeTruthy();
  });

  it('keeps an over-long id or password as typed and says it is too long, instead of cutting it to 16', async () => {
    const t = setup();
    await t.user.click(t.loginId());
    await t.user.paste('a'.repeat(20));
    expect((t.loginId() as HTMLInputElement).value).toBe('a'.repeat(20));
    expect(await screen.findByText(FIELD_MESSAGES.loginIdLength)).toBeTruthy();
    await t.user.click(t.password());
    await t.user.paste('Abcd1234!xyzXYZ98765');
    expect((t.password() as HTMLInputElement).value).toBe('Abcd1234!xyzXYZ98765');
    expect(await screen.findByText(FIELD_MESSAGES.password)).toBeTruthy();
  });

  it('keeps Next disabled until the confirmation is filled, then flags a mismatch', async () => {
    const t = setup();
    await t.user.type(t.loginId(), 'newuser');
    await t.user.type(t.password(), 'abcd1234!');
    expect(t.next().disabled).toBe(true);
    await t.user.type(t.confirm(), 'abcd1234?');
    expect(t.next().disabled).toBe(false);
    expect(await screen.findByText(FIELD_MESSAGES.passwordMismatch)).toBeTruthy();
    await t.user.click(t.next());
    expect(t.router.state.location.pathname).toBe('/signup/account-info');
  });

  it('leaves the confirmation alone until it is typed, then re-checks it when the password changes', async () => {
    const t = setup();
    await t.user.type(t.password(), 'abcd1234!');
    await screen.findByText('영문, 숫자, 특수문자(@$!%*#?&)를 모두 포함한 8~16자');
    expect(screen.queryByText(FIELD_MESSAGES.passwordConfirmRequired)).toBeNull();
    await t.user.type(t.confirm(), 'abcd1234!');
    expect(screen.queryByText(FIELD_MESSAGES.passwordMismatch)).toBeNull();
    await t.user.type(t.password(), 'x');
    expect(await screen.findByText(FIELD_MESSAGES.passwordMismatch)).toBeTruthy();
  });

  it('stores id and password in the in-memory form and moves to personal info once the id is free', async () => {
    const fetch = mockFetch(() => ({ available: true, message: AUTH_MESSAGES.loginIdAvailable }));
    const t = setup();
    await t.user.type(t.loginId(), 'newuser');
    await t.user.type(t.password(), 'abcd1234!');
    await t.user.type(t.confirm(), 'abcd1234!');
    await t.user.click(t.next());
    expect(t.router.state.location.pathname).toBe('/signup/personal-info');
    expect(t.store.get(signupFormAtom)).toMatchObject({ loginId: 'newuser', password: 'abcd1234!' });
    expect(fetchedPaths(fetch)).toEqual(['/api/members/login-id/check']);
  });

  it('says a taken id at this step and stays, before any phone is verified', async () => {
    mockFetch(() => ({ available: false, message: AUTH_MESSAGES.loginIdTaken }));
    const t = setup();
    await t.user.type(t.loginId(), 'demo');
    await t.user.type(t.password(), 'abcd1234!');
    await t.user.type(t.confirm(), 'abcd1234!');
    await t.user.click(t.next());
    expect(await screen.findByText(AUTH_MESSAGES.loginIdTaken)).toBeTruthy();
    expect(t.router.state.location.pathname).toBe('/signup/account-info');
    expect(document.activeElement).toBe(t.loginId());
  });

  it('stays with a Korean message when the check cannot be made', async () => {
    mockFetch(() => jsonResponse(429, { message: AUTH_MESSAGES.loginIdCheckThrottled }));
    const t = setup();
    await t.user.type(t.loginId(), 'newuser');
    await t.user.type(t.password(), 'abcd1234!');
    await t.user.type(t.confirm(), 'abcd1234!');
    await t.user.click(t.next());
    expect(await screen.findByText(AUTH_MESSAGES.loginIdCheckThrottled)).toBeTruthy();
    expect(t.router.state.location.pathname).toBe('/signup/account-info');
  });
});
