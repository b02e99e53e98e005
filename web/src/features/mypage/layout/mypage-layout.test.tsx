import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, renderWithProviders } from '../../../test/render.tsx';
import { MypageLayout } from './mypage-layout.tsx';

const menu = (name: string) => screen.getByRole('link', { name });
const marked = (name: string) => menu(name).hasAttribute('data-section-current') || menu(name).getAttribute('aria-current') === 'page';

describe('MypageLayout menu', () => {
  it("marks 리뷰 관리 on its children's screens, where phones show only that tab", () => {
    renderWithProviders(<MypageLayout />, { route: '/mypage/review-written-list', session: member });
    expect(menu('작성한 리뷰').getAttribute('aria-current')).toBe('page');
    expect(menu('리뷰 관리').hasAttribute('data-section-current')).toBe(true);
    expect(menu('리뷰 관리').className).toContain('bg-brand-50');
    // On wide screens the lit child carries the highlight; its parent stays quiet.
    expect(menu('리뷰 관리').className).toContain('lg:bg-transparent');
    expect(marked('구매 내역')).toBe(false);
  });

  it('marks 구매 내역 on an order detail page (/mypage/purchase/detail/:id)', () => {
    renderWithProviders(<MypageLayout />, { route: '/mypage/purchase/detail/42', session: member });
    expect(menu('구매 내역').hasAttribute('data-section-current')).toBe(true);
    expect(menu('구매 내역').className).toContain('bg-brand-50');
    expect(menu('구매 내역').className).not.toContain('lg:bg-transparent');
    expect(['마이페이지 홈', '리뷰 관리', '포인트'].filter(marked)).toEqual([]);
  });

  it('marks nothing extra on a plain screen', () => {
    renderWithProviders(<MypageLayout />, { route: '/mypage/check-point', session: member });
    expect(menu('포인트').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('link').filter((a) => a.hasAttribute('data-section-current'))).toEqual([]);
  });
});
