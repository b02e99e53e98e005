import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_CANCEL_PAID_RESULT, type OrderSheet } from '@store/shared';
import { setPlatform } from '../../../lib/platform/index.ts';
import { webPlatform } from '../../../lib/platform/web.ts';
import { makeOrderSheet } from '../../../test/fixtures.ts';
import { currentLocation, doubleClick, findDialog, jsonResponse, member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CheckoutPage } from './checkout-page.tsx';

// A card payment left without an answer (Back out of the card window): the sheet goes on with it.

const started = (over: Partial<OrderSheet> = {}) =>
  makeOrderSheet({
    paymentMethod: 'SIMPLE_PAY',
    usePoint: 2000,
    couponDiscount: 3000,
    couponId: 8,
    finalAmount: 45_000,
    cardPayment: { paymentId: 'pay-unfinished', orderName: '스마트스토어 주문 수집기', payBy: '2026-11-28T07:30:00.000Z' },
    ...over,
  });

function serve(sheet: OrderSheet, answers: Partial<Record<string, (body: unknown) => unknown>> = {}) {
  const posts: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method === 'POST') posts.push({ path: url.pathname, body });
    const custom = answers[`${method} ${url.pathname}`];
    if (custom) return custom(body);
    if (url.pathname === '/api/ordersheet' && method === 'GET') return sheet;
    if (url.pathname === '/api/payment/config') return { provider: 'dev' };
    return jsonResponse(404, { message: 'Not Found' });
  });
  return posts;
}

const open = (search = '') => renderWithProviders(<CheckoutPage />, { route: { pathname: '/order/checkout', search, state: { orderId: 501 } }, path: '/order/checkout', session: member });

afterEach(() => {
  vi.restoreAllMocks();
  setPlatform(webPlatform);
});

describe('CheckoutPage with an unfinished card payment', () => {
  it('reads the sheet again on Back to it pressed while the card page was still loading (the screen never left)', async () => {
    let sheet = makeOrderSheet();
    mockFetch((url) => (url.pathname === '/api/ordersheet' ? sheet : url.pathname === '/api/payment/config' ? { provider: 'dev' } : jsonResponse(404, { message: 'Not Found' })));
    open();
    expect((await screen.findAllByRole('button', { name: /결제하기$/ })).length).toBeGreaterThan(0);
    sheet = started(); // paying started the card payment
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByRole('heading', { name: '결제가 끝나지 않은 주문입니다' })).toBeTruthy();
  });

  it('shows what is due and until when, though points and a coupon are on the sheet, and goes on under the same id', async () => {
    const user = userEvent.setup();
    const posts = serve(started());
    open();
    expect(await screen.findByRole('heading', { name: '결제가 끝나지 않은 주문입니다' })).toBeTruthy();
    expect(screen.getByText(/2026\.11\.28\(토\) 16:30까지 이 주문을 이어서 결제할 수 있으며/)).toBeTruthy();
    expect(screen.getByText('−2,000원')).toBeTruthy();
    expect(screen.getByText('−3,000원')).toBeTruthy();
    expect(screen.getByText('45,000원')).toBeTruthy();
    // Not the spec's wrong access for a sheet with points: nothing is applied again.
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: '결제 계속하기' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/dev/payment'));
    expect(Object.fromEntries(new URLSearchParams(currentLocation()?.search))).toEqual({ orderId: '501', paymentId: 'pay-unfinished', amount: '45000', orderName: '스마트스토어 주문 수집기' });
    expect(posts).toEqual([]);
  });

  it('reads the sheet afresh on Back from the card window, never showing the sheet cached from before paying', async () => {
    serve(started());
    renderWithProviders(<CheckoutPage />, {
      route: { pathname: '/order/checkout', state: { orderId: 501 } },
      path: '/order/checkout',
      session: member,
      cached: [[['order-sheet', 501], makeOrderSheet()]],
    });
    expect(screen.queryByRole('button', { name: /결제하기$/ })).toBeNull();
    expect(await screen.findByRole('heading', { name: '결제가 끝나지 않은 주문입니다' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /결제하기$/ })).toBeNull();
  });

  it('cancels the order once on a double click, says the points and coupon are back, and goes where ordering starts again', async () => {
    const user = userEvent.setup();
    const posts = serve(started(), { 'POST /api/orders/501/cancel': () => ({ message: '주문이 취소되었습니다.' }) });
    open();
    doubleClick(await screen.findByRole('button', { name: '주문 취소' }));
    await user.click(within(await findDialog('사용하신 포인트와 쿠폰은 바로 돌려드립니다')).getByRole('button', { name: '주문 취소' }));
    await user.click(within(await findDialog('포인트와 쿠폰은 돌려드렸습니다')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/cart'));
    expect(posts).toEqual([{ path: '/api/orders/501/cancel', body: { reason: '결제 중단', unpaidOnly: true } }]);
  });

  it('keeps the order when the buyer does not confirm the cancel, and promises nothing back when nothing was used', async () => {
    const user = userEvent.setup();
    const posts = serve(started({ usePoint: 0, couponId: null, couponDiscount: 0 }));
    open();
    await user.click(await screen.findByRole('button', { name: '주문 취소' }));
    const question = await findDialog('이 주문을 취소할까요?');
    expect(question.textContent).not.toContain('포인트');
    await user.click(within(question).getAllByRole('button', { name: '닫기' }).at(-1)!);
    expect(posts).toEqual([]);
    expect(screen.getByRole('button', { name: '결제 계속하기' })).toBeTruthy();
  });

  it('verifies instead when the order was paid meanwhile: no cancel is shown for a purchase that went through', async () => {
    const user = userEvent.setup();
    const posts = serve(started(), {
      'POST /api/orders/501/cancel': () => jsonResponse(409, { message: '이미 결제된 주문입니다.', result: ORDER_CANCEL_PAID_RESULT }),
      'POST /api/payment/verify': () => ({ result: 'success', orderStatus: 'COMPLETE' }),
    });
    open();
    await user.click(await screen.findByRole('button', { name: '주문 취소' }));
    await user.click(within(await findDialog('이 주문을 취소할까요?')).getByRole('button', { name: '주문 취소' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/success'));
    expect(posts.at(-1)).toEqual({ path: '/api/payment/verify', body: { orderId: 501, paymentId: 'pay-unfinished', amount: 45_000 } });
  });

  it('shows a sheet whose card window has closed as started, with no way to pay it', async () => {
    serve(started({ usePoint: 0, couponId: null, couponDiscount: 0, cardPayment: null }));
    open();
    expect(await screen.findByRole('heading', { name: '이미 결제를 진행한 주문입니다' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '결제 계속하기' })).toBeNull();
  });

  it('in the desktop app with PortOne, goes on with it on the website', async () => {
    const user = userEvent.setup();
    const openWebsite = vi.fn();
    setPlatform({ ...webPlatform, kind: 'desktop', openWebsite });
    const posts = serve(started(), { 'GET /api/payment/config': () => ({ provider: 'portone', storeId: 'store-1', channelKey: 'channel-1' }) });
    open();
    await user.click(await screen.findByRole('button', { name: '결제 계속하기' }));
    await user.click(within(await findDialog('브라우저에서 이 주문서를 열까요?')).getByRole('button', { name: '브라우저에서 열기' }));
    await waitFor(() => expect(openWebsite).toHaveBeenCalledWith('/order/checkout?orderId=501'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('button', { name: '결제 완료 확인' })).toBeTruthy();
    expect(posts).toEqual([]);
  });
});
