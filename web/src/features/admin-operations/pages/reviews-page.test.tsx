import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_REVIEW_MESSAGES, type AdminReviewListResponse, type AdminReviewRow } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick, findDialog, jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdminReviewsPage } from './reviews-page.tsx';

const row = (reviewId: number, over: Partial<AdminReviewRow> = {}): AdminReviewRow => ({
  reviewId,
  itemId: 7,
  itemName: '엑셀 주문 자동 정리',
  memberLoginId: `member${reviewId}`,
  memberName: `회원${reviewId}`,
  rate: 4,
  content: `리뷰 ${reviewId}: 주문 정리가 빨라졌어요.`,
  createdAt: '2026-11-25T05:03:00.000Z',
  hiddenAt: null,
  hiddenReason: null,
  ...over,
});

const hiddenRow = (reviewId: number) => row(reviewId, { rate: 1, hiddenAt: '2026-11-26T01:00:00.000Z', hiddenReason: '욕설이 담겨 있습니다.' });

type Call = { method: string; url: URL; body: unknown };

/** Serves `content` to every GET of the list; a PUT answers with `write`. */
function serve(content: AdminReviewRow[], write: (call: Call) => unknown = () => ({})) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (call.method === 'GET' && url.pathname === '/api/admin/reviews') {
      return { page: 1, size: 20, totalElements: content.length, totalPages: content.length ? 1 : 0, totalCapped: false, content } satisfies AdminReviewListResponse;
    }
    if (call.method === 'PUT' && /^\/api\/admin\/reviews\/\d+\/visibility$/.test(url.pathname)) return write(call);
    throw new Error(`unexpected ${call.method} ${url.pathname}`);
  });
  renderWithProviders(<AdminReviewsPage />, { route: '/admin/reviews' });
  return {
    gets: () => calls.filter((c) => c.method === 'GET'),
    puts: () => calls.filter((c) => c.method === 'PUT').map((c) => ({ path: c.url.pathname, body: c.body })),
  };
}

const card = async (reviewId: number) => (await screen.findByText(new RegExp(`^리뷰 ${reviewId}:`))).closest('li')!;
const settle = () => new Promise((r) => setTimeout(r, 20));

afterEach(() => vi.restoreAllMocks());

