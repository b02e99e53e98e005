import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES } from '@store/shared';
import { renderRoute, stubFetch } from '../../../test/render.tsx';
import { PasswordChangeDialog } from './password-change-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('password change modal', () => {
  it('checks the rules live and submits only a valid change', async () => {
    const { fetchMock, calls } = stubFetch({
      'PUT /api/members/password': () => ({ status: 400, json: { message: ACCOUNT_MESSAGES.currentPasswordWrong, errors: [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordWrong }] } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoute(<PasswordChangeDialog open onClose={() => {}} />);
    const submit = screen.getByRole('button', { name: '변경하기', hidden: true }) as HTMLButtonElement;

    await user.type(screen.getByLabelText('현재 비밀번호'), 'abcd1234!');
    await user.type(screen.getByLabelText('새 비밀번호'), 'abcd1234!');
    expect(await screen.findByText(ACCOUNT_MESSAGES.samePassword)).toBeTruthy();
    await user.clear(screen.getByLabelText('새 비밀번호'));
    await user.type(screen.getByLabelText('새 비밀번호'), 'short');
    expect(await screen.findByText(FIELD_MESSAGES.password)).toBeTruthy();
    await user.clear(screen.getByLabelText('새 비밀번호'));
    await user.type(screen.getByLabelText('새 비밀번호'), 'newpass12!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'newpass12?');
    expect(await screen.findByText(FIELD_MESSAGES.newPasswordMismatch)).toBeTruthy();
    expect(submit.disabled).toBe(true);
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'newpass12!');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    // The server's verdict on the current password lands on that field, and the focus with it.
    expect(await screen.findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('현재 비밀번호'));
    expect(calls[0]?.body).toEqual({ currentPassword: 'abcd1234!', newPassword: 'newpass12!', newPasswordConfirm: 'newpass12!' });
  });

  it('opens on the current password, and says it is missing once a new one is typed without it', async () => {
    vi.stubGlobal('fetch', stubFetch({}).fetchMock);
    const user = userEvent.setup();
    renderRoute(<PasswordChangeDialog open onClose={() => {}} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('현재 비밀번호')));
    await user.click(screen.getByLabelText('새 비밀번호'));
    await user.type(screen.getByLabelText('새 비밀번호'), 'newpass12!');
    expect(await screen.findByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeTruthy();
  });
});
