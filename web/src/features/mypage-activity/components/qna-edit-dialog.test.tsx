import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QNA_CONTENT_MAX, QNA_TITLE_MAX } from '@store/shared';
import { member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { QnaEditDialog } from './qna-edit-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const qnaForm = { qnaId: 5, itemId: 7, itemName: '주문 정리 자동화', title: '설치 문의', content: '윈도우 11에서도 되나요?', visibility: 'PUBLIC' };

describe('QnaEditDialog', () => {
  it('counts the title and the text under them, as 문의하기 counts its text, an emoji as one as the server does', async () => {
    let sent: unknown;
    mockFetch((url, init) => {
      if (url.pathname !== '/api/items/qna/update') return undefined;
      if (init?.method === 'PUT') {
        sent = JSON.parse(String(init.body));
        return { result: 'success', message: '문의가 수정되었습니다.' };
      }
      return { qnaForm: { ...qnaForm, answered: false } };
    });
    const user = userEvent.setup();
    renderWithProviders(<QnaEditDialog qnaId={5} onClose={vi.fn()} />, { session: member });

    const title = (await screen.findByLabelText('제목')) as HTMLInputElement;
    expect(screen.getByText('5 / 100자')).toBeTruthy();
    expect(screen.getByText('14 / 2,000자')).toBeTruthy();

    await user.type(title, ' 😀');
    expect(screen.getByText('7 / 100자')).toBeTruthy();
    // Held at the server's limit in code points: a title of emoji fills all 100, not 50.
    await user.clear(title);
    await user.paste('😀'.repeat(QNA_TITLE_MAX + 1));
    expect(screen.getByText('100 / 100자')).toBeTruthy();
    expect(Array.from(title.value)).toHaveLength(QNA_TITLE_MAX);

    const content = screen.getByLabelText('문의 내용') as HTMLTextAreaElement;
    await user.clear(content);
    await user.paste('😀'.repeat(QNA_CONTENT_MAX));
    expect(screen.getByText('2,000 / 2,000자')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '수정하기' }));
    await waitFor(() => expect(sent).toMatchObject({ title: '😀'.repeat(QNA_TITLE_MAX), content: '😀'.repeat(QNA_CONTENT_MAX) }));
  });
});