describe('AdminReviewsPage', () => {
  it('lists each review with its stars, product link, author, time and text, and marks the hidden one with its reason', async () => {
    serve([row(2, { content: '리뷰 2: <b>최고</b>\n두 번째 줄' }), hiddenRow(1)]);

    const shown = await card(2);
    expect(within(shown).getByRole('img', { name: '별점 5점 중 4점' })).toBeTruthy();
    const product = within(shown).getByRole('link', { name: /엑셀 주문 자동 정리/ });
    expect(product.getAttribute('href')).toBe('/products/7');
    expect(product.getAttribute('target')).toBe('_blank');
    expect(shown.textContent).toContain('회원2');
    expect(shown.textContent).toContain('member2');
    expect(shown.textContent).toContain('2026.11.25 14:03');
    expect(shown.textContent).toContain('<b>최고</b>');
    expect(document.querySelector('b')).toBeNull();
    expect(shown.textContent).not.toContain('숨김');
    expect(within(shown).getByRole('button', { name: '리뷰 #2 숨기기' })).toBeTruthy();

    const hidden = await card(1);
    expect(within(hidden).getByRole('img', { name: '별점 5점 중 1점' })).toBeTruthy();
    expect(within(hidden).getByText('숨김')).toBeTruthy();
    expect(hidden.textContent).toContain('욕설이 담겨 있습니다.');
    expect(hidden.textContent).toContain('2026.11.26 10:00 숨김');
    expect(within(hidden).getByRole('button', { name: '리뷰 #1 다시 공개' })).toBeTruthy();
    expect(within(hidden).queryByRole('button', { name: /숨기기/ })).toBeNull();
    expect(screen.getByText('총 2건')).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    serve([]);
    expect(await screen.findByText('조건에 맞는 리뷰가 없습니다.')).toBeTruthy();
  });

  it('asks the server for the hidden one-star reviews when those are chosen', async () => {
    const user = userEvent.setup();
    const { gets } = serve([row(1)]);
    await card(1);
    const lastQuery = () => gets().at(-1)!.url.searchParams;
    expect(lastQuery().get('visibility')).toBeNull();
    expect(lastQuery().get('rate')).toBeNull();

    await user.selectOptions(screen.getByLabelText('공개 상태'), '숨김');
    await user.selectOptions(screen.getByLabelText('별점'), '1점');
    await user.type(screen.getByLabelText('내용·상품명·아이디'), 'member1');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(lastQuery().get('visibility')).toBe('HIDDEN'));
    expect(lastQuery().get('rate')).toBe('1');
    expect(lastQuery().get('q')).toBe('member1');
    expect(lastQuery().get('page')).toBe('1');
  });

  it('refuses to hide without a reason, without calling the server', async () => {
    const user = userEvent.setup();
    const { puts } = serve([row(1)]);
    await user.click(within(await card(1)).getByRole('button', { name: '리뷰 #1 숨기기' }));
    const dialog = await findDialog('리뷰 숨기기');
    const reason = within(dialog).getByLabelText('숨기는 사유') as HTMLTextAreaElement;
    expect(dialog.textContent).toContain('작성자의 마이페이지 리뷰 목록에 그대로 표시됩니다');
    await waitFor(() => expect(document.activeElement).toBe(reason));
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: '숨기기' }));

    expect(within(dialog).getByRole('alert').textContent).toBe(ADMIN_REVIEW_MESSAGES.reasonRequired);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    await settle();
    expect(puts()).toEqual([]);
  });

  it('hides with the trimmed reason, says so and reads the list again', async () => {
    const user = userEvent.setup();
    const { puts, gets } = serve([row(1)], () => hiddenRow(1));
    await user.click(within(await card(1)).getByRole('button', { name: '리뷰 #1 숨기기' }));
    const dialog = await findDialog('리뷰 숨기기');
    await user.type(within(dialog).getByLabelText('숨기는 사유'), '  욕설이 담겨 있습니다.  ');
    expect(dialog.textContent).toContain('16/200');
    const before = gets().length;
    await user.click(within(dialog).getByRole('button', { name: '숨기기' }));

    await waitFor(() => expect(puts()).toEqual([{ path: '/api/admin/reviews/1/visibility', body: { hidden: true, reason: '욕설이 담겨 있습니다.' } }]));
    expect(await screen.findByText(ADMIN_REVIEW_MESSAGES.hidden)).toBeTruthy();
    await waitFor(() => expect(gets().length).toBe(before + 1));
    expect(screen.queryByLabelText('숨기는 사유')).toBeNull();
  });

  it('when another admin hid it first, says so and reads the list again', async () => {
    const user = userEvent.setup();
    const { puts, gets } = serve([row(1)], () => jsonResponse(409, { message: ADMIN_REVIEW_MESSAGES.alreadyHidden }));
    await user.click(within(await card(1)).getByRole('button', { name: '리뷰 #1 숨기기' }));
    const dialog = await findDialog('리뷰 숨기기');
    await user.type(within(dialog).getByLabelText('숨기는 사유'), '광고');
    const before = gets().length;
    await user.click(within(dialog).getByRole('button', { name: '숨기기' }));

    const alert = await findDialog(ADMIN_REVIEW_MESSAGES.alreadyHidden);
    expect(puts()).toHaveLength(1);
    await waitFor(() => expect(gets().length).toBe(before + 1));
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(screen.queryByText(ADMIN_REVIEW_MESSAGES.hidden)).toBeNull();
  });

  it('asks before showing a hidden review again, and sends nothing when the admin backs out', async () => {
    const user = userEvent.setup();
    const { puts } = serve([hiddenRow(1)], () => row(1, { rate: 1 }));
    const button = within(await card(1)).getByRole('button', { name: '리뷰 #1 다시 공개' });

    await user.click(button);
    await user.click(within(await findDialog('다시 공개할까요?')).getAllByRole('button', { name: '닫기' }).at(-1)!);
    await settle();
    expect(puts()).toEqual([]);

    await user.click(button);
    await user.click(within(await findDialog('다시 공개할까요?')).getAllByRole('button', { name: '다시 공개' }).at(-1)!);
    await waitFor(() => expect(puts()).toEqual([{ path: '/api/admin/reviews/1/visibility', body: { hidden: false } }]));
    expect(await screen.findByText(ADMIN_REVIEW_MESSAGES.shown)).toBeTruthy();
  });

  it('hides once for a double click on 숨기기', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const { puts } = serve([row(1)], () => new Promise((resolve) => (release = () => resolve(hiddenRow(1)))));
    await user.click(within(await card(1)).getByRole('button', { name: '리뷰 #1 숨기기' }));
    const dialog = await findDialog('리뷰 숨기기');
    await user.type(within(dialog).getByLabelText('숨기는 사유'), '광고');
    const submit = within(dialog).getByRole('button', { name: '숨기기' }) as HTMLButtonElement;
    doubleClick(submit);
    expect(submit.disabled).toBe(true);
    await waitFor(() => expect(puts()).toHaveLength(1));
    release();

    expect(await screen.findByText(ADMIN_REVIEW_MESSAGES.hidden)).toBeTruthy();
    await settle();
    expect(puts()).toHaveLength(1);
    expect(screen.queryByText(ADMIN_REVIEW_MESSAGES.alreadyHidden)).toBeNull();
  });

  it('asks once and shows once for a double click on 다시 공개', async () => {
    const user = userEvent.setup();
    const { puts } = serve([hiddenRow(1)], () => row(1, { rate: 1 }));
    const button = within(await card(1)).getByRole('button', { name: '리뷰 #1 다시 공개' }) as HTMLButtonElement;
    doubleClick(button);
    expect(button.disabled).toBe(true);
    await user.click(within(await findDialog('다시 공개할까요?')).getAllByRole('button', { name: '다시 공개' }).at(-1)!);
    expect(await screen.findByText(ADMIN_REVIEW_MESSAGES.shown)).toBeTruthy();
    await settle();
    // No second question queued behind the first, and one request.
    expect(screen.queryByText(/다시 공개할까요\?/)).toBeNull();
    expect(puts()).toEqual([{ path: '/api/admin/reviews/1/visibility', body: { hidden: false } }]);
  });
});
