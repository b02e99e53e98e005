import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick, fetchedPaths, jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CouponRegisterForm } from './coupon-register-form.tsx';

const member = { status: 'authenticated' as const, role: 'USER' as const, loginId: 'demo' };
const coupon = { couponId: 1, name: '가을 맞이 할인', discountType: 'AMOUNT', discountValue: 3000 };

afterEach(() => vi.restoreAllMocks());

describe('CouponRegisterForm', () => {
  it('registers a code once on a double click, and says so', async () => {
    const user = userEvent.setup();
    const spy = mockFetch(() => jsonResponse(201, { message: '쿠폰이 등록되었습니다.', coupon }));
    const onRegistered = vi.fn();
    renderWithProviders(<CouponRegisterForm onRegistered={onRegistered} />, { session: member });
    await user.type(screen.getByLabelText('쿠폰 등록'), 'AUTUMN2026');
    doubleClick(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('쿠폰이 등록되었습니다. (가을 맞이 할인)')).toBeTruthy();
    expect(fetchedPaths(spy).filter((p) => p.startsWith('/api/coupon/use/'))).toEqual(['/api/coupon/use/AUTUMN2026']);
    expect(onRegistered).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal under the field and keeps the code typed", async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(409, { message: '이미 등록한 쿠폰입니다.' }));
    renderWithProviders(<CouponRegisterForm onRegistered={vi.fn()} />, { session: member });
    await user.type(screen.getByLabelText('쿠폰 등록'), 'AUTUMN2026');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('이미 등록한 쿠폰입니다.')).toBeTruthy();
    expect((screen.getByLabelText('쿠폰 등록') as HTMLInputElement).value).toBe('AUTUMN2026');
  });
});
