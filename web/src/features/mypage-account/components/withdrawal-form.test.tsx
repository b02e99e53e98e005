import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick, fetchedPaths, findDialog, jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ACCOUNT_COPY } from '../messages.ts';
import { WithdrawalForm } from './withdrawal-form.tsx';

const member = { status: 'authenticated' as const, role: 'USER' as const, loginId: 'demo' };
const refusal = '사용 중인 구독이 있어 탈퇴할 수 없습니다.';

afterEach(() => vi.restoreAllMocks());

describe('WithdrawalForm', () => {
  it('asks once and sends once on a double click, and shows the refusal', async () => {
    const user = userEvent.setup();
    const spy = mockFetch(() => jsonResponse(409, { message: refusal }));
    renderWithProviders(<WithdrawalForm hasPassword />, { session: member });
    await user.click(screen.getAllByRole('radio')[0]!);
    await user.type(screen.getByLabelText('현재 비밀번호'), 'demo1234!');
    await user.click(screen.getByRole('checkbox'));
    const submit = screen.getByRole('button', { name: '탈퇴하기' }) as HTMLButtonElement;
    doubleClick(submit);
    expect(submit.disabled).toBe(true);
    const dialog = await findDialog(ACCOUNT_COPY.withdrawalConfirm);
    expect([...document.querySelectorAll('dialog[open]')]).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    const shown = await screen.findByRole('alert');
    expect(shown.textContent).toBe(refusal);
    // Focus goes to the refusal, below the fold of a phone's form.
    await waitFor(() => expect(document.activeElement).toBe(shown));
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(fetchedPaths(spy).filter((p) => p === '/api/members/withdrawal')).toHaveLength(1);
  });

  it('says a wrong password under its field, with the focus there, until it is typed again', async () => {
    const user = userEvent.setup();
    const wrong = '현재 비밀번호가 일치하지 않습니다.';
    mockFetch(() => jsonResponse(400, { message: wrong, errors: [{ path: 'password', message: wrong }] }));
    renderWithProviders(<WithdrawalForm hasPassword />, { session: member });
    await user.click(screen.getAllByRole('radio')[0]!);
    const password = screen.getByLabelText('현재 비밀번호');
    await user.type(password, 'wrong1234!');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    await user.click(within(await findDialog(ACCOUNT_COPY.withdrawalConfirm)).getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(password.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toContain(wrong);
    expect(document.activeElement).toBe(password);
    expect(screen.getAllByText(wrong)).toHaveLength(1); // not again under the consent
    await user.type(password, 'x');
    expect(password.getAttribute('aria-invalid')).not.toBe('true');
  });
});
