import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review } from '@store/shared';
import { ReviewsTab } from './reviews-tab.tsx';

const review = (articleId: number, rate: number): Review => ({ articleId, loginId: 'de**', postDate: '2026-11-01', rate, content: '업무 시간이 절반으로 줄었습니다. 추천합니다.' });

describe('ReviewsTab', () => {
  it('shows the product average and count, not those of the listed reviews, and says when the list is the newest part', () => {
    // 250 reviews averaging 4.2; the detail call lists the newest 100, all of five stars.
    const listed = Array.from({ length: 100 }, (_, i) => review(i + 1, 5));
    render(<ReviewsTab reviews={listed} popular={[]} rating={4.2} total={250} />);
    const summary = screen.getByRole('region', { name: '리뷰 요약' });
    expect(summary.textContent).toContain('4.2');
    expect(summary.textContent).toContain('리뷰 250개');
    expect(within(summary).getByRole('list', { name: '별점 분포 (최근 리뷰 100개)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '전체 리뷰 250' })).toBeTruthy();
    expect(screen.getByText('최근 리뷰 100개를 보여 드립니다.')).toBeTruthy();
  });

  it('says nothing about a partial list when every review is listed', () => {
    render(<ReviewsTab reviews={[review(1, 5), review(2, 4)]} popular={[]} rating={4.5} total={2} />);
    expect(screen.getByRole('region', { name: '리뷰 요약' }).textContent).toContain('리뷰 2개');
    expect(screen.getByRole('list', { name: '별점 분포' })).toBeTruthy();
    expect(screen.queryByText(/를 보여 드립니다/)).toBeNull();
  });
});
