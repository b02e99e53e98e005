import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { CouponForm } from './coupon-form.tsx';

describe('CouponForm', () => {
  it('checks the bounds of the chosen discount type and the dates as typed', async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    renderWithProviders(<CouponForm saving={false} onSubmit={submit} />);
    await user.type(screen.getByLabelText('쿠폰 이름'), '봄맞이 쿠폰');
    await user.selectOptions(screen.getByLabelText('할인 방식'), 'PERCENT');
    const value = screen.getByLabelText('할인율 (%)');
    await user.clear(value);
    await user.type(value, '101');
    expect(await screen.findByText('할인율은 1~100% 사이로 입력해 주세요.')).toBeTruthy();
    await user.clear(value);
    await user.type(value, '15');
    expect(screen.queryByText('할인율은 1~100% 사이로 입력해 주세요.')).toBeNull();

    const end = screen.getByLabelText('종료일');
    await user.clear(end);
    await user.type(end, '2000-01-01');
    expect(await screen.findByText('종료일은 시작일 이후여야 합니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '쿠폰 생성' }));
    expect(submit).not.toHaveBeenCalled();

    await user.clear(end);
    await user.type(end, '2099-12-31');
    await user.clear(screen.getByLabelText('발급 수량'));
    await user.click(screen.getByRole('button', { name: '쿠폰 생성' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0]).toMatchObject({ name: '봄맞이 쿠폰', discountType: 'PERCENT', discountValue: 15, quantity: null, endDate: '2099-12-31', couponCode: null });
  });
});
