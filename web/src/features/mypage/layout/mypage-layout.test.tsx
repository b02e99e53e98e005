import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, renderWithProviders } from '../../../test/render.tsx';
import { MypageLayout } from './mypage-layout.tsx';

const menu = (name: string) => screen.getByRole('link', { name });
const current = (name: string) => menu(name).getAttribute('aria-current');
const marked = (name: string) => current(name) !== null;

// WAI-ARIA: "page" marks the link to the screen shown; a link to the section holding it (the only
// tab a phone shows there) is the current item of the menu, "true".
describe('MypageLayout menu', () => {
  it("marks 리뷰 관리 as the current section on its children's screens, where phones show only that tab", () => {
    renderWithProviders(<MypageLayout />, { route: '/mypage/review-written-list', session: member });
    expect(current('작성한 리뷰')).toBe('page');
    expect(current('리뷰 관리')).toBe('true');
    expect(menu('리뷰 관리').className).toContain('bg-brand-50');
    // On wide screens the lit child carries the highlight; its parent stays quiet.
    expect(menu('리뷰 관리').className).toContain('lg:bg-transparent');
    expect(marked('구매 내역')).toBe(false);
  });

  it('marks 구매 내역 on an order detail page (/mypage/purchase/detail/:id)', () => {
    renderWithProviders(<MypageLayout />, { route: '/mypage/purchase/detail/42', session: member });
    expect(current('구매 내역')).toBe('true');
    expect(menu('구매 내역').className).toContain('bg-brand-50');
    expect(menu('구매 내역').className).not.toContain('lg:bg-transparent');
    expect(['마이페이지 홈', '리뷰 관리', '포인트'].filter(marked)).toEqual([]);
  });

  it.each([
    ['/mypage/subscription/detail/1', '구독 관리'],
    ['/mypage/custom-order/7', '맞춤 제작 주문'],
    ['/mypage/withdrawal', '개인정보 관리'],
  ])('marks the section, not the page, on a screen below its path (%s)', (route, label) => {
    renderWithProviders(<MypageLayout />, { route, session: member });
    expect(current(label)).toBe('true');
    expect(menu(label).className).toContain('bg-brand-50');
    expect(screen.getAllByRole('link').filter((a) => a.hasAttribute('aria-current')).map((a) => a.textContent)).toEqual([label]);
  });

  it('marks only its own page on a plain screen', () => {
    renderWithProviders(<MypageLayout />, { route: '/mypage/check-point', session: member });
    expect(current('포인트')).toBe('page');
    expect(screen.getAllByRole('link').filter((a) => a.hasAttribute('aria-current')).map((a) => a.textContent)).toEqual(['포인트']);
  });

  it('marks 리뷰 관리 as the page on its own screen, and none of its children', () => {
    renderWithProviders(<MypageLayout />, { route: '/mypage/review-list', session: member });
    expect(current('리뷰 관리')).toBe('page');
    expect(menu('리뷰 관리').className).not.toContain('lg:bg-transparent');
    expect(['작성 가능한 리뷰', '작성한 리뷰', '마이페이지 홈'].filter(marked)).toEqual([]);
  });
});
