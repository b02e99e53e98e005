import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_INFO, SUPPORT_HOURS } from '@store/shared';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { itemPage } from '../../../test/fixtures.ts';
import { HomePage } from './home-page.tsx';

afterEach(() => vi.restoreAllMocks());

const settings = {
  business: BUSINESS_INFO,
  supportHours: SUPPORT_HOURS,
  chatChannelUrl: 'https://pf.kakao.com/_x',
  mainPage: {
    hero: { title: '관리자가 바꾼 배너', subtitle: '부제목입니다', buttonLabel: '지금 보기', imageFileName: null, imagePath: null },
    sections: [
      { key: 'discounted', enabled: true },
      { key: 'best', enabled: true },
      { key: 'new', enabled: false },
      { key: 'reviews', enabled: false },
      { key: 'manualPromo', enabled: true },
      { key: 'companyIntro', enabled: false },
    ],
  },
};

describe('HomePage', () => {
  it('shows the hero and the sections the admin chose, in that order', async () => {
    mockFetch((url) => (url.pathname === '/api/site-settings' ? settings : itemPage([])));
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: '관리자가 바꾼 배너' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /지금 보기/ })).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const sale = titles.indexOf('놓치면 아쉬운 할인 상품');
    const best = titles.indexOf('지금 가장 많이 찾는 프로그램');
    expect(sale).toBeGreaterThanOrEqual(0);
    expect(best).toBeGreaterThan(sale);
    expect(titles).not.toContain('새로 나온 프로그램');
    expect(titles.some((t) => t?.includes('영상 매뉴얼로'))).toBe(true);
    expect(titles).not.toContain('먼저 써 본 고객님들의 이야기');
  });

  it("keeps each shelf's 전체보기 out of the chat button's column on a phone", async () => {
    mockFetch((url) => (url.pathname === '/api/site-settings' ? settings : itemPage([])));
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { level: 1, name: '관리자가 바꾼 배너' });
    expect(screen.getByRole('button', { name: /채팅 상담/ }).hasAttribute('data-floating-button')).toBe(true);
    const links = screen.getAllByRole('link', { name: /^전체보기/ });
    expect(links).toHaveLength(2);
    for (const link of links) {
      // Beside the eyebrow, inset by the button's column below 640 px; at the title's foot from there.
      expect(link.className.split(' ')).toEqual(expect.arrayContaining(['row-start-1', 'with-floating-button:max-sm:mr-12', 'sm:row-span-2', 'min-h-10']));
    }
  });
});
