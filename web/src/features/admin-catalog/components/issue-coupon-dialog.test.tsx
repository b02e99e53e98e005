import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_COUPON_MESSAGES, type AdminCoupon } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick, jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { IssueCouponDialog } from './issue-coupon-dialog.tsx';

const coupon: AdminCoupon = {
  couponId: 7,
  name: '봄맞이 쿠폰',
  description: '',
  discountType: 'FIXED',
  discountValue: 3000,
  minPurchase: 0,
  quantity: null,
  issuedCount: 0,
  usedCount: 0,
  startDate: '2026-03-01',
  endDate: null,
  validDays: null,
  couponCode: null,
  isActive: true,
  createdAt: '2026-03-01T00:00:00.000Z',
};

const GENERAL = ADMIN_COUPON_MESSAGES.memberNotFound;

// What admin-coupons.service.ts answers for login ids it does not know.
function refuse(...loginIds: string[]) {
  return mockFetch(() => jsonResponse(400, { message: GENERAL, errors: loginIds.map((l) => ({ path: 'loginIds', message: ADMIN_COUPON_MESSAGES.notAMember(l) })) }));
}

afterEach(() => vi.restoreAllMocks());

async function issueTo(text: string) {
  const user = userEvent.setup();
  renderWithProviders(<IssueCouponDialog coupon={coupon} onClose={() => {}} />);
  await user.type(screen.getByLabelText('받을 회원 아이디'), text);
  await user.click(screen.getByRole('button', { name: '발급' }));
}

describe('IssueCouponDialog', () => {
  it('names the member the server refuses', async () => {
    refuse('nosuch');
    await issueTo('demo nosuch');
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_COUPON_MESSAGES.notAMember('nosuch'));
  });

  it('lists every refused member under the general message', async () => {
    refuse('nosuch', 'ghost');
    await issueTo('nosuch, ghost');
    expect((await screen.findByRole('alert')).textContent).toBe(GENERAL);
    const list = screen.getByRole('list', { name: '발급할 수 없는 회원' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([ADMIN_COUPON_MESSAGES.notAMember('nosuch'), ADMIN_COUPON_MESSAGES.notAMember('ghost')]);
  });

  it('issues once for a double click', async () => {
    const user = userEvent.setup();
    const spy = mockFetch(() => ({ result: 'success', issued: [2], alreadyHeld: [], coupon: { ...coupon, issuedCount: 1 } }));
    const onClose = vi.fn();
    renderWithProviders(<IssueCouponDialog coupon={coupon} onClose={onClose} />);
    await user.type(screen.getByLabelText('받을 회원 아이디'), 'demo');
    const button = screen.getByRole('button', { name: '발급' }) as HTMLButtonElement;
    doubleClick(button);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('falls back to the server message when it names nobody', async () => {
    mockFetch(() => jsonResponse(409, { message: '쿠폰 수량이 부족합니다.' }));
    await issueTo('demo');
    expect((await screen.findByRole('alert')).textContent).toBe('쿠폰 수량이 부족합니다.');
    expect(screen.queryByRole('list', { name: '발급할 수 없는 회원' })).toBeNull();
  });
});
