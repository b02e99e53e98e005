import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_QNA_MESSAGES, type AdminQnaRow } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, doubleClick, fetchedPaths, findDialog, jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdminQnaDetailPage } from './qna-detail-page.tsx';

const waiting: AdminQnaRow = {
  qnaId: 5,
  itemId: 7,
  itemName: '엑셀 주문 자동 정리',
  title: '설치 문의',
  content: '윈도우 7에서도 되나요?\n<b>급합니다</b>',
  visibility: 'PRIVATE',
  memberLoginId: 'kim',
  memberName: '김회원',
  regDate: '2026-11-25T05:03:00.000Z',
  updatedAt: '2026-11-25T05:03:00.123Z',
  answer: null,
  commentDate: null,
};

type Call = { method: string; path: string; body: unknown };

/** Serves `rows` in turn to each GET of the question (the last one stays); PUT and DELETE answer with `write`. */
function serve(rows: AdminQnaRow[], write: (call: Call) => unknown = (call) => call) {
  const calls: Call[] = [];
  let gets = 0;
  mockFetch((url, init) => {
    const call = { method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (!url.pathname.startsWith('/api/admin/qna/5')) throw new Error(`unexpected ${url.pathname}`);
    if (call.method === 'GET') return rows[Math.min(gets++, rows.length - 1)];
    return write(call);
  });
  renderWithProviders(<AdminQnaDetailPage />, { route: '/admin/qna/5', path: '/admin/qna/:id' });
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET'), gets: () => gets };
}

const textarea = async () => (await screen.findByLabelText('답변')) as HTMLTextAreaElement;

afterEach(() => vi.restoreAllMocks());

describe('AdminQnaDetailPage', () => {
  it('shows the question as text, its author and a product link that opens a new tab', async () => {
    serve([waiting]);
    expect(await screen.findByRole('heading', { level: 1, name: '설치 문의' })).toBeTruthy();
    expect(screen.getByText(/윈도우 7에서도 되나요\?/).textContent).toContain('<b>급합니다</b>');
    expect(document.querySelector('b')).toBeNull();
    const product = screen.getByRole('link', { name: /엑셀 주문 자동 정리/ });
    expect(product.getAttribute('href')).toBe('/products/7');
    expect(product.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('김회원 (kim)')).toBeTruthy();
    expect(screen.getByText('비밀글')).toBeTruthy();
    expect(screen.getAllByText('답변 대기').length).toBeGreaterThan(0);
  });

  it('registers the trimmed answer against the question as read, then shows it', async () => {
    const user = userEvent.setup();
    const { writes } = serve([waiting], () => ({ ...waiting, answer: '네, 됩니다.', commentDate: '2026-11-26T01:00:00.000Z', updatedAt: '2026-11-26T01:00:00.000Z' }));
    await user.type(await textarea(), '  네, 됩니다.  ');
    expect(screen.getByText('11/2,000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '답변 등록' }));

    await waitFor(() => expect(writes()).toEqual([{ method: 'PUT', path: '/api/admin/qna/5/answer', body: { answer: '네, 됩니다.', seenUpdatedAt: '2026-11-25T05:03:00.123Z' } }]));
    expect(await screen.findByText(ADMIN_QNA_MESSAGES.answered)).toBeTruthy();
    expect(screen.getByRole('region', { name: '등록된 답변' }).textContent).toContain('네, 됩니다.');
    expect(screen.getAllByText('답변 완료').length).toBeGreaterThan(0);
    expect((await textarea()).value).toBe('네, 됩니다.');
    expect(screen.getByRole('button', { name: '답변 수정' })).toBeTruthy();
  });

  it('asks before a reload drops an answer typed and not saved, and not once it is saved', async () => {
    const user = userEvent.setup();
    serve([waiting], () => ({ ...waiting, answer: '네, 됩니다.', commentDate: '2026-11-26T01:00:00.000Z', updatedAt: '2026-11-26T01:00:00.000Z' }));
    const reloadAsks = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await textarea();
    expect(reloadAsks()).toBe(false);
    await user.type(await textarea(), '네, 됩니다.');
    expect(reloadAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    await screen.findByText(ADMIN_QNA_MESSAGES.answered);
    await waitFor(() => expect(reloadAsks()).toBe(false));
  });

  it('sends one answer for a double click and keeps the button disabled until the server answers', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const saved = { ...waiting, answer: '네, 됩니다.', commentDate: '2026-11-26T01:00:00.000Z', updatedAt: '2026-11-26T01:00:00.000Z' };
    const { writes } = serve([waiting], () => new Promise((resolve) => (release = () => resolve(saved))));
    await user.type(await textarea(), '네, 됩니다.');
    const button = screen.getByRole('button', { name: '답변 등록' }) as HTMLButtonElement;
    doubleClick(button);
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(writes()).toHaveLength(1));
    release();

    expect(await screen.findByText(ADMIN_QNA_MESSAGES.answered)).toBeTruthy();
    expect(writes()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('prefills an existing answer and says it was corrected', async () => {
    const user = userEvent.setup();
    const answered = { ...waiting, answer: '네.', commentDate: '2026-11-26T01:00:00.000Z' };
    const { writes } = serve([answered], () => ({ ...answered, answer: '네, 됩니다.' }));
    const box = await textarea();
    expect(box.value).toBe('네.');
    await user.type(box, ' 됩니다.');
    await user.click(screen.getByRole('button', { name: '답변 수정' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect((writes()[0]!.body as { answer: string }).answer).toBe('네. 됩니다.');
    expect(await screen.findByText(ADMIN_QNA_MESSAGES.answerUpdated)).toBeTruthy();
  });

  it('refuses an empty answer without calling the server and puts the cursor back in the box', async () => {
    const user = userEvent.setup();
    const { writes } = serve([waiting]);
    await user.type(await textarea(), '   ');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_QNA_MESSAGES.answerRequired);
    expect(document.activeElement).toBe(await textarea());
    expect((await textarea()).getAttribute('aria-invalid')).toBe('true');
    await new Promise((r) => setTimeout(r, 20));
    expect(writes()).toEqual([]);
  });

  it('on a conflict says so, reloads the question and keeps what the admin typed', async () => {
    const user = userEvent.setup();
    const edited = { ...waiting, content: '윈도우 11에서도 되나요?', updatedAt: '2026-11-25T06:00:00.000Z' };
    const { writes, gets } = serve([waiting, edited], () => jsonResponse(409, { message: ADMIN_QNA_MESSAGES.stale }));
    await user.type(await textarea(), '네, 됩니다.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));

    const dialog = await findDialog(ADMIN_QNA_MESSAGES.stale);
    expect(await screen.findByText('윈도우 11에서도 되나요?')).toBeTruthy();
    expect(gets()).toBe(2);
    await user.click(within(dialog).getAllByRole('button', { name: '확인' }).at(-1)!);
    expect((await textarea()).value).toBe('네, 됩니다.');

    // The next attempt is made against the version now on screen.
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]!.body).toEqual({ answer: '네, 됩니다.', seenUpdatedAt: '2026-11-25T06:00:00.000Z' });
  });

  it('asks before deleting and deletes nothing when the admin backs out', async () => {
    const user = userEvent.setup();
    const { writes } = serve([waiting], () => ({ message: ADMIN_QNA_MESSAGES.deleted, qnaId: 5 }));
    await user.click(await screen.findByRole('button', { name: '문의 삭제' }));
    const dialog = await findDialog('되돌릴 수 없습니다');
    await user.click(within(dialog).getAllByRole('button', { name: '닫기' }).at(-1)!);
    await new Promise((r) => setTimeout(r, 20));
    expect(writes()).toEqual([]);
    expect(currentLocation()?.pathname).toBe('/admin/qna/5');

    await user.click(screen.getByRole('button', { name: '문의 삭제' }));
    await user.click(within(await findDialog('되돌릴 수 없습니다')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'DELETE', path: '/api/admin/qna/5', body: undefined }]));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/admin/qna'));
    expect(await screen.findByText(ADMIN_QNA_MESSAGES.deleted)).toBeTruthy();
  });

  it('asks once and deletes once for a double click', async () => {
    const user = userEvent.setup();
    const { writes } = serve([waiting], () => ({ message: ADMIN_QNA_MESSAGES.deleted, qnaId: 5 }));
    const button = (await screen.findByRole('button', { name: '문의 삭제' })) as HTMLButtonElement;
    doubleClick(button);
    expect(button.disabled).toBe(true);
    await user.click(within(await findDialog('되돌릴 수 없습니다')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/admin/qna'));
    expect(await screen.findByText(ADMIN_QNA_MESSAGES.deleted)).toBeTruthy();
    // No second question queued behind the first.
    expect(screen.queryByText(/되돌릴 수 없습니다/)).toBeNull();
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/admin/qna/5', body: undefined }]);
  });
});

describe('AdminQnaDetailPage not found', () => {
  it.each(['xyz', '0', '-1', '1.5', '1e3', '99999999999999999999'])('shows /admin/qna/%s as not found, without asking the server', async (id) => {
    const spy = mockFetch(() => waiting);
    renderWithProviders(<AdminQnaDetailPage />, { route: `/admin/qna/${id}`, path: '/admin/qna/:id' });
    expect(await screen.findByText(ADMIN_QNA_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/admin/qna');
    expect(fetchedPaths(spy)).toEqual([]);
  });
});
