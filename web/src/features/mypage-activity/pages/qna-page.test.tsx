import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick, jsonResponse, member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { question } from '../test/fixtures.ts';
import { QnaPage } from './qna-page.tsx';

afterEach(() => vi.restoreAllMocks());

function serve(onPut: (body: unknown) => Response | unknown) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/mypage/qna') return { content: [question(1, null), question(2, '답변드립니다.')], page: 1, size: 5, totalElements: 2, hasMore: false };
    if (url.pathname === '/api/items/qna/update' && init?.method === 'PUT') return onPut(JSON.parse(String(init.body)));
    if (url.pathname === '/api/items/qna/update') return { qnaForm: { qnaId: 1, itemId: 7, itemName: '주문 수집기', title: '문의 1', content: '설치 관련 문의드립니다. 확인 부탁드립니다.', visibility: 'PUBLIC', answered: false } };
    return undefined;
  });
}

describe('QnaPage', () => {
  it('offers edit only on unanswered questions and sends the edited form', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    serve((body) => {
      sent = body;
      return { result: 'success', message: '문의가 수정되었습니다.' };
    });
    renderWithProviders(<QnaPage />, { session: member });
    expect(await screen.findByText('답변드립니다.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /수정$/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '문의 1 수정' }));
    const title = await screen.findByLabelText('제목');
    await user.clear(title);
    await user.type(title, '짧음');
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    expect(await screen.findByText('제목은 4자 이상, 내용은 10자 이상 입력해 주세요.')).toBeTruthy();
    await user.type(title, ' 제목 수정');
    await user.click(screen.getByRole('radio', { name: '비공개' }));
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    await waitFor(() => expect(sent).toMatchObject({ qnaId: 1, itemId: 7, title: '짧음 제목 수정', visibility: 'PRIVATE' }));
    expect(await screen.findByText('문의가 수정되었습니다.')).toBeTruthy();
  });

  it('sends one edit for a double click', async () => {
    const user = userEvent.setup();
    let puts = 0;
    serve(() => {
      puts += 1;
      return { result: 'success', message: '문의가 수정되었습니다.' };
    });
    renderWithProviders(<QnaPage />, { session: member });
    await user.click(await screen.findByRole('button', { name: '문의 1 수정' }));
    const button = (await screen.findByRole('button', { name: '수정하기' })) as HTMLButtonElement;
    // Both clicks before React renders anything, as a fast double click can land. The form itself
    // ignores a submit while one is under way (lib/form), so no single-flight is needed here.
    doubleClick(button);
    expect(await screen.findByText('문의가 수정되었습니다.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(puts).toBe(1);
  });

  it("refreshes the product page's cached Q&A after an edit", async () => {
    const user = userEvent.setup();
    serve(() => ({ result: 'success', message: '문의가 수정되었습니다.' }));
    const detailKey = ['items', 'detail', 7];
    const { queryClient } = renderWithProviders(<QnaPage />, { session: member, cached: [[detailKey, { qnaArticles: 'noData' }]] });
    await user.click(await screen.findByRole('button', { name: '문의 1 수정' }));
    await user.click(await screen.findByRole('radio', { name: '비공개' }));
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    expect(await screen.findByText('문의가 수정되었습니다.')).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true));
  });

  it('alerts the server message when the question was answered meanwhile (409)', async () => {
    const user = userEvent.setup();
    serve(() => jsonResponse(409, { message: '답변이 완료된 문의는 수정할 수 없습니다.' }));
    renderWithProviders(<QnaPage />, { session: member });
    await user.click(await screen.findByRole('button', { name: '문의 1 수정' }));
    await user.click(await screen.findByRole('button', { name: '수정하기' }));
    expect(await screen.findByText('답변이 완료된 문의는 수정할 수 없습니다.')).toBeTruthy();
  });
});
