import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_INFO, DEFAULT_MAIN_PAGE, SUPPORT_HOURS } from '@store/shared';
import { ADMIN_WIDTH, SHOP_WIDTH } from '../../lib/shell-width.ts';
import { siteSettingsKey } from '../../lib/site.ts';
import { fetchedPaths, mockFetch, renderWithProviders } from '../../test/render.tsx';
import { Footer } from './footer.tsx';

afterEach(() => vi.restoreAllMocks());

describe('Footer', () => {
  it('shows the constants first, then the business information an admin saved', async () => {
    mockFetch((url) =>
      url.pathname === '/api/site-settings'
        ? { business: { ...BUSINESS_INFO, companyName: '주식회사 바뀐이름', phone: '1588-0000' }, supportHours: { ...SUPPORT_HOURS, office: '평일 10:00 - 17:00' }, chatChannelUrl: 'https://pf.kakao.com/_x', mainPage: { ...DEFAULT_MAIN_PAGE, hero: { ...DEFAULT_MAIN_PAGE.hero, imagePath: null } } }
        : {},
    );
    renderWithProviders(<Footer />);
    expect(screen.getByText(BUSINESS_INFO.companyName)).toBeTruthy();
    expect(await screen.findByText('주식회사 바뀐이름')).toBeTruthy();
    // Labelled as office hours: under the phone number they would read as the phone's.
    expect(screen.getByText('업무 시간 평일 10:00 - 17:00')).toBeTruthy();
    expect(screen.getAllByText('1588-0000').length).toBeGreaterThan(0);
  });

  it('does not read again the settings the server sent with the page', async () => {
    const fetch = mockFetch(() => ({}));
    const sent = { business: { ...BUSINESS_INFO, companyName: '주식회사 서버값' }, supportHours: SUPPORT_HOURS, chatChannelUrl: 'https://pf.kakao.com/_x', mainPage: DEFAULT_MAIN_PAGE };
    renderWithProviders(<Footer />, { cached: [[siteSettingsKey, sent]] });
    expect(screen.getByText('주식회사 서버값')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchedPaths(fetch)).toEqual([]);
  });

  it('keeps the constants when the call fails', async () => {
    mockFetch(() => new Response('oops', { status: 500 }));
    renderWithProviders(<Footer />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByText(BUSINESS_INFO.companyName)).toBeTruthy();
  });

  it('lines up with the admin screens on /admin pages and with the shop elsewhere', () => {
    mockFetch(() => ({}));
    const inner = () => screen.getByRole('contentinfo').firstElementChild!.className;
    const admin = renderWithProviders(<Footer />, { route: '/admin/users' });
    expect(inner()).toContain(ADMIN_WIDTH);
    admin.unmount();
    renderWithProviders(<Footer />, { route: '/products' });
    expect(inner()).toContain(SHOP_WIDTH);
    expect(inner()).not.toContain(ADMIN_WIDTH);
  });
});
