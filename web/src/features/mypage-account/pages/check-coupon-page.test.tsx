import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletCoupon } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CheckCouponPage } from './check-coupon-page.tsx';

afterEach(() => vi.restoreAllMocks());

const coupon = (couponId: number, status: WalletCoupon['status']): WalletCoupon => ({
  couponId,
  name: `쿠폰 ${couponId}`,
  description: '',
  discountRate: null,
  discountAmount: 1_000,
  minPurchase: 0,
  expirationDate: null,
  status,
  startsAt: '2026-11-01T00:00:00.000Z',
  usedAt: null,
  issuedAt: '2026-11-01T00:00:00.000Z',
  orderNumber: null,
});

describe('CheckCouponPage', () => {
  it('says how many coupons each tab holds, the one not open too', async () => {
    mockFetch((url) => {
      if (url.pathname !== '/api/coupon') return undefined;
      const used = url.searchParams.get('status') === 'used';
      const content = used ? [coupon(9, 'USED'), coupon(8, 'EXPIRED')] : [coupon(1, 'UNUSED'), coupon(2, 'UNUSED'), coupon(3, 'UNUSED')];
      return { content, page: 1, totalPages: 1, totalElements: content.length };
    });
    renderWithProviders(<CheckCouponPage />, { session: member });
    const unused = await screen.findByRole('tab', { name: /사용 가능/ });
    const used = screen.getByRole('tab', { name: /사용 완료·만료/ });
    await waitFor(() => expect([unused.textContent, used.textContent]).toEqual(['사용 가능3', '사용 완료·만료2']));

    await userEvent.setup().click(used);
    await waitFor(() => expect(used.getAttribute('aria-selected')).toBe('true'));
    expect([unused.textContent, used.textContent]).toEqual(['사용 가능3', '사용 완료·만료2']);
  });
});
