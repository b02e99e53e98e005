import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@store/shared';
import { fetchedPaths, jsonResponse, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { ReviewsTab } from './reviews-tab.tsx';

afterEach(() => vi.restoreAllMocks());

const review = (articleId: number, rate: number): Review => ({ articleId, loginId: 'de**', postDate: '2026-11-01', rate, content: `리뷰 ${articleId}: 업무 시간이 절반으로 줄었습니다.` });
const focused = () => [document.activeElement?.tagName, document.activeElement?.textContent];
// The newest first, as the server lists them.
const newest = (from: number, count: number) => Array.from({ length: count }, (_, i) => review(from - i, 5));

describe('ReviewsTab', () => {
  it('shows the average, count and star histogram of every review, not only of those listed', () => {
    renderWithProviders(<ReviewsTab itemId={7} reviews={newest(250, 20)} more popular={[]} rating={4.2} total={250} ratingCounts={[10, 15, 25, 50, 150]} />);
    const summary = screen.getByRole('region', { name: '리뷰 요약' });
    expect(summary.textContent).toContain('4.2');
    expect(summary.textContent).toContain('리뷰 250개');
    const bars = within(within(summary).getByRole('list', { name: '별점 분포' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['5점150', '4점50', '3점25', '2점15', '1점10']);
    expect(screen.getByRole('heading', { name: '전체 리뷰 250' })).toBeTruthy();
  });

  it('reads the next reviews after the last one shown, and hides the button at the end', async () => {
    const user = userEvent.setup();
    const spy = mockFetch((url) => {
      const before = Number(url.searchParams.get('before'));
      return before === 231 ? { reviews: newest(230, 20), more: true } : { reviews: newest(210, 3), more: false };
    });
    renderWithProviders(<ReviewsTab itemId={7} reviews={newest(250, 20)} more popular={[]} rating={5} total={43} ratingCounts={[0, 0, 0, 0, 43]} />);
    await user.click(screen.getByRole('button', { name: '리뷰 더보기 (23)' }));
    // The first review read takes the focus, to read on from.
    await waitFor(() => expect(focused()).toEqual(['LI', expect.stringContaining('리뷰 230:')]));
    await user.click(await screen.findByRole('button', { name: '리뷰 더보기 (3)' }));
    await screen.findByText(/리뷰 208:/);
    // After the last page the button is gone; the focus is on its first review, not lost to the page.
    await waitFor(() => expect(focused()).toEqual(['LI', expect.stringContaining('리뷰 210:')]));
    expect(screen.queryByRole('button', { name: /리뷰 더보기/ })).toBeNull();
    expect(fetchedPaths(spy)).toEqual(['/api/items/reviews?itemId=7&before=231', '/api/items/reviews?itemId=7&before=211']);
    const listed = within(screen.getAllByRole('list').at(-1)!).getAllByRole('listitem');
    expect(listed).toHaveLength(43);
  });

  it('keeps the shown reviews and says so when the next page fails', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(503, { message: '잠시 후 다시 시도해 주세요.' }));
    renderWithProviders(<ReviewsTab itemId={7} reviews={newest(30, 20)} more popular={[]} rating={5} total={30} ratingCounts={[0, 0, 0, 0, 30]} />);
    await user.click(screen.getByRole('button', { name: '리뷰 더보기 (10)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('잠시 후 다시 시도해 주세요.');
    expect(screen.getByText(/리뷰 11:/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '리뷰 더보기 (10)' })).toBeTruthy();
  });

  it('shows no button when every review is listed', () => {
    renderWithProviders(<ReviewsTab itemId={7} reviews={[review(2, 5), review(1, 4)]} more={false} popular={[]} rating={4.5} total={2} ratingCounts={[0, 0, 0, 1, 1]} />);
    expect(screen.getByRole('region', { name: '리뷰 요약' }).textContent).toContain('리뷰 2개');
    expect(screen.queryByRole('button', { name: /더보기/ })).toBeNull();
  });

  it('shows every best review the server picked', () => {
    const best = [review(9, 5), review(8, 5), review(7, 4)];
    renderWithProviders(<ReviewsTab itemId={7} reviews={newest(30, 20)} more popular={best} rating={4.8} total={30} ratingCounts={[0, 0, 0, 5, 25]} />);
    const section = screen.getByRole('region', { name: '베스트 리뷰' });
    for (const r of best) expect(within(section).getByText(r.content)).toBeTruthy();
  });
});
