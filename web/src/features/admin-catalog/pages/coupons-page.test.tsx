import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCoupon } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick, findDialog, jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
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

describe('CouponsPage creating a coupon', () => {
  it('says under the code field that another coupon has the code, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const posts: unknown[] = [];
    mockFetch((url, init) => {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return jsonResponse(409, { message: '이미 사용 중인 쿠폰 코드입니다.' });
      }
      return url.pathname === '/api/admin/coupons' ? { coupons: [coupon] } : undefined;
    });
    renderWithProviders(<CouponsPage />);
    await user.type(await screen.findByLabelText('쿠폰 이름'), '가을 쿠폰');
    await user.type(screen.getByLabelText('쿠폰 코드 (선택)'), 'AUTUMN2026');
    await user.clear(screen.getByLabelText('할인 금액 (원)'));
    await user.type(screen.getByLabelText('할인 금액 (원)'), '3000');
    await user.click(screen.getByRole('button', { name: '쿠폰 생성' }));
    const code = screen.getByLabelText('쿠폰 코드 (선택)') as HTMLInputElement;
    await vi.waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
    expect(document.getElementById(code.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('이미 사용 중인 쿠폰 코드입니다.');
    expect(code.value).toBe('AUTUMN2026');
    expect((screen.getByLabelText('쿠폰 이름') as HTMLInputElement).value).toBe('가을 쿠폰');
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect(posts).toHaveLength(1);
  });
});
