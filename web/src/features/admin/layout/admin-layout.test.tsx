import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithProviders } from '../../../test/render.tsx';
import { AdminLayout } from './admin-layout.tsx';

const admin = { status: 'authenticated' as const, role: 'ADMIN' as const, loginId: 'admin' };

// jsdom has no matchMedia: the layout is the narrow one (under 1635 px), with its menu folded.
describe('AdminLayout under 1635 px', () => {
  it('opens the menu in the page and closes it with the same button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminLayout />, { route: '/admin/coupons', session: admin });
    const toggle = screen.getByRole('button', { name: '관리자 메뉴' });
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: '쿠폰 관리' }).getAttribute('aria-current')).toBe('page');
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminLayout />, { route: '/admin/coupons', session: admin });
    await user.click(screen.getByRole('button', { name: '관리자 메뉴' }));
    screen.getByRole('link', { name: '주문 관리' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '관리자 메뉴' }));
  });

  it('closes on Escape pressed straight after opening, with focus still on its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminLayout />, { route: '/admin/coupons', session: admin });
    const toggle = screen.getByRole('button', { name: '관리자 메뉴' });
    await user.click(toggle);
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on Escape with nothing focused (Safari does not focus a clicked button)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminLayout />, { route: '/admin/coupons', session: admin });
    await user.click(screen.getByRole('button', { name: '관리자 메뉴' }));
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '관리자 메뉴' }));
  });

  it('leaves the menu open, and focus where it is, for an Escape in the screen below it', async () => {
    const user = userEvent.setup();
    const screenBelow = (
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="*" element={<input aria-label="쿠폰 검색" />} />
        </Route>
      </Routes>
    );
    renderWithProviders(screenBelow, { route: '/admin/coupons', session: admin });
    await user.click(screen.getByRole('button', { name: '관리자 메뉴' }));
    const field = screen.getByRole('textbox', { name: '쿠폰 검색' });
    await user.click(field);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('navigation', { name: '관리자 메뉴' })).toBeTruthy();
    expect(document.activeElement).toBe(field);
  });

  it('closes once a screen is chosen, also the one already shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminLayout />, { route: '/admin/coupons', session: admin });
    await user.click(screen.getByRole('button', { name: '관리자 메뉴' }));
    await user.click(screen.getByRole('link', { name: '쿠폰 관리' }));
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '관리자 메뉴' }));
    await user.click(screen.getByRole('link', { name: '주문 관리' }));
    expect(currentLocation()?.pathname).toBe('/admin/orders');
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
  });

  it('marks the list a detail screen belongs to as current, but not as the page shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminLayout />, { route: '/admin/products/5', session: admin });
    await user.click(screen.getByRole('button', { name: '관리자 메뉴' }));
    expect(screen.getByRole('link', { name: '상품 관리' }).getAttribute('aria-current')).toBe('true');
    // 구독 생성 is /admin itself: not current under every other admin screen.
    expect(screen.getByRole('link', { name: '구독 생성' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getAllByRole('link').filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
  });
});

describe('AdminLayout for a member', () => {
  it('says the screen is for admins and offers the way home', () => {
    renderWithProviders(<AdminLayout />, { route: '/admin/orders', session: { status: 'authenticated', role: 'USER', loginId: 'demo' } });
    expect(screen.getByRole('alert').textContent).toContain('관리자만 이용할 수 있는 페이지입니다.');
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: '관리자 메뉴' })).toBeNull();
  });
});
