import { screen, within } from '@testing-library/react';
import { REVIEW_HIDDEN_ORDER_CANCELLED } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { writtenReview } from '../test/fixtures.ts';
import { ReviewWrittenPage } from './review-pages.tsx';

afterEach(() => vi.restoreAllMocks());

describe('ReviewWrittenPage', () => {
  it('tells the author why an admin hid a review, on that review only', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/mypage/reviews') {
        const content = [writtenReview(2, { hiddenReason: '연락처가 적혀 있어 숨겼습니다.' }), writtenReview(1)];
        return { content, page: 1, size: 5, totalElements: 2, hasMore: false };
      }
      return undefined;
    });
    renderWithProviders(<ReviewWrittenPage />, { session: member });

    const hidden = (await screen.findByText(/리뷰 2:/)).closest('li')!;
    const shown = screen.getByText(/리뷰 1:/).closest('li')!;
    expect(within(hidden).getByText('관리자가 이 리뷰를 숨겼습니다 · 사유: 연락처가 적혀 있어 숨겼습니다.')).toBeTruthy();
    expect(shown.textContent).not.toContain('숨겼습니다');
    expect(document.body.textContent?.match(/관리자가 이 리뷰를 숨겼습니다/g)).toHaveLength(1);
  });

  it('says a review left the product page with its cancelled order, not that an admin hid it', async () => {
    mockFetch((url) =>
      url.pathname === '/api/mypage/reviews' ? { content: [writtenReview(3, { hiddenReason: REVIEW_HIDDEN_ORDER_CANCELLED })], page: 1, size: 5, totalElements: 1, hasMore: false } : undefined,
    );
    renderWithProviders(<ReviewWrittenPage />, { session: member });
    const row = (await screen.findByText(/리뷰 3:/)).closest('li')!;
    expect(within(row).getByText('주문이 취소되어 이 리뷰는 상품 페이지와 평점에서 빠졌습니다.')).toBeTruthy();
    expect(row.textContent).not.toContain('관리자');
  });
});
