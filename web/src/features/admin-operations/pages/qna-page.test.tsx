import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminQnaListResponse, AdminQnaRow } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdminQnaPage } from './qna-page.tsx';

const row = (qnaId: number, over: Partial<AdminQnaRow> = {}): AdminQnaRow => ({
  qnaId,
  itemId: 7,
  itemName: '엑셀 주문 자동 정리',
  title: `설치 문의 ${qnaId}`,
  content: '윈도우 7에서도 되나요?',
  visibility: 'PUBLIC',
  memberLoginId: `member${qnaId}`,
  memberName: `회원${qnaId}`,
  regDate: '2026-11-25T05:03:00.000Z',
  updatedAt: '2026-11-25T05:03:00.000Z',
  answer: null,
  commentDate: null,
  ...over,
});

function serve(content: AdminQnaRow[], waitingCount = 3) {
  return mockFetch((url) => {
    if (url.pathname !== '/api/admin/qna') throw new Error(`unexpected ${url.pathname}`);
    return { page: 1, size: 20, totalElements: content.length, totalPages: 1, totalCapped: false, content, waitingCount } satisfies AdminQnaListResponse;
  });
}

const lastQuery = (spy: ReturnType<typeof mockFetch>) => new URL(String(spy.mock.calls.at(-1)![0]), 'http://localhost').searchParams;

afterEach(() => vi.restoreAllMocks());

describe('AdminQnaPage', () => {
  it('lists the questions with their state, author and a link to each, and says how many wait', async () => {
    serve([row(2), row(1, { visibility: 'PRIVATE', answer: '네, 됩니다.', commentDate: '2026-11-26T01:00:00.000Z' })], 3);
    renderWithProviders(<AdminQnaPage />, { route: '/admin/qna' });

    const link = await screen.findByRole('link', { name: '설치 문의 2' });
    expect(link.getAttribute('href')).toBe('/admin/qna/2');
    expect(screen.getByText('답변 대기 3건')).toBeTruthy();

    const rows = within(screen.getByRole('region', { name: '상품 문의 목록' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('답변 대기');
    expect(rows[1]!.textContent).toContain('회원2');
    expect(rows[1]!.textContent).toContain('member2');
    expect(rows[1]!.textContent).not.toContain('비밀글');
    expect(rows[2]!.textContent).toContain('답변 완료');
    expect(rows[2]!.textContent).toContain('비밀글');
    expect(rows[2]!.textContent).toContain('2026.11.26 10:00');
  });

  it('says so when nothing matches', async () => {
    serve([], 0);
    renderWithProviders(<AdminQnaPage />, { route: '/admin/qna' });
    expect(await screen.findByText('조건에 맞는 문의가 없습니다.')).toBeTruthy();
    expect(screen.getByText('답변 대기 0건')).toBeTruthy();
  });

  it('asks the server for the waiting ones only when that state is chosen', async () => {
    const user = userEvent.setup();
    const spy = serve([row(1)]);
    renderWithProviders(<AdminQnaPage />, { route: '/admin/qna' });
    await screen.findByRole('link', { name: '설치 문의 1' });
    expect(lastQuery(spy).get('state')).toBeNull();

    await user.selectOptions(screen.getByLabelText('답변 상태'), '답변 대기');
    await user.type(screen.getByLabelText('제목·내용·상품명·아이디'), 'member1');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(lastQuery(spy).get('state')).toBe('WAITING'));
    expect(lastQuery(spy).get('q')).toBe('member1');
    expect(lastQuery(spy).get('page')).toBe('1');
  });
});
