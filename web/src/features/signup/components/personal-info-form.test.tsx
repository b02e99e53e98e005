import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, FIELD_MESSAGES } from '@store/shared';
import { findDialog, renderRoute, stubFetch } from '../../../test/render.tsx';
import { EMPTY_SIGNUP_FORM, readSignupDraft, signupFormAtom } from '../state.ts';
import { PersonalInfoForm } from './personal-info-form.tsx';

const codeSent = { result: 'success', message: AUTH_MESSAGES.codeSentPhone };

function setup(signup: (body: any) => { status?: number; json: unknown }) {
  const { fetchMock, calls } = stubFetch({
    'POST /api/members/phone/certification/no-user': () => ({ json: codeSent }),
    'POST /api/signup': signup,
  });
  vi.stubGlobal('fetch', fetchMock);
  const store = createStore();
  store.set(signupFormAtom, { ...EMPTY_SIGNUP_FORM, termsAgreed: true, privacyAgreed: true, marketingOptIn: true, loginId: 'newuser', password: 'abcd1234!' });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderRoute(<PersonalInfoForm />, {
    store,
    path: '/signup/personal-info',
    routes: [
      { path: '/', element: <h1>홈</h1> },
      { path: '/login', element: <h1>로그인</h1> },
    ],
  });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const submit = () => screen.getByRole('button', { name: '가입하기' }) as HTMLButtonElement;
  const fill = async (values: { name?: string; birth?: string; email?: string; phone?: string } = {}) => {
    await user.type(field('이름'), values.name ?? '김신규');
    await user.type(field('생년월일'), values.birth ?? '19950505');
    await user.type(field('이메일'), values.email ?? 'new@autoworks.kr');
    await user.type(field('휴대폰 번호'), values.phone ?? '010-1234-5678');
  };
  const requestCode = async () => {
    await user.click(screen.getByRole('button', { name: '인증 요청' }));
    await screen.findByText(AUTH_MESSAGES.codeSentPhone);
  };
  /** Fills the step, gets a code, types `code` and submits: the server's answer is `signup`'s. */
  const signUpWith = async (code = '123456') => {
    await fill();
    await requestCode();
    await user.type(field('인증번호'), code);
    await user.click(submit());
  };
  return { user, calls, field, submit, fill, requestCode, signUpWith, ...view };
}

