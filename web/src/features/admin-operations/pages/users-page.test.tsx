import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserRow } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick, findDialog, jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdminUsersPage } from './users-page.tsx';

const user = (id: number, loginId: string, grade: AdminUserRow['grade'] = 'NEW'): AdminUserRow => ({
  id,
  loginId,
  name: `회원${id}`,
  email: `${loginId}@example.kr`,
  phoneNumber: '01012345678',
  grade,
  joinDate: '2026-11-01T00:00:00.000Z',
  latestLoginDate: null,
  point: 0,
  totalPurchaseAmount: 0,
  blockedAt: grade === 'BLOCKED' ? '2026-11-20T00:00:00.000Z' : null,
  blockReason: grade === 'BLOCKED' ? '광고성 문의 반복' : null,
});

function serve(rows: AdminUserRow[], count = { totalElements: rows.length, totalPages: 1, totalCapped: false }) {
  const puts: { path: string; body: unknown }[] = [];
  const spy = mockFetch((url, init) => {
    if (url.pathname === '/api/admin/users') return { page: 1, size: 20, ...count, userList: rows };
    if (init?.method === 'PUT') {
      puts.push({ path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return url.pathname.endsWith('/unblock') ? { message: '회원 정지를 해제했습니다.', memberIds: [3] } : { message: '1명의 회원을 정지했습니다.', memberIds: [2] };
    }
    throw new Error(`unexpected ${url.pathname}`);
  });
  return { spy, puts };
}

afterEach(() => vi.restoreAllMocks());

describe('AdminUsersPage', () => {
  it('shows the count, and "이상" when the server counted a long list only up to its bound', async () => {
    serve([user(2, 'kim')], { totalElements: 10_000, totalPages: 500, totalCapped: true });
    renderWithProviders(<AdminUsersPage />, { route: '/admin/users' });
    expect(await screen.findByText('총 10,000명 이상')).toBeTruthy();
  });

  it('refuses an empty selection without calling the server', async () => {
    const { puts } = serve([user(2, 'kim')]);
    renderWithProviders(<AdminUsersPage />, { route: '/admin/users' });
    await screen.findByText('kim');
    await userEvent.click(screen.getByRole('button', { name: '선택 회원 정지 (0)' }));
    await findDialog('정지할 회원을 선택해 주세요.');
    expect(puts).toEqual([]);
  });

  it('suspends the selected members with the reason typed, and lifts a suspension per row', async () => {
    const { puts, spy } = serve([user(2, 'kim'), user(3, 'lee', 'BLOCKED')]);
    renderWithProviders(<AdminUsersPage />, { route: '/admin/users' });
    await screen.findByText('kim');
    // A suspended member's reason is on their row, for the admin about to lift it.
    expect(screen.getByText('사유: 광고성 문의 반복')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'kim 선택' }));
    await userEvent.click(screen.getByRole('button', { name: '선택 회원 정지 (1)' }));
    const dialog = await findDialog('이 회원의 이용을 정지할까요?');
    expect(within(dialog).getByRole('list', { name: '정지할 회원' }).textContent).toBe('회원2 (kim)');
    await userEvent.type(within(dialog).getByLabelText(/정지 사유/), '  결제 도용 의심 ');
    await userEvent.click(within(dialog).getByRole('button', { name: '정지' }));
    await waitFor(() => expect(puts).toEqual([{ path: '/api/admin/users/block', body: { memberIds: [2], reason: '결제 도용 의심' } }]));
    expect(await screen.findByText('1명의 회원을 정지했습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '선택 회원 정지 (0)' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'lee 정지 해제' }));
    await userEvent.click(within(await findDialog('회원3 회원의 정지를 해제할까요?')).getByRole('button', { name: '정지 해제' }));
    await waitFor(() => expect(puts[1]).toEqual({ path: '/api/admin/user/3/unblock', body: undefined }));
    expect(spy).toHaveBeenCalled();
  });

  it('sends no reason when none was typed, and names members selected on another page of the list', async () => {
    let rows = [user(2, 'kim')];
    const puts: unknown[] = [];
    mockFetch((url, init) => {
      if (init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return { message: '2명의 회원을 정지했습니다.', memberIds: [2, 4] };
      }
      return { page: Number(url.searchParams.get('page') ?? 1), size: 20, totalElements: 40, totalPages: 2, totalCapped: false, userList: rows };
    });
    renderWithProviders(<AdminUsersPage />, { route: '/admin/users' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'kim 선택' }));
    rows = [user(4, 'park')];
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'park 선택' }));
    await userEvent.click(screen.getByRole('button', { name: '선택 회원 정지 (2)' }));
    const dialog = await findDialog('선택한 2명의 이용을 정지할까요?');
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['회원2 (kim)', '회원4 (park)']);
    await userEvent.click(within(dialog).getByRole('button', { name: '정지' }));
    await waitFor(() => expect(puts).toEqual([{ memberIds: [2, 4] }]));
  });

  it('keeps the dialog and the reason typed when the suspension fails for a reason that can pass', async () => {
    let puts = 0;
    mockFetch((url, init) => {
      if (init?.method !== 'PUT') return { page: 1, size: 20, totalElements: 1, totalPages: 1, totalCapped: false, userList: [user(2, 'kim')] };
      puts += 1;
      return jsonResponse(503, { message: '잠시 후 다시 시도해 주세요.' });
    });
    renderWithProviders(<AdminUsersPage />, { route: '/admin/users' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'kim 선택' }));
    await userEvent.click(screen.getByRole('button', { name: '선택 회원 정지 (1)' }));
    const dialog = await findDialog('이 회원의 이용을 정지할까요?');
    await userEvent.type(within(dialog).getByLabelText(/정지 사유/), '반복 환불 요청');
    await userEvent.click(within(dialog).getByRole('button', { name: '정지' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('잠시 후 다시 시도해 주세요.');
    expect((within(dialog).getByLabelText(/정지 사유/) as HTMLTextAreaElement).value).toBe('반복 환불 요청');
    expect(dialog.open).toBe(true);
    expect(puts).toBe(1);
  });

  it('opens one dialog and sends one change for a double click, to suspend and to lift a suspension', async () => {
    const { puts } = serve([user(2, 'kim'), user(3, 'lee', 'BLOCKED')]);
    renderWithProviders(<AdminUsersPage />, { route: '/admin/users' });
    await screen.findByText('kim');
    await userEvent.click(screen.getByRole('checkbox', { name: 'kim 선택' }));
    doubleClick(screen.getByRole('button', { name: '선택 회원 정지 (1)' }) as HTMLButtonElement);
    const dialog = await findDialog('이 회원의 이용을 정지할까요?');
    expect(document.querySelectorAll('dialog[open]')).toHaveLength(1);
    doubleClick(within(dialog).getByRole('button', { name: '정지' }) as HTMLButtonElement);
    expect(await screen.findByText('1명의 회원을 정지했습니다.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(puts).toHaveLength(1);
    expect(document.querySelectorAll('dialog[open]')).toHaveLength(0);

    const lift = screen.getByRole('button', { name: 'lee 정지 해제' }) as HTMLButtonElement;
    doubleClick(lift);
    await userEvent.click(within(await findDialog('회원3 회원의 정지를 해제할까요?')).getByRole('button', { name: '정지 해제' }));
    expect(await screen.findByText('회원 정지를 해제했습니다.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(puts.map((p) => p.path)).toEqual(['/api/admin/users/block', '/api/admin/user/3/unblock']);
    expect(document.querySelectorAll('dialog[open]')).toHaveLength(0);
  });

  it('never selects an admin or a member already suspended, one by one or with the whole page', async () => {
    serve([user(1, 'admin', 'ADMIN'), user(2, 'kim'), user(3, 'lee', 'BLOCKED')]);
    renderWithProviders(<AdminUsersPage />, { route: '/admin/users' });
    await screen.findByText('kim');
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box('admin 선택').disabled).toBe(true);
    expect(box('lee 선택').disabled).toBe(true);
    expect(box('lee 선택').title).toBe('이미 정지된 회원입니다.');
    // The one above the cards (phones), then the header row's (CSS shows one at a time, which the
    // next test checks).
    const [aboveCards, inHeader] = screen.getAllByRole('checkbox', { name: '이 페이지 전체 선택' }) as HTMLInputElement[];
    await userEvent.click(inHeader!);
    expect(screen.getByRole('button', { name: '선택 회원 정지 (1)' })).toBeTruthy();
    expect(box('admin 선택').checked).toBe(false);
    expect(box('lee 선택').checked).toBe(false);
    expect(aboveCards!.checked).toBe(true);
    await userEvent.click(aboveCards!);
    expect(screen.getByRole('button', { name: '선택 회원 정지 (0)' })).toBeTruthy();
    expect(inHeader!.checked).toBe(false);
  });

  it('offers one "이 페이지 전체 선택" per width, not two to a screen reader', async () => {
    serve([user(2, 'kim')]);
    renderWithProviders(<AdminUsersPage />, { route: '/admin/users' });
    await screen.findByText('kim');
    // happy-dom applies no Tailwind, so the classes stand for the widths. Below lg the header row
    // is sr-only (styles.css .table-cards), still read and tabbed to: its box must be display:none
    // there, and the one above the cards must be gone from lg, where the header row shows.
    const boxes = screen.getAllByRole('checkbox', { name: '이 페이지 전체 선택' });
    expect(boxes).toHaveLength(2);
    const inHeader = boxes.find((b) => b.closest('thead'));
    const aboveCards = boxes.find((b) => !b.closest('thead'));
    expect(inHeader!.classList.contains('max-lg:hidden')).toBe(true);
    expect(aboveCards!.closest('.lg\\:hidden')).not.toBeNull();
    // So are the header's sort buttons (the sort select above the cards stands for them).
    for (const header of screen.getAllByRole('columnheader')) {
      for (const button of header.querySelectorAll('button')) expect(button.classList.contains('max-lg:hidden'), header.textContent!).toBe(true);
    }
  });

  it('sorts from the select above the cards too (phones, where the header row is hidden)', async () => {
    const { spy } = serve([user(2, 'kim')]);
    renderWithProviders(<AdminUsersPage />, { route: '/admin/users' });
    await screen.findByText('kim');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '정렬' }), 'point:asc');
    await waitFor(() => {
      const last = new URL(String(spy.mock.calls.at(-1)![0]), 'http://localhost');
      expect(last.searchParams.get('sort')).toBe('point');
      expect(last.searchParams.get('direction')).toBe('asc');
    });
    expect(screen.getByRole('columnheader', { name: /포인트/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('links each member to their detail screen', async () => {
    serve([user(2, 'kim'), user(3, 'lee', 'BLOCKED')]);
    renderWithProviders(<AdminUsersPage />, { route: '/admin/users' });
    expect((await screen.findByRole('link', { name: 'kim' })).getAttribute('href')).toBe('/admin/users/2');
    expect(screen.getByRole('link', { name: 'lee' }).getAttribute('href')).toBe('/admin/users/3');
  });

  it('sorts by a column through the URL and shows the direction', async () => {
    const { spy } = serve([user(2, 'kim')]);
    renderWithProviders(<AdminUsersPage />, { route: '/admin/users' });
    await screen.findByText('kim');
    await userEvent.click(screen.getByRole('button', { name: '포인트' }));
    await waitFor(() => {
      const last = new URL(String(spy.mock.calls.at(-1)![0]), 'http://localhost');
      expect(last.searchParams.get('sort')).toBe('point');
      expect(last.searchParams.get('direction')).toBe('desc');
    });
    expect(screen.getByRole('columnheader', { name: /포인트/ }).getAttribute('aria-sort')).toBe('descending');
  });
});
