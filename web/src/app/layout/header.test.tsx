import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, member, mockFetch, renderWithProviders } from '../../test/render.tsx';
import { ADMIN_WIDTH, SHOP_WIDTH } from '../../lib/shell-width.ts';
import { Header } from './header.tsx';

afterEach(() => vi.restoreAllMocks());

const menu = () => document.getElementById('mobile-menu');
const backdrop = () => screen.queryByTestId('mobile-menu-backdrop');

describe('Header mobile menu', () => {
  it('opens over a dimmed page and closes on the button, a tap outside and Escape', async () => {
    mockFetch(() => ({}));
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    expect(menu()).toBeNull();

    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    expect(menu()?.getAttribute('aria-label')).toBe('모바일 메뉴');
    expect(backdrop()).not.toBeNull();
    expect(screen.getByRole('button', { name: '메뉴 닫기' }).getAttribute('aria-expanded')).toBe('true');

    await user.click(backdrop()!);
    expect(menu()).toBeNull();
    expect(backdrop()).toBeNull();

    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu()).toBeNull();

    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    await user.click(screen.getByRole('button', { name: '메뉴 닫기' }));
    expect(menu()).toBeNull();
  });

  it('closes when one of its pages is chosen', async () => {
    mockFetch(() => ({}));
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    const link = menu()!.querySelector('a[href="/products"]') as HTMLAnchorElement;
    await user.click(link);
    expect(menu()).toBeNull();
  });
});

describe('Header mobile menu for a member', () => {
  it('names 마이페이지 beside 로그아웃, and only for a member', async () => {
    mockFetch(() => ({}));
    const user = userEvent.setup();
    renderWithProviders(<Header />, { session: member });
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    const links = [...menu()!.querySelectorAll('a, button')].map((e) => e.textContent?.trim()).filter(Boolean);
    expect(links.slice(-2)).toEqual(['마이페이지', '로그아웃']);
    expect(menu()!.querySelector('a[href="/mypage"]')).not.toBeNull();
  });

  it('offers a visitor no 마이페이지 link', async () => {
    mockFetch(() => ({}));
    const user = userEvent.setup();
    renderWithProviders(<Header />, { session: { status: 'anonymous', role: null, loginId: null } });
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    // A visitor known to be one: 로그인 and 회원가입 show, 마이페이지 does not.
    expect(menu()!.querySelector('a[href="/login"]')).not.toBeNull();
    expect(menu()!.querySelector('a[href="/mypage"]')).toBeNull();
  });
});

describe('Header member buttons', () => {
  const prompt = () => screen.queryByRole('dialog');

  it('ask a visitor to log in first', async () => {
    mockFetch(() => ({}));
    renderWithProviders(<Header />, { route: '/products' });
    await userEvent.click(screen.getByRole('button', { name: '장바구니' }));
    expect(prompt()?.textContent).toContain('로그인');
    expect(currentLocation()?.pathname).toBe('/products');
  });

  it('go straight on for a member, and while a stored token is still being checked', async () => {
    mockFetch(() => ({}));
    localStorage.setItem('token', 'stored');
    try {
      for (const session of [member, { status: 'unknown' as const }]) {
        const view = renderWithProviders(<Header />, { route: '/products', session });
        await userEvent.click(screen.getByRole('button', { name: '장바구니' }));
        expect(prompt()).toBeNull();
        expect(currentLocation()?.pathname).toBe('/cart');
        view.unmount();
      }
    } finally {
      localStorage.removeItem('token');
    }
  });

  it('ask to log in first before the check has started when no token is stored (a press on the server’s HTML)', async () => {
    mockFetch(() => ({}));
    renderWithProviders(<Header />, { route: '/products', session: { status: 'unknown' } });
    await userEvent.click(screen.getByRole('button', { name: '마이페이지' }));
    await waitFor(() => expect(prompt()?.textContent).toContain('로그인'));
    expect(currentLocation()?.pathname).toBe('/products');
  });
});

describe('Header width', () => {
  const bar = () => screen.getByRole('banner').firstElementChild!.className;

  it('spans the admin screens’ width on /admin pages and the shop’s elsewhere', () => {
    mockFetch(() => ({}));
    const admin = renderWithProviders(<Header />, { route: '/admin/orders' });
    expect(bar()).toContain(ADMIN_WIDTH);
    expect(bar()).not.toContain(SHOP_WIDTH);
    admin.unmount();

    renderWithProviders(<Header />, { route: '/administrator-guide' });
    expect(bar()).toContain(SHOP_WIDTH);
  });
});
