import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QNA_MESSAGES, type QnaArticle } from '@store/shared';
import { fetchedPaths, jsonResponse, member, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { QnaTab } from './qna-tab.tsx';

afterEach(() => vi.restoreAllMocks());

const article = (overrides: Partial<QnaArticle>): QnaArticle => ({
  articleId: 1,
  title: '윈도우 11에서도 되나요?',
  content: '윈도우 11 환경에서 사용 가능한지 궁금합니다.',
  visibility: 'PUBLIC',
  comment: '네, 윈도우 11에서도 사용하실 수 있습니다.',
  answered: true,
  loginId: 'ki***',
  postDate: '2026-10-02T03:00:00Z',
  myArticle: false,
  ...overrides,
});

const ARTICLES = [
  article({}),
  article({ articleId: 2, title: QNA_MESSAGES.privateTitle, content: '', visibility: 'PRIVATE', comment: null, answered: false }),
  article({ articleId: 3, title: '내 비공개 문의', content: '라이선스를 옮길 수 있나요?', visibility: 'PRIVATE', comment: null, answered: false, myArticle: true }),
  // Someone else's answered private question: the answer is withheld, the status is not.
  article({ articleId: 4, title: QNA_MESSAGES.privateTitle, content: '', visibility: 'PRIVATE', comment: null, answered: true }),
];

describe('QnaTab', () => {
  it('shows status, locks other people\'s private questions and opens a row on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QnaTab itemId={1} articles={ARTICLES} more={false} total={ARTICLES.length} />);
    const rows = screen.getAllByRole('row');
    expect(rows[1]?.textContent).toContain('답변 완료');
    expect(rows[2]?.textContent).toContain('답변 대기');
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(rows[2]?.textContent).toContain(QNA_MESSAGES.privateTitle);
    expect(rows[4]?.textContent).toContain('답변 완료');
    expect(within(rows[4]!).queryByRole('button')).toBeNull();

    const toggle = screen.getByRole('button', { name: /윈도우 11에서도 되나요/ });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('네, 윈도우 11에서도 사용하실 수 있습니다.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /내 비공개 문의/ }));
    expect(screen.getByText('라이선스를 옮길 수 있나요?')).toBeTruthy();
  });

  it('reads older questions after the last one shown, with the total still to come', async () => {
    const user = userEvent.setup();
    const spy = mockFetch(() => ({ qnaArticles: [article({ articleId: 1, title: '가장 오래된 문의' })], more: false }));
    const first = [article({ articleId: 9, title: '최근 문의' }), article({ articleId: 5, title: '그 전 문의' })];
    renderWithProviders(<QnaTab itemId={3} articles={first} more total={3} />);
    await user.click(screen.getByRole('button', { name: '문의 더보기 (1)' }));
    expect(await screen.findByRole('button', { name: /가장 오래된 문의/ })).toBeTruthy();
    // Its row takes the focus: the button pressed is gone with the last page.
    await waitFor(() => expect([document.activeElement?.tagName, document.activeElement?.textContent]).toEqual(['TR', expect.stringContaining('가장 오래된 문의')]));
    expect(fetchedPaths(spy)).toEqual(['/api/items/qna?itemId=3&before=5']);
    expect(screen.queryByRole('button', { name: /문의 더보기/ })).toBeNull();
  });

  it('asks a visitor to log in before writing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QnaTab itemId={1} articles={[]} more={false} total={0} />);
    await user.click(screen.getByRole('button', { name: '문의하기' }));
    expect(await screen.findByRole('dialog', { name: '로그인이 필요합니다' })).toBeTruthy();
  });

  it('says under each field what a short question lacks, then posts a private one and resets the form', async () => {
    const spy = mockFetch(() => ({ result: 'success', message: QNA_MESSAGES.success }));
    const user = userEvent.setup();
    renderWithProviders(<QnaTab itemId={4} articles={[]} more={false} total={0} />, { session: member });

    await user.click(screen.getByRole('button', { name: '문의하기' }));
    const form = await screen.findByRole('dialog', { name: '상품 문의하기' });
    await user.type(within(form).getByLabelText('제목'), '질문');
    await user.type(within(form).getByLabelText('문의 내용'), '짧아요');
    await user.click(within(form).getByRole('button', { name: '문의 등록' }));
    expect(await within(form).findByText('제목은 4자 이상 입력해 주세요.')).toBeTruthy();
    expect(within(form).getByText('내용은 10자 이상 입력해 주세요.')).toBeTruthy();
    // In the form, not a second modal stacked on it; the first field to fix has the focus.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(document.activeElement).toBe(within(form).getByLabelText('제목'));
    expect(spy).not.toHaveBeenCalled();
    // Typing in the title takes its message away; the question's stays until it is fixed.
    await user.type(within(form).getByLabelText('제목'), '요');
    expect(within(form).queryByText('제목은 4자 이상 입력해 주세요.')).toBeNull();
    expect(within(form).getByText('내용은 10자 이상 입력해 주세요.')).toBeTruthy();

    await user.clear(within(form).getByLabelText('제목'));
    await user.type(within(form).getByLabelText('제목'), '설치 문의드립니다');
    await user.clear(within(form).getByLabelText('문의 내용'));
    await user.type(within(form).getByLabelText('문의 내용'), '노트북 두 대에 설치할 수 있나요?');
    await user.click(within(form).getByLabelText(/비공개로 문의하기/));
    await user.click(within(form).getByRole('button', { name: '문의 등록' }));

    expect(await screen.findByText(QNA_MESSAGES.success)).toBeTruthy();
    const [url, init] = spy.mock.calls[0]!;
    expect(String(url)).toContain('/api/items/qna/write?itemId=4');
    expect(JSON.parse(String(init?.body))).toEqual({ title: '설치 문의드립니다', content: '노트북 두 대에 설치할 수 있나요?', visibility: 'PRIVATE', itemId: 4 });

    await user.click(screen.getByRole('button', { name: '확인' }));
    await user.click(screen.getByRole('button', { name: '문의하기' }));
    await waitFor(() => expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe(''));
  });

  it('counts an emoji as one character, as the server does', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QnaTab itemId={4} articles={[]} more={false} total={0} />, { session: member });
    await user.click(screen.getByRole('button', { name: '문의하기' }));
    const form = await screen.findByRole('dialog', { name: '상품 문의하기' });
    await user.type(within(form).getByLabelText('문의 내용'), '😀'.repeat(10));
    expect(within(form).getByText('10 / 2,000자')).toBeTruthy();
  });

  it('posts one question for a double click', async () => {
    const spy = mockFetch(() => ({ result: 'success', message: QNA_MESSAGES.success }));
    const user = userEvent.setup();
    renderWithProviders(<QnaTab itemId={4} articles={[]} more={false} total={0} />, { session: member });
    await user.click(screen.getByRole('button', { name: '문의하기' }));
    await user.type(screen.getByLabelText('제목'), '설치 문의드립니다');
    await user.type(screen.getByLabelText('문의 내용'), '노트북 두 대에 설치할 수 있나요?');
    const form = screen.getByRole('button', { name: '문의 등록' }).closest('form')!;
    // Both before React re-renders the button as busy.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(await screen.findByText(QNA_MESSAGES.success)).toBeTruthy();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('alerts the server message when posting fails', async () => {
    mockFetch(() => jsonResponse(400, { message: '내용을 확인해 주세요.' }));
    const user = userEvent.setup();
    renderWithProviders(<QnaTab itemId={4} articles={[]} more={false} total={0} />, { session: member });
    await user.click(screen.getByRole('button', { name: '문의하기' }));
    await user.type(screen.getByLabelText('제목'), '설치 문의드립니다');
    await user.type(screen.getByLabelText('문의 내용'), '노트북 두 대에 설치할 수 있나요?');
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(await screen.findByText(`${QNA_MESSAGES.failed}: 내용을 확인해 주세요.`)).toBeTruthy();
  });
});