describe('PersonalInfoForm', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the shared validation messages on change and keeps the phone number digits only', async () => {
    const t = setup(() => ({ json: {} }));
    await t.user.type(t.field('생년월일'), '1990');
    expect(await screen.findByText(FIELD_MESSAGES.birth)).toBeTruthy();
    await t.user.type(t.field('이름'), '김');
    expect(await screen.findByText(FIELD_MESSAGES.nameMin)).toBeTruthy();
    await t.user.type(t.field('휴대폰 번호'), '010-12ab');
    expect(t.field('휴대폰 번호').value).toBe('01012');
    expect(await screen.findByText(FIELD_MESSAGES.phone)).toBeTruthy();
  });

  it('sends the code, counts down, then signs up, welcomes and goes home after 3 s', async () => {
    const t = setup(() => ({ status: 201, json: { message: AUTH_MESSAGES.signupSuccess, data: { loginId: 'newuser', welcomeCouponName: '신규 가입 환영 쿠폰 3,000원' } } }));
    await t.fill();
    expect(t.submit().disabled).toBe(true);
    await t.requestCode();
    expect(t.calls[0]).toEqual({ key: 'POST /api/members/phone/certification/no-user', body: { phoneNumber: '01012345678' } });
    expect(screen.getByRole('button', { name: '재요청' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toContain('3:00');
    expect(t.submit().disabled).toBe(true);

    await t.user.type(t.field('인증번호'), '123456');
    expect(t.submit().disabled).toBe(false);
    await t.user.click(t.submit());

    const dialog = await findDialog('신규 가입 환영 쿠폰이 발급되었습니다.');
    expect(dialog.textContent).toContain('마이페이지');
    expect(dialog.textContent).toContain('신규 가입 환영 쿠폰 3,000원');
    const body = t.calls.find((c) => c.key === 'POST /api/signup')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      loginId: 'newuser',
      password: 'abcd1234!',
      name: '김신규',
      birth: '19950505',
      email: 'new@autoworks.kr',
      phoneNumber: '01012345678',
      authNumber: '123456',
      marketingOptIn: true,
      termsAgreed: true,
      privacyAgreed: true,
    });
    expect(typeof body.timeStamp).toBe('number');

    expect(t.router.state.location.pathname).toBe('/signup/personal-info');
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(t.router.state.location.pathname).toBe('/'));
    expect(t.store.get(signupFormAtom)).toMatchObject({ loginId: '', password: '', termsAgreed: false, name: '', email: '', phoneNumber: '' });
    expect(sessionStorage.getItem('signup-draft')).toBeNull();
  });

  it('keeps what was typed through a reload, but never the password or the code', async () => {
    const t = setup(() => ({ json: {} }));
    await t.fill();
    await t.requestCode();
    await t.user.type(t.field('인증번호'), '987650');
    window.dispatchEvent(new Event('pagehide'));
    const stored = sessionStorage.getItem('signup-draft')!;
    expect(stored).not.toContain('abcd1234!');
    expect(stored).not.toContain('987650');
    // What a reloaded page starts from.
    expect(readSignupDraft()).toEqual({
      ...EMPTY_SIGNUP_FORM,
      termsAgreed: true,
      privacyAgreed: true,
      marketingOptIn: true,
      loginId: 'newuser',
      name: '김신규',
      birth: '19950505',
      email: 'new@autoworks.kr',
      phoneNumber: '01012345678',
    });
  });

  it('keeps what was typed, not the code, through a step back to the account screen and forward again', async () => {
    const t = setup(() => ({ json: {} }));
    await t.fill();
    await t.requestCode();
    await t.user.type(t.field('인증번호'), '123456');
    await act(() => t.router.navigate('/'));
    expect(t.store.get(signupFormAtom)).toMatchObject({ loginId: 'newuser', name: '김신규', birth: '19950505', email: 'new@autoworks.kr', phoneNumber: '01012345678', authNumber: '' });
    await act(() => t.router.navigate('/signup/personal-info'));
    expect(t.field('이름').value).toBe('김신규');
    expect(t.field('이메일').value).toBe('new@autoworks.kr');
    expect(t.field('휴대폰 번호').value).toBe('01012345678');
    expect(screen.queryByLabelText('인증번호')).toBeNull();
    expect(t.submit().disabled).toBe(true);
  });

  it('checks everything again on submit and asks to re-check the input', async () => {
    const t = setup(() => ({ json: {} }));
    await t.fill({ email: 'not-an-email' });
    await t.requestCode();
    await t.user.type(t.field('인증번호'), '123456');
    await t.user.click(t.submit());
    await findDialog(FIELD_MESSAGES.recheck);
    expect(t.calls.some((c) => c.key === 'POST /api/signup')).toBe(false);
  });

  it('sends an already registered member to the login page', async () => {
    const t = setup(() => ({ status: 409, json: { message: AUTH_MESSAGES.alreadyRegistered } }));
    await t.signUpWith();
    await findDialog('이미 가입된 회원입니다. 로그인해 주세요.');
    await waitFor(() => expect(t.router.state.location.pathname).toBe('/login'));
  });

  it('keeps the visitor here for an e-mail another account uses, and marks and focuses the e-mail after the alert', async () => {
    const t = setup(() => ({ status: 409, json: { message: AUTH_MESSAGES.emailTaken } }));
    await t.signUpWith();
    const dialog = await findDialog(/이미 다른 계정에서 사용 중인 이메일입니다/);
    await t.user.click(within(dialog).getByRole('button', { name: '확인' }));
    const email = t.field('이메일');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(t.router.state.location.pathname).toBe('/signup/personal-info');
  });

  it('says the code does not match when the server requires verification', async () => {
    const t = setup(() => ({ status: 400, json: { message: AUTH_MESSAGES.verificationRequired } }));
    await t.signUpWith('654321');
    await findDialog('인증번호가 일치하지 않습니다.');
    expect(t.router.state.location.pathname).toBe('/signup/personal-info');
  });
});
