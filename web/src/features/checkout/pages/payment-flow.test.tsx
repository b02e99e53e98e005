import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMERCE_MESSAGES } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberCheckoutReturn } from '../../../lib/checkout-return.ts';
import { currentLocation, jsonResponse, member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { DevPaymentPage } from './dev-payment-page.tsx';
import { OrderFailedPage } from './order-failed-page.tsx';
import { OrderSuccessPage } from './order-success-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const windowUrl = '/dev/payment?orderId=501&paymentId=pay_501_abc&amount=45000&orderName=%EC%A3%BC%EB%AC%B8+%EC%88%98%EC%A7%91%EA%B8%B0';
const returnUrl = (extra = '') => `/order/checkout?orderId=501&amount=45000&paymentId=pay_501_abc${extra}`;

function recordBodies() {
  const bodies: Record<string, unknown[]> = {};
  return {
    bodies,
    spy: (answer: (path: string) => unknown) =>
      mockFetch((url, init) => {
        (bodies[url.pathname] ??= []).push(init?.body ? JSON.parse(String(init.body)) : undefined);
        return answer(url.pathname);
      }),
  };
}

describe('dev card window', () => {
  it('shows the order name and amount, records the approval and returns to the checkout', async () => {
    const user = userEvent.setup();
    const { bodies, spy } = recordBodies();
    spy(() => ({ paymentId: 'pay_501_abc', status: 'PAID' }));
    renderWithProviders(<DevPaymentPage />, { route: windowUrl, path: '/dev/payment' });
    expect(screen.getByText('주문 수집기')).toBeTruthy();
    expect(screen.getByText('45,000원')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '결제 승인' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/checkout'));
    expect(bodies['/api/dev/payments']).toEqual([{ paymentId: 'pay_501_abc', amount: 45_000, status: 'PAID' }]);
    expect(Object.fromEntries(new URLSearchParams(currentLocation()?.search))).toEqual({ orderId: '501', amount: '45000', paymentId: 'pay_501_abc' });
  });

  it('records a failure the same way', async () => {
    const user = userEvent.setup();
    const { bodies, spy } = recordBodies();
    spy(() => ({ paymentId: 'pay_501_abc', status: 'FAILED' }));
    renderWithProviders(<DevPaymentPage />, { route: windowUrl, path: '/dev/payment' });
    await user.click(screen.getByRole('button', { name: '결제 실패' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/checkout'));
    expect(bodies['/api/dev/payments']).toEqual([{ paymentId: 'pay_501_abc', amount: 45_000, status: 'FAILED' }]);
  });

  it('returns with a cancel code and records nothing when the window is closed', async () => {
    const user = userEvent.setup();
    const spy = mockFetch(() => ({}));
    renderWithProviders(<DevPaymentPage />, { route: windowUrl, path: '/dev/payment' });
    await user.click(screen.getByRole('button', { name: '결제 취소' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/checkout'));
    expect(new URLSearchParams(currentLocation()?.search).get('code')).toBe('PAY_PROCESS_CANCELED');
    expect(spy).not.toHaveBeenCalled();
  });

  it('returns to the checkout as from a payment when this one was settled on an earlier visit', async () => {
    // Paid before, and the return to the store lost: the store's verify finds out what became of it.
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(409, { message: COMMERCE_MESSAGES.devPaymentFinal }));
    renderWithProviders(<DevPaymentPage />, { route: windowUrl, path: '/dev/payment' });
    await user.click(screen.getByRole('button', { name: '결제 승인' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/checkout'));
    expect(Object.fromEntries(new URLSearchParams(currentLocation()?.search))).toEqual({ orderId: '501', amount: '45000', paymentId: 'pay_501_abc' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the dev payments are not available', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(404, { message: '요청한 주소를 찾을 수 없습니다.' }));
    renderWithProviders(<DevPaymentPage />, { route: windowUrl, path: '/dev/payment' });
    await user.click(screen.getByRole('button', { name: '결제 승인' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('요청한 주소를 찾을 수 없습니다.');
    expect(currentLocation()?.pathname).toBe('/dev/payment');
  });
});

describe('return from the card window', () => {
  it('verifies the payment and goes to the success page', async () => {
    const { bodies, spy } = recordBodies();
    spy(() => ({ result: 'success', message: '결제가 완료되었습니다.', orderId: 501, orderStatus: 'COMPLETE' }));
    renderWithProviders(<CheckoutPage />, { route: returnUrl(), path: '/order/checkout', session: member });
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/success'));
    expect(bodies['/api/payment/verify']).toEqual([{ orderId: 501, paymentId: 'pay_501_abc', amount: 45_000 }]);
    expect(currentLocation()?.state).toEqual({ method: 'SIMPLE_PAY', amount: 45_000 });
  });

  it('alerts the reason and goes to /order/failed when verification fails', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(400, { message: '결제가 아직 완료되지 않았습니다.' }));
    renderWithProviders(<CheckoutPage />, { route: returnUrl(), path: '/order/checkout', session: member });
    const dialog = await screen.findByRole('dialog', { name: '결제 실패' });
    expect(dialog.textContent).toContain('결제가 아직 완료되지 않았습니다.');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/failed'));
    expect(currentLocation()?.state).toEqual({ reason: '결제가 아직 완료되지 않았습니다.', returnTo: '/cart' });
  });

  it('goes back to the product a "바로 구매" started from, not to a cart that never held it', async () => {
    const user = userEvent.setup();
    rememberCheckoutReturn(501, '/products/3');
    mockFetch(() => ({}));
    renderWithProviders(<CheckoutPage />, { route: returnUrl('&code=FAILURE_TYPE_PG&message=%ED%95%9C%EB%8F%84%EC%B4%88%EA%B3%BC'), path: '/order/checkout', session: member });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/products/3'));
  });

  it('shows the provider message and goes back to the cart when the window reports an error', async () => {
    const user = userEvent.setup();
    const spy = mockFetch(() => ({}));
    renderWithProviders(<CheckoutPage />, {
      route: returnUrl('&code=FAILURE_TYPE_PG&message=%ED%95%9C%EB%8F%84%EC%B4%88%EA%B3%BC'),
      path: '/order/checkout',
      session: member,
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('한도초과');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/cart'));
    // Nothing verified: the unpaid order is cancelled, so its points and coupon come back.
    expect(spy.mock.calls.map(([url, init]) => `${init?.method} ${new URL(String(url), 'http://x').pathname}`)).toEqual(['POST /api/orders/501/cancel']);
  });

  it('cancels the unpaid order when the buyer closed the window, and goes back even if the cancel is refused', async () => {
    const user = userEvent.setup();
    const { bodies, spy } = recordBodies();
    spy(() => jsonResponse(409, { message: '취소할 수 없는 주문입니다.' }));
    renderWithProviders(<CheckoutPage />, { route: returnUrl('&code=PAY_PROCESS_CANCELED'), path: '/order/checkout', session: member });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('결제가 취소되었습니다.');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/cart'));
    expect(bodies).toEqual({ '/api/orders/501/cancel': [{ reason: '결제 중단', unpaidOnly: true }] });
  });

  it('takes an order paid at the last moment (a retry in the same window) for paid, not for a failure', async () => {
    const { bodies, spy } = recordBodies();
    spy((path) =>
      path === '/api/orders/501/cancel'
        ? jsonResponse(409, { message: COMMERCE_MESSAGES.cancelAlreadyPaid, result: 'paid' })
        : { result: 'success', message: '결제가 완료되었습니다.', orderId: 501, orderStatus: 'COMPLETE' },
    );
    renderWithProviders(<CheckoutPage />, { route: returnUrl('&code=FAILURE_TYPE_PG&message=%ED%95%9C%EB%8F%84%EC%B4%88%EA%B3%BC'), path: '/order/checkout', session: member });
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/success'));
    expect(currentLocation()?.state).toEqual({ method: 'SIMPLE_PAY', amount: 45_000 });
    // Only the unpaid attempt was to be dropped; the paid order is verified like any paid one.
    expect(bodies).toEqual({
      '/api/orders/501/cancel': [{ reason: '결제 중단', unpaidOnly: true }],
      '/api/payment/verify': [{ orderId: 501, paymentId: 'pay_501_abc', amount: 45_000 }],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('한도초과')).toBeNull();
  });
});

describe('OrderFailedPage', () => {
  it('offers the way back the checkout came from: the cart, or the product of a direct purchase', () => {
    renderWithProviders(<OrderFailedPage />, { route: { pathname: '/order/failed', state: { reason: '잔액 부족', returnTo: '/products/3' } }, path: '/order/failed' });
    expect(screen.getByRole('link', { name: '상품으로 돌아가기' }).getAttribute('href')).toBe('/products/3');
    expect(screen.getByText(/잔액 부족/)).toBeTruthy();
  });

  it('shows no reason line when the reason is only the general failure, which the heading already says', () => {
    renderWithProviders(<OrderFailedPage />, {
      route: { pathname: '/order/failed', state: { reason: '결제에 실패했습니다. 다시 시도해 주세요.', returnTo: '/products/3' } },
      path: '/order/failed',
    });
    expect(screen.getByRole('heading', { level: 1, name: '결제에 실패했습니다' })).toBeTruthy();
    expect(screen.queryByText('실패 사유')).toBeNull();
    expect(screen.queryByText(/결제에 실패했습니다\. 다시 시도해 주세요\./)).toBeNull();
  });

  it('offers the cart when opened without a state', () => {
    renderWithProviders(<OrderFailedPage />, { route: '/order/failed', path: '/order/failed' });
    expect(screen.getByRole('link', { name: '장바구니로 가기' }).getAttribute('href')).toBe('/cart');
  });
});

describe('OrderSuccessPage', () => {
  it('shows the account, amount and deadline of a bank transfer', () => {
    const state = {
      method: 'BANK_TRANSFER',
      amount: 49_000,
      bankAccount: { bank: '국민은행', accountNumber: '123-456-7890', holder: '(주)오토웍스' },
      depositDeadline: '2026-11-25T14:59:00.000Z',
      email: 'demo@example.com',
    };
    renderWithProviders(<OrderSuccessPage />, { route: { pathname: '/order/success', state }, path: '/order/success' });
    expect(screen.getByRole('heading', { name: '주문이 접수되었습니다' })).toBeTruthy();
    expect(screen.getByText('123-456-7890')).toBeTruthy();
    expect(screen.getByText('49,000원')).toBeTruthy();
    expect(screen.getByText('2026.11.25(수) 23:59까지')).toBeTruthy();
    expect(screen.getByRole('link', { name: '구매 내역 보기' }).getAttribute('href')).toBe('/mypage/purchase-list');
    expect(screen.getByRole('link', { name: '계속 쇼핑하기' }).getAttribute('href')).toBe('/products');
  });

  it('claims no payment when opened without one (a bookmark, a reload elsewhere)', () => {
    renderWithProviders(<OrderSuccessPage />, { route: '/order/success', path: '/order/success' });
    expect(screen.getByRole('heading', { name: '주문 내역을 확인해 주세요' })).toBeTruthy();
    expect(screen.queryByText('결제가 완료되었습니다')).toBeNull();
    expect(screen.getByRole('link', { name: '구매 내역 보기' }).getAttribute('href')).toBe('/mypage/purchase-list');
  });

  it('says the payment is done after a card payment', () => {
    renderWithProviders(<OrderSuccessPage />, { route: { pathname: '/order/success', state: { method: 'SIMPLE_PAY', amount: 45_000 } }, path: '/order/success' });
    expect(screen.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeTruthy();
    expect(screen.getByText('45,000원')).toBeTruthy();
    // The keys are issued: the way to them first, the purchase list beside.
    expect(screen.getByRole('link', { name: '라이선스 키 확인' }).getAttribute('href')).toBe('/mypage/subscription');
    expect(screen.getByRole('link', { name: '구매 내역 보기' }).getAttribute('href')).toBe('/mypage/purchase-list');
  });

  it('offers no keys before a bank transfer is deposited', () => {
    const state = { method: 'BANK_TRANSFER', amount: 49_000, bankAccount: { bank: '국민은행', accountNumber: '1', holder: 'a' }, depositDeadline: '2026-11-25T14:59:00.000Z', email: null };
    renderWithProviders(<OrderSuccessPage />, { route: { pathname: '/order/success', state }, path: '/order/success' });
    expect(screen.queryByRole('link', { name: '라이선스 키 확인' })).toBeNull();
  });
});
