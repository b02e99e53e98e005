import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_CUSTOM_REQUEST_MESSAGES, type AdminApplicationDetail, CUSTOM_REQUEST_MESSAGES } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick, fetchedPaths, findDialog, jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdminCustomRequestDetailPage } from './custom-request-detail-page.tsx';

const waiting: AdminApplicationDetail = {
  applicationId: 1,
  applicationArticleId: 1,
  applyCustomProductId: 1,
  title: '쇼핑몰 주문 엑셀 자동 정리 프로그램',
  submitDate: '2026-11-25T16:03:00.000Z',
  updateDate: '2026-11-25T16:03:00.000Z',
  applicationNumber: 'CR-20261126-0001',
  articleStatus: 'WAITING',
  name: '김사장',
  email: 'kim@example.kr',
  phoneNumber: '01012345678',
  content: '매일 아침 주문을 정리합니다.',
  fileNames: '',
  memberLoginId: null,
  fileCount: 0,
  files: [],
  history: [],
  allowedStatuses: ['ACCEPTED', 'REJECTED', 'CANCEL'],
};

function serve() {
  const puts: unknown[] = [];
  mockFetch((url, init) => {
    if (init?.method === 'PUT') {
      puts.push(JSON.parse(String(init.body)));
      return { ...waiting, articleStatus: 'REJECTED', allowedStatuses: [] };
    }
    return waiting;
  });
  renderWithProviders(<AdminCustomRequestDetailPage />, { route: '/admin/custom-requests/1', path: '/admin/custom-requests/:id' });
  return puts;
}

afterEach(() => vi.restoreAllMocks());

