import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatWon, subscriptionTotal } from '@store/shared';
import { currentLocation, fetchedPaths, findDialog, jsonResponse, member, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { checkoutReturnPath } from '../../../../lib/checkout-return.ts';
import { PURCHASE_MESSAGES } from '../../messages.ts';
import { PurchaseBox } from './purchase-box.tsx';
import { QUANTITY_MAX_MESSAGE } from './quantity-stepper.tsx';

const item = { itemId: 7, salePrice: 24_900, discountRate: 20 };
const total = () => screen.getByRole('status').textContent ?? '';
const quantity = () => screen.getByLabelText('수량') as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe('PurchaseBox', () => {
  it('starts at 1 month × 1 and shows each option with the item rate and the months discount', () => {
    renderWithProviders(<PurchaseBox item={item} />);
    expect((screen.getByRole('radio', { name: /1개월/ }) as HTMLInputElement).checked).toBe(true);
    expect(quantity().value).toBe('1');
    expect(total()).toContain(formatWon(subscriptionTotal(24_900, 1, 1)));
    expect(screen.getByRole('radio', { name: /3개월/ }).closest('label')?.textContent).toContain('20%+3% 할인');
    expect(screen.getByRole('radio', { name: /6개월/ }).closest('label')?.textContent).toContain('20%+5% 할인');
  });

  it('updates the total with months and quantity, and resets the quantity when the months change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PurchaseBox item={item} />);

    await user.click(screen.getByRole('radio', { name: /3개월/ }));
    expect(total()).toContain(formatWon(subscriptionTotal(24_900, 1, 3)));

    await user.click(screen.getByRole('button', { name: '수량 1개 늘리기' }));
    await user.click(screen.getByRole('button', { name: '수량 1개 늘리기' }));
    expect(quantity().value).toBe('3');
    expect(total()).toContain(formatWon(subscriptionTotal(24_900, 3, 3)));

    await user.click(screen.getByRole('radio', { name: /6개월/ }));
    expect(quantity().value).toBe('1');
    expect(total()).toContain(formatWon(subscriptionTotal(24_900, 1, 6)));
  });

  it('never goes below 1 and accepts a typed quantity', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PurchaseBox item={item} />);
    expect((screen.getByRole('button', { name: '수량 1개 줄이기' }) as HTMLButtonElement).disabled).toBe(true);

    await user.clear(quantity());
    await user.type(quantity(), '12');
    expect(total()).toContain(formatWon(subscriptionTotal(24_900, 12, 1)));

    await user.clear(quantity());
    await user.tab();
    expect(quantity().value).toBe('1');
    expect(total()).toContain(formatWon(subscriptionTotal(24_900, 1, 1)));
  });

  it('holds a typed quantity past the most at 999 and says so, instead of cutting it to its first digits', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PurchaseBox item={item} />);
    await user.clear(quantity());
    await user.type(quantity(), '1000000');
    expect(quantity().value).toBe('999');
    expect(total()).toContain(formatWon(subscriptionTotal(24_900, 999, 1)));
    expect(screen.getByRole('alert').textContent).toBe(QUANTITY_MAX_MESSAGE);
    await user.click(screen.getByRole('button', { name: '수량 1개 늘리기' }));
    expect(quantity().value).toBe('999');
    await user.click(screen.getByRole('button', { name: '수량 1개 줄이기' }));
    expect(quantity().value).toBe('998');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks a visitor to log in instead of adding to the cart', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockFetch(() => ({}));
    renderWithProviders(<PurchaseBox item={item} />);
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    const dialog = await screen.findByRole('dialog', { name: '로그인이 필요합니다' });
    expect(within(dialog).getByRole('button', { name: '로그인하기' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('adds to the cart for a member with the chosen months and quantity', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockFetch((url) => (url.pathname === '/api/auth/members/id' ? { memberId: 42 } : { statusCode: 201 }));
    renderWithProviders(<PurchaseBox item={item} />, { session: member });
    await user.click(screen.getByRole('radio', { name: /3개월/ }));
    await user.click(screen.getByRole('button', { name: '수량 1개 늘리기' }));
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    expect(await screen.findByText('이미 장바구니에 담긴 상품입니다.')).toBeTruthy();
    expect(fetchedPaths(fetchSpy)).toContain('/api/addwishlist?memberId=42&itemId=7&count=2&subscriptionPeriod=3');
  });

  it('stops the cart button spinning while the dialog about the answer is open', async () => {
    const user = userEvent.setup();
    mockFetch((url) => (url.pathname === '/api/auth/members/id' ? { memberId: 42 } : { statusCode: 200 }));
    renderWithProviders(<PurchaseBox item={item} />, { session: member });
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    await findDialog('장바구니에 상품을 담았습니다');
    expect(screen.getByRole('button', { name: '장바구니' }).getAttribute('aria-busy')).toBeNull();
  });

  it('says the feature is coming when the order API is not there yet', async () => {
    const user = userEvent.setup();
    mockFetch((url) => (url.pathname === '/api/auth/members/id' ? { memberId: 42 } : jsonResponse(404, { message: 'Not Found' })));
    renderWithProviders(<PurchaseBox item={item} />, { session: member });
    await user.click(screen.getByRole('button', { name: '바로 구매' }));
    expect(await screen.findByText('준비 중인 기능입니다.')).toBeTruthy();
  });

  it('says the order failed, and stays, when the answer is not an order to pay', async () => {
    const user = userEvent.setup();
    mockFetch((url) => (url.pathname === '/api/auth/members/id' ? { memberId: 42 } : { result: 'unavailable' }));
    renderWithProviders(<PurchaseBox item={item} />, { session: member, route: '/products/7', path: '/products/:id' });
    await user.click(screen.getByRole('button', { name: '바로 구매' }));
    expect(await screen.findByText(PURCHASE_MESSAGES.orderFailed)).toBeTruthy();
    expect(currentLocation()?.pathname).toBe('/products/7');
  });

  it('opens the checkout for a direct purchase and remembers its product as the way back', async () => {
    const user = userEvent.setup();
    mockFetch((url) => (url.pathname === '/api/auth/members/id' ? { memberId: 42 } : { result: 'available', orderId: 901 }));
    renderWithProviders(<PurchaseBox item={item} />, { session: member, route: '/products/7', path: '/products/:id' });
    await user.click(screen.getByRole('button', { name: '바로 구매' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/checkout'));
    expect(checkoutReturnPath(901)).toBe('/products/7');
    sessionStorage.clear();
  });
});
