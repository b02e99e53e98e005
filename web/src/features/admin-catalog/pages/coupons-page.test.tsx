import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCoupon } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick, findDialog, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CouponsPage } from './coupons-page.tsx';

const coupon: AdminCoupon = {
  couponId: 7,
  name: '봄맞이 쿠폰',
  description: '',
  discountType: 'PERCENT',
  discountValue: 10,
  minPurchase: 0,
  quantity: 100,
  issuedCount: 3,
  usedCount: 1,
  startDate: '2026-03-01',
  endDate: null,
  validDays: 30,
  couponCode: null,
  isActive: true,
  createdAt: '2026-03-01T00:00:00.000Z',
};

const POSITIONED = ['relative', 'absolute', 'fixed', 'sticky'];

/**
 * The scroll box around `el` when nothing between them is positioned: an absolute sr-only
 * element then takes the page as its containing block and widens it on a phone.
 */
function escapingScrollBox(el: Element): Element | null {
  for (let node = el.parentElement; node; node = node.parentElement) {
    if (POSITIONED.some((c) => node.classList.contains(c))) return null;
    if (node.classList.contains('overflow-x-auto')) return node;
  }
  return null;
}

afterEach(() => vi.restoreAllMocks());

describe('CouponsPage', () => {
  it('keeps the sr-only header of the table inside its own horizontal scroll box', async () => {
    mockFetch(() => ({ coupons: [coupon] }));
    const { container } = renderWithProviders(<CouponsPage />, { route: '/admin/coupons' });
    await screen.findByText('봄맞이 쿠폰');
    const hidden = [...container.querySelectorAll('.sr-only')];
    expect(hidden.map((el) => el.textContent)).toContain('작업');
    expect(hidden.filter((el) => escapingScrollBox(el) !== null)).toEqual([]);
  });

  it('shows how long a member\'s copy lasts, which the coupon\'s own period does not say', async () => {
    mockFetch(() => ({ coupons: [coupon, { ...coupon, couponId: 8, name: '기간 쿠폰', validDays: null, endDate: '2026-12-31' }] }));
    renderWithProviders(<CouponsPage />, { route: '/admin/coupons' });
    await screen.findByText('봄맞이 쿠폰');
    expect(screen.getAllByText('발급 후 30일 사용')).toHaveLength(1);
  });

  it('asks once and stops the coupon once for a double click', async () => {
    const puts: unknown[] = [];
    mockFetch((url, init) => {
      if (init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return { result: 'success', coupon: { ...coupon, isActive: false } };
      }
      return { coupons: [coupon] };
    });
    renderWithProviders(<CouponsPage />, { route: '/admin/coupons' });
    const button = (await screen.findByRole('button', { name: '봄맞이 쿠폰 사용 중지' })) as HTMLButtonElement;
    doubleClick(button);
    // Titled and answered with what it does, as the other destructive confirmations are.
    const dialog = await findDialog('쿠폰을 사용 중지할까요?');
    expect(within(dialog).getByRole('heading', { name: '쿠폰 사용 중지' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '사용 중지' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(puts).toEqual([{ isActive: false }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
