import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { profile, purchase, question, reviewable } from '../test/fixtures.ts';
import { MypageHomePage } from './mypage-home-page.tsx';

afterEach(() => vi.restoreAllMocks());

// Seven orders over three Seoul days (newest first), as GET /api/mypage sends them.
const purchases = [
  purchase(7, '2026-11-21T16:00:00.000Z'),
  purchase(6, '2026-11-21T15:30:00.000Z'),
  purchase(5, '2026-11-21T10:00:00.000Z'),
  purchase(4, '2026-11-21T09:00:00.000Z'),
  purchase(3, '2026-11-20T09:00:00.000Z'),
  purchase(2, '2026-11-19T09:00:00.000Z', { orderStatus: 'WAITING', cancelable: true }),
  purchase(1, '2026-11-18T09:00:00.000Z'),
];

function serve(over: Record<string, unknown> = {}) {
  return mockFetch((url) => {
    if (url.pathname === '/api/mypage') {
      return {
        myManagementData: profile(),
        myPurchaseData: purchases,
        reviewableItemsCounts: 1,
        reviewableItems: [reviewable(70)],
        myReviewDataCounts: 0,
        myReviewData: 'noData',
        qnaManagementDataCounts: 2,
        qnaManagementData: [question(1, null), question(2, '답변입니다.')],
        ...over,
      };
    }
    return undefined;
  });
}

describe('MypageHomePage', () => {
  it('shows the profile with the grade ranges dropdown and the progress to the next grade', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<MypageHomePage />, { session: member });
    expect(await screen.findByText('김데모님, 반갑습니다')).toBeTruthy();
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('VIP까지 25,000원 남았습니다')).toBeTruthy();
    expect(screen.getByText('1,234P')).toBeTruthy();
    expect(screen.getByText('2장')).toBeTruthy();

    const toggle = screen.getByRole('button', { name: /회원 등급/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('50,001원 ~ 100,000원')).toBeTruthy();
    expect(screen.getByText('500,001원 이상')).toBeTruthy();
  });

  it('groups recent purchases by Seoul date and shows 5 more per click', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<MypageHomePage />, { session: member });
    const recent = await screen.findByRole('region', { name: '최근 구매 내역' });
    expect(within(recent).getAllByRole('article')).toHaveLength(5);
    expect(within(recent).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['2026.11.22', '2026.11.21', '2026.11.20']);
    await user.click(within(recent).getByRole('button', { name: '더보기' }));
    expect(within(recent).getAllByRole('article')).toHaveLength(7);
    expect(within(recent).queryByRole('button', { name: '더보기' })).toBeNull();
    // Actions only on paid orders: the waiting one has cancel but no download or review.
    const waiting = within(recent).getByRole('article', { name: /000002/ });
    expect(within(waiting).queryByRole('link', { name: /다운로드/ })).toBeNull();
    expect(within(waiting).getByRole('button', { name: '주문 취소' })).toBeTruthy();
    const paid = within(recent).getByRole('article', { name: /000007/ });
    expect(within(paid).getByRole('link', { name: /다운로드/ }).getAttribute('href')).toBe('/software-downloads/7/index.html');
    expect(within(paid).getByRole('link', { name: /라이선스 키 보기/ }).getAttribute('href')).toBe('/mypage/subscription/detail/700');
  });

  it("shows empty sections for 'noData'", async () => {
    serve({ myPurchaseData: 'noData', reviewableItems: 'noData', reviewableItemsCounts: 0, qnaManagementData: 'noData', qnaManagementDataCounts: 0 });
    renderWithProviders(<MypageHomePage />, { session: member });
    expect(await screen.findByText('구매 내역이 없습니다.')).toBeTruthy();
    expect(screen.getByText('작성 가능한 리뷰가 없습니다.')).toBeTruthy();
    expect(screen.getByText('작성한 리뷰가 없습니다.')).toBeTruthy();
    expect(screen.getByText('작성한 문의가 없습니다.')).toBeTruthy();
  });
});
