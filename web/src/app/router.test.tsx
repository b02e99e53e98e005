import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fetchedPaths, member, mockFetch, renderWithProviders } from '../test/render.tsx';
import { itemPage } from '../test/fixtures.ts';
import { AppRoutes, isServerRendered, preloadScreen } from './router.tsx';

const SITE_SETTINGS = '/api/site-settings';

describe('AppRoutes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads a screen’s code on first visit and shows it inside the site layout', async () => {
    mockFetch(() => ({}));
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    // The footer's code loads beside the screen's (root-layout.tsx), so it may come a moment later.
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('shows the login screen without the site header', async () => {
    mockFetch(() => ({}));
    renderWithProviders(<AppRoutes />, { route: '/login' });
    expect(await screen.findByRole('button', { name: '로그인' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('loads the my page section with its own route table, behind the login', async () => {
    mockFetch(() => ({}));
    renderWithProviders(<AppRoutes />, { route: '/mypage/purchase-list' });
    expect(await screen.findByRole('button', { name: '로그인' })).toBeTruthy();
  });

  it('answers an unknown my page address with the 404 inside the my page layout', async () => {
    mockFetch(() => ({}));
    renderWithProviders(<AppRoutes />, { route: '/mypage/no-such-page', session: member });
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '구매 내역' })).toBeTruthy();
  });

  it('starts the first screen’s own read with its code: the catalogue and a product', async () => {
    const fetch = mockFetch(() => itemPage([]));
    await preloadScreen({ pathname: '/products', search: '', state: null }, new QueryClient());
    await preloadScreen({ pathname: '/products/7', search: '', state: null }, new QueryClient());
    expect(fetchedPaths(fetch)).toEqual([SITE_SETTINGS, '/api/items?category=ALL&sort=popular', SITE_SETTINGS, '/api/items/detail?itemId=7']);
  });

  it('starts the home page’s three shelves, and on every screen the site settings the footer prints', async () => {
    const fetch = mockFetch(() => itemPage([]));
    await preloadScreen({ pathname: '/', search: '', state: null }, new QueryClient());
    expect(fetchedPaths(fetch).sort()).toEqual(
      [SITE_SETTINGS, '/api/items?category=BEST&sort=popular', '/api/items?category=DISCOUNTED&sort=popular', '/api/items?category=NEW&sort=popular'].sort(),
    );
  });

  it('resolves once the code has loaded, or once the reads have settled too when asked to wait (the server renderer)', async () => {
    let answer!: () => void;
    const pending = new Promise<void>((resolve) => (answer = resolve));
    mockFetch(async () => (await pending, itemPage([])));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await preloadScreen({ pathname: '/products', search: '', state: null }, client);
    expect(client.getQueryData(['items', 'ALL', 'popular'])).toBeUndefined();

    const settled = preloadScreen({ pathname: '/products', search: '', state: null }, client, { reads: 'wait' });
    answer();
    await settled;
    expect(client.getQueryData(['items', 'ALL', 'popular'])).toEqual(itemPage([]));
  });

  it('loads only the code when asked to skip the reads (a page adopting the server’s HTML)', async () => {
    const fetch = mockFetch(() => itemPage([]));
    await preloadScreen({ pathname: '/products/7', search: '', state: null }, new QueryClient(), { reads: 'skip' });
    expect(fetchedPaths(fetch)).toEqual([]);
  });

  it('names the screens the server renders: the storefront a visitor sees, not a member’s or an admin’s', () => {
    // An unknown address too: the server answers it with the 404 page and the status 404.
    for (const path of ['/', '/products', '/products/3', '/login', '/about', '/FAQ', '/no-such-page']) expect(isServerRendered(path), path).toBe(true);
    for (const path of ['/cart', '/order/checkout', '/mypage', '/mypage/purchase-list', '/mypage/no-such-page', '/admin', '/search', '/signup']) {
      expect(isServerRendered(path), path).toBe(false);
    }
  });

  it('leaves a filtered list, a tile’s navigation state and other screens to read for themselves', async () => {
    const fetch = mockFetch(() => ({}));
    await preloadScreen({ pathname: '/products', search: '?category=BEST', state: null }, new QueryClient());
    await preloadScreen({ pathname: '/products', search: '', state: { category: 'N사' } }, new QueryClient());
    await preloadScreen({ pathname: '/FAQ', search: '', state: null }, new QueryClient());
    expect(fetchedPaths(fetch).filter((path) => path !== SITE_SETTINGS)).toEqual([]);
  });
});
