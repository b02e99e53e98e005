import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared';
import { findDialog, renderRoute, stubFetch } from '../../test/render.tsx';
import { FindPwForm } from './components/find-pw-form.tsx';
import { ResetPasswordPage } from './pages/reset-password-page.tsx';
import { FindIdResultPage } from './pages/find-id-result-page.tsx';
import { resetGrantAtom } from './state.ts';

const RESET_TOKEN = 'reset-token-0123456789abcdef';

afterEach(() => vi.unstubAllGlobals());

describe('find password', () => {
  it('shows noUser from the code request and stays idle', async () => {
    const { fetchMock } = stubFetch({
      'POST /api/members/phone/certification/duplicate': () => ({ status: 404, json: { result: 'noUser', message: AUTH_MESSAGES.noUser } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoute(<FindPwForm />, { path: '/find-pw' });
    const request = screen.getByRole('button', { name: '인증 요청' }) as HTMLButtonElement;
    await user.type(screen.getByLabelText('아이디'), 'demo');
    await user.type(screen.getByLabelText('이름'), '김데모');
    expect(request.disabled).toBe(true);
    await user.type(screen.getByLabelText('휴대폰 번호'), '01099990000');
    expect(request.disabled).toBe(false);
    await user.click(request);
    expect(await screen.findByText(AUTH_MESSAGES.noUser)).toBeTruthy();
    expect(screen.getByRole('button', { name: '인증 요청' })).toBeTruthy();
    expect(screen.queryByLabelText('인증번호')).toBeNull();
  });

  it('asks for the code on Enter in a field, as 인증 요청 does, and not again while it is live', async () => {
    const { fetchMock, calls } = stubFetch({
      'POST /api/members/phone/certification/duplicate': () => ({ json: { result: 'success', message: AUTH_MESSAGES.codeSentPhone } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoute(<FindPwForm />, { path: '/find-pw' });
    await user.type(screen.getByLabelText('아이디'), 'demo');
    await user.type(screen.getByLabelText('이름'), '김데모');
    await user.type(screen.getByLabelText('휴대폰 번호'), '01012345678{Enter}');
    expect(await screen.findByLabelText('인증번호')).toBeTruthy();
    await user.type(screen.getByLabelText('휴대폰 번호'), '{Enter}');
    expect(calls.filter((c) => c.key === 'POST /api/members/phone/certification/duplicate')).toHaveLength(1);
  });

  it('grants the reset in memory and hands loginId and resetToken to the reset page', async () => {
    const { fetchMock, calls } = stubFetch({
      'POST /api/members/phone/certification/duplicate': () => ({ json: { result: 'success', message: AUTH_MESSAGES.codeSentPhone } }),
      'POST /api/find-pw': () => ({ json: { message: AUTH_MESSAGES.findPwSuccess, data: { loginId: 'demo', resetToken: RESET_TOKEN } } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const store = createStore();
    const { router } = renderRoute(<FindPwForm />, { store, path: '/find-pw', routes: [{ path: '/find-pw/reset-password', element: <h1>재설정</h1> }] });
    await user.type(screen.getByLabelText('아이디'), 'demo');
    await user.type(screen.getByLabelText('이름'), '김데모');
    await user.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    await user.click(screen.getByRole('button', { name: '인증 요청' }));
    await user.type(await screen.findByLabelText('인증번호'), '123456');
    await user.click(screen.getByRole('button', { name: '비밀번호 찾기' }));
    await findDialog('본인 확인이 완료되었습니다.');
    await user.click(screen.getByRole('button', { name: '확인', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/find-pw/reset-password'));
    expect(router.state.location.state).toEqual({ loginId: 'demo', resetToken: RESET_TOKEN });
    expect(store.get(resetGrantAtom)).toEqual({ loginId: 'demo', resetToken: RESET_TOKEN });
    expect(calls.find((c) => c.key === 'POST /api/find-pw')?.body).toMatchObject({ loginId: 'demo', name: '김데모', phoneNumber: '01012345678', authNumber: '123456' });
  });
});

describe('reset password page', () => {
  it('returns to /login with the message when opened without the permission (a typed address)', async () => {
    const { router } = renderRoute(<ResetPasswordPage />, { path: '/find-pw/reset-password', routes: [{ path: '/login', element: <h1>로그인</h1> }] });
    await findDialog('잘못된 접근입니다.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says invalid access, with the way back to /find-pw, when permitted but without the login id', () => {
    const store = createStore();
    store.set(resetGrantAtom, { loginId: 'demo', resetToken: RESET_TOKEN });
    const { router } = renderRoute(<ResetPasswordPage />, { store, path: '/find-pw/reset-password', routes: [{ path: '/login', element: <h1>로그인</h1> }] });
    expect(screen.getByRole('heading', { name: '잘못된 접근입니다.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '비밀번호 찾기로 돌아가기' }).getAttribute('href')).toBe('/find-pw');
    expect(router.state.location.pathname).toBe('/find-pw/reset-password');
  });

  it('returns to /login with the message when the in-memory grant is missing', async () => {
    const { router } = renderRoute(<ResetPasswordPage />, {
      path: '/find-pw/reset-password',
      initialEntry: { pathname: '/find-pw/reset-password', state: { loginId: 'demo', resetToken: RESET_TOKEN } },
      routes: [{ path: '/login', element: <h1>로그인</h1> }],
    });
    await findDialog('잘못된 접근입니다.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('changes the password with the reset token, then goes to /login and drops the grant', async () => {
    const { fetchMock, calls } = stubFetch({ 'POST /api/modify-pw': () => ({ json: { message: AUTH_MESSAGES.modifyPwSuccess } }) });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const store = createStore();
    store.set(resetGrantAtom, { loginId: 'demo', resetToken: RESET_TOKEN });
    const { router } = renderRoute(<ResetPasswordPage />, {
      store,
      path: '/find-pw/reset-password',
      initialEntry: { pathname: '/find-pw/reset-password', state: { loginId: 'demo', resetToken: RESET_TOKEN } },
      routes: [{ path: '/login', element: <h1>로그인</h1> }],
    });
    const submit = screen.getByRole('button', { name: '비밀번호 변경' }) as HTMLButtonElement;
    await user.type(screen.getByLabelText('새 비밀번호'), 'newpass12!');
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'newpass12?');
    expect(await screen.findByText('비밀번호와 비밀번호 확인이 일치하지 않습니다.')).toBeTruthy();
    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'newpass12!');
    await user.click(submit);
    await findDialog('비밀번호가 변경되었습니다.');
    expect(calls[0]).toEqual({
      key: 'POST /api/modify-pw',
      body: { loginId: 'demo', resetToken: RESET_TOKEN, newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' },
    });
    await user.click(screen.getByRole('button', { name: '확인', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.get(resetGrantAtom)).toBeNull();
  });
});

describe('find ID result page', () => {
  it('shows the found ID and join date', () => {
    renderRoute(<FindIdResultPage />, { path: '/find-id/result', initialEntry: { pathname: '/find-id/result', state: { memberId: 'demo', joinDate: '2025-03-05' } } });
    expect(screen.getByText('demo')).toBeTruthy();
    expect(screen.getByText('2025년 3월 5일')).toBeTruthy();
  });

  it('falls back to placeholders, and says invalid access without state', () => {
    const first = renderRoute(<FindIdResultPage />, { path: '/find-id/result', initialEntry: { pathname: '/find-id/result', state: { memberId: '' } } });
    expect(screen.getByText('아이디 정보 없음')).toBeTruthy();
    expect(screen.getByText('가입일 정보 없음')).toBeTruthy();
    first.unmount();
    renderRoute(<FindIdResultPage />, { path: '/find-id/result' });
    expect(screen.getByRole('heading', { name: '잘못된 접근입니다.' })).toBeTruthy();
  });
});