describe('AdminCustomRequestDetailPage status change', () => {
  it('asks for the reason of a rejection before sending anything', async () => {
    const user = userEvent.setup();
    const puts = serve();
    await user.selectOptions(await screen.findByLabelText('변경할 상태'), '반려');
    await user.click(screen.getByRole('button', { name: '상태 변경' }));
    await findDialog(ADMIN_CUSTOM_REQUEST_MESSAGES.noteRequired);
    expect(puts).toEqual([]);
  });

  it('confirms a final status before applying it, and applies nothing when closed', async () => {
    const user = userEvent.setup();
    const puts = serve();
    await user.selectOptions(await screen.findByLabelText('변경할 상태'), '반려');
    await user.type(screen.getByLabelText(/메모/), '요청 범위가 맞지 않음');
    await user.click(screen.getByRole('button', { name: '상태 변경' }));
    const dialog = await findDialog('더 이상 상태를 변경할 수 없습니다');
    expect(within(dialog).queryByRole('button', { name: '취소' })).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: '닫기' }).at(-1)!);
    await new Promise((r) => setTimeout(r, 20));
    expect(puts).toEqual([]);

    await user.click(screen.getByRole('button', { name: '상태 변경' }));
    await user.click(within(await findDialog('더 이상 상태를 변경할 수 없습니다')).getByRole('button', { name: '상태 변경' }));
    await waitFor(() => expect(puts).toEqual([{ status: 'REJECTED', fromStatus: 'WAITING', note: '요청 범위가 맞지 않음', shareNote: false }]));
  });

  it('shares a note with the applicant only when asked, and never offers the choice for a reason', async () => {
    const user = userEvent.setup();
    const puts = serve();
    // A rejection's reason goes to the applicant anyway: no box to tick.
    await user.selectOptions(await screen.findByLabelText('변경할 상태'), '반려');
    expect(screen.queryByRole('checkbox', { name: /신청자에게도 보내기/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('변경할 상태'), '상담 완료');
    expect(screen.getByLabelText(/메모/).closest('div')!.textContent).toContain('관리자만 봅니다');
    const share = screen.getByRole('checkbox', { name: /신청자에게도 보내기/ });
    await user.click(share);
    // An empty note cannot be shared.
    await user.click(screen.getByRole('button', { name: '상태 변경' }));
    await findDialog(ADMIN_CUSTOM_REQUEST_MESSAGES.sharedNoteRequired);
    await user.click(screen.getAllByRole('button', { name: '확인' }).at(-1)!);
    await user.type(screen.getByLabelText(/메모/), '견적서를 메일로 보냈습니다.');
    await user.click(screen.getByRole('button', { name: '상태 변경' }));
    await waitFor(() => expect(puts).toEqual([{ status: 'ACCEPTED', fromStatus: 'WAITING', note: '견적서를 메일로 보냈습니다.', shareNote: true }]));
  });

  it('asks once and sends one change for a double click', async () => {
    const user = userEvent.setup();
    const puts = serve();
    await user.selectOptions(await screen.findByLabelText('변경할 상태'), '반려');
    await user.type(screen.getByLabelText(/메모/), '요청 범위가 맞지 않음');
    const button = screen.getByRole('button', { name: '상태 변경' }) as HTMLButtonElement;
    doubleClick(button);
    await user.click(within(await findDialog('더 이상 상태를 변경할 수 없습니다')).getByRole('button', { name: '상태 변경' }));
    expect(await screen.findByText('신청 상태를 변경했습니다.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(puts).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('AdminCustomRequestDetailPage not found', () => {
  it.each(['xyz', '0', '-1', '1.5', '1e3', '99999999999999999999'])('shows /admin/custom-requests/%s as not found, without asking the server', async (id) => {
    const spy = mockFetch(() => waiting);
    renderWithProviders(<AdminCustomRequestDetailPage />, { route: `/admin/custom-requests/${id}`, path: '/admin/custom-requests/:id' });
    expect(await screen.findByText(CUSTOM_REQUEST_MESSAGES.applicationNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/admin/custom-requests');
    expect(fetchedPaths(spy)).toEqual([]);
  });

  it('reads the same for an id the server does not know', async () => {
    mockFetch(() => jsonResponse(404, { message: CUSTOM_REQUEST_MESSAGES.applicationNotFound }));
    renderWithProviders(<AdminCustomRequestDetailPage />, { route: '/admin/custom-requests/404', path: '/admin/custom-requests/:id' });
    expect(await screen.findByText(CUSTOM_REQUEST_MESSAGES.applicationNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' })).toBeTruthy();
  });
});

describe('AdminCustomRequestDetailPage after a stale status', () => {
  it('says another admin was first and shows the status as it is now', async () => {
    const user = userEvent.setup();
    // Another admin moved it to production after this page read it.
    let current: AdminApplicationDetail = waiting;
    const moved: AdminApplicationDetail = { ...waiting, articleStatus: 'IN_PROGRESS', allowedStatuses: ['PRODUCTION_COMPLETED', 'CANCEL'] };
    let puts = 0;
    mockFetch((_url, init) => {
      if (init?.method === 'PUT') {
        puts += 1;
        current = moved;
        return jsonResponse(409, { message: ADMIN_CUSTOM_REQUEST_MESSAGES.stale });
      }
      return current;
    });
    renderWithProviders(<AdminCustomRequestDetailPage />, { route: '/admin/custom-requests/1', path: '/admin/custom-requests/:id' });
    await user.selectOptions(await screen.findByLabelText('변경할 상태'), '상담 완료');
    await user.type(screen.getByLabelText(/메모/), '전화 상담 완료');
    await user.click(screen.getByRole('button', { name: '상태 변경' }));
    const stale = await findDialog(ADMIN_CUSTOM_REQUEST_MESSAGES.stale);

    await waitFor(() => expect(screen.getByText('제작 중')).toBeTruthy());
    expect(screen.queryByText('접수 완료')).toBeNull();
    // The refused choice is gone with the old status; what the admin wrote stays.
    const select = screen.getByLabelText('변경할 상태') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['선택하세요', '제작 완료', '취소']);
    expect(select.value).toBe('');
    expect((screen.getByLabelText(/메모/) as HTMLTextAreaElement).value).toBe('전화 상담 완료');
    // Submitting again sends nothing until a status the application allows now is chosen.
    await user.click(within(stale).getByRole('button', { name: '확인' }));
    await user.click(screen.getByRole('button', { name: '상태 변경' }));
    await findDialog('변경할 상태를 선택해 주세요.');
    expect(puts).toBe(1);
  });
});
