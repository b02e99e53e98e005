import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, mockFetch, renderWithProviders } from '../test/render.tsx';
import { AppRoutes } from './router.tsx';

describe('AppRoutes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads a screen’s code on first visit and shows it inside the site layout', async () => {
    mockFetch(() => ({}));
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
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
});
