import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedPaths, jsonResponse, member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { purchase } from '../test/fixtures.ts';
import { canGoOnPaying } from '../components/order-actions.tsx';
import { PurchaseDetailPage } from './purchase-detail-page.tsx';

const DAY = 86_400_000;

afterEach(() => vi.restoreAllMocks());

const account = { bank: '국민은행', accountNumber: '123456-01-234567', holder: '(주)오토웍스' };
const render = (body: unknown) => {
  mockFetch((url) => (url.pathname === '/api/purchase-detail' ? body : undefined));
  renderWithProviders(<PurchaseDetailPage />, { session: member, route: '/mypage/purchase/detail/4', path: '/mypage/purchase/detail/:id' });
};

describe('PurchaseDetailPage', () => {
  it('shows the account to pay into while a bank transfer awaits its deposit', async () => {
    const waiting = purchase(4, '2026-11-20T03:00:00.000Z', { orderStatus: 'WAITING', paymentMethod: 'BANK_TRANSFER', paidAt: null, depositDeadline: '2026-11-23T03:00:00.000Z', totalPrice: 45_000 });
    render({ purchaseData: waiting, bankAccount: account });
    const guide = await screen.findByRole('region', { name: '입금 안내' });
    expect(guide.textContent).toContain('123456-01-234567');
    expect(guide.textContent).toContain('45,000원');
    expect(screen.getByText('입금 대기')).toBeTruthy();
  });

  it('offers to go on with a card payment left unfinished while its window is open, on the order sheet', async () => {
    const soon = new Date(Date.now() + 30 * 60_000).toISOString();
    const unfinished = purchase(4, '2026-11-20T03:00:00.000Z', { orderStatus: 'WAITING', paymentMethod: 'SIMPLE_PAY', paidAt: null, depositDeadline: soon, cancelable: true, totalPrice: 45_000 });
    render({ purchaseData: unfinished, bankAccount: null });
    const goOn = await screen.findByRole('link', { name: '결제 계속하기' });
    expect(goOn.getAttribute('href')).toBe('/order/checkout?orderId=4');
    expect(screen.getByRole('button', { name: '주문 취소' })).toBeTruthy();
  });

  it('offers no payment once the card window has closed, nor for a bank transfer', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const closed = purchase(4, '2026-11-20T03:00:00.000Z', { orderStatus: 'WAITING', paymentMethod: 'SIMPLE_PAY', paidAt: null, depositDeadline: past, cancelable: true });
    expect(canGoOnPaying(closed)).toBe(false);
    expect(canGoOnPaying({ ...closed, paymentMethod: 'BANK_TRANSFER', depositDeadline: new Date(Date.now() + DAY).toISOString() })).toBe(false);
    expect(canGoOnPaying({ ...closed, depositDeadline: new Date(Date.now() + DAY).toISOString() })).toBe(true);
    render({ purchaseData: closed, bankAccount: null });
    await screen.findByRole('button', { name: '주문 취소' });
    expect(screen.queryByRole('link', { name: '결제 계속하기' })).toBeNull();
  });

  it('says an order that is not there without offering to try again, which could not help', async () => {
    mockFetch(() => jsonResponse(404, { message: '주문 내역을 찾을 수 없습니다.' }));
    renderWithProviders(<PurchaseDetailPage />, { session: member, route: '/mypage/purchase/detail/999', path: '/mypage/purchase/detail/:id' });
    await screen.findByText('주문 내역을 찾을 수 없습니다.');
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it.each(['xyz', '0', '1e3', '99999999999999999999'])('says /mypage/purchase/detail/%s is not there without asking the server', async (id) => {
    const spy = mockFetch(() => jsonResponse(500, {}));
    renderWithProviders(<PurchaseDetailPage />, { session: member, route: `/mypage/purchase/detail/${id}`, path: '/mypage/purchase/detail/:id' });
    expect(await screen.findByText('주문 내역을 찾을 수 없습니다.')).toBeTruthy();
    expect(fetchedPaths(spy)).toEqual([]);
  });

  it('offers to try again when the store could not answer', async () => {
    mockFetch(() => jsonResponse(503, { message: '잠시 후 다시 시도해 주세요.' }));
    renderWithProviders(<PurchaseDetailPage />, { session: member, route: '/mypage/purchase/detail/4', path: '/mypage/purchase/detail/:id' });
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
  });

  it('shows no account for a paid order', async () => {
    render({ purchaseData: purchase(4, '2026-11-20T03:00:00.000Z'), bankAccount: null });
    await screen.findByText('결제 완료');
    expect(screen.queryByRole('region', { name: '입금 안내' })).toBeNull();
    expect(screen.queryByText('환불 금액')).toBeNull();
    expect(screen.getByText('리뷰 작성 시 적립 예정')).toBeTruthy();
  });

  it('promises the review reward only for lines not reviewed yet, and shows nothing taken as 0', async () => {
    const bought = purchase(4, '2026-11-20T03:00:00.000Z');
    const [first] = bought.orderItems;
    const twoLines = { ...bought, orderItems: [{ ...first!, reviewWriteYn: 'Y' as const, reviewPoint: 597 }, { ...first!, orderItemId: 99, reviewWriteYn: 'N' as const, reviewPoint: 120 }] };
    render({ purchaseData: twoLines, bankAccount: null });
    expect((await screen.findByText('리뷰 작성 시 적립 예정')).parentElement!.textContent).toBe('리뷰 작성 시 적립 예정120P');
    expect(screen.getByText('포인트 사용').parentElement!.textContent).toBe('포인트 사용0P');
  });

  it('promises no review reward once every line is reviewed', async () => {
    const bought = purchase(4, '2026-11-20T03:00:00.000Z');
    render({ purchaseData: { ...bought, orderItems: bought.orderItems.map((line) => ({ ...line, reviewWriteYn: 'Y' as const })) }, bankAccount: null });
    await screen.findByText('결제 완료');
    expect(screen.queryByText('리뷰 작성 시 적립 예정')).toBeNull();
  });

  it('shows what a cancelled order gives back and how far the refund has gone', async () => {
    const cancelled = purchase(4, '2026-11-20T03:00:00.000Z', { orderStatus: 'CANCEL', cancelledAt: '2026-11-22T03:00:00.000Z', cancelReason: '단순 변심', totalPrice: 19_900, refund: { amount: 5_970, state: 'PENDING' } });
    render({ purchaseData: cancelled, bankAccount: null });
    const row = (await screen.findByText('환불 금액')).parentElement!;
    expect(row.textContent).toBe('환불 금액5,970원 (카드사 환불 처리 중)');
    expect(screen.getByText('취소 사유').parentElement!.textContent).toBe('취소 사유단순 변심');
    // A cancelled order's lines can no longer be reviewed, so no reward is promised, and what
    // the payment earned was taken back.
    expect(screen.queryByText('리뷰 작성 시 적립 예정')).toBeNull();
    expect(screen.getByText('적립 포인트').parentElement!.textContent).toMatch(/^적립 포인트[\d,]+P \(취소로 회수\)$/);
  });

  it('shows no earned points for a cancelled order that was never paid', async () => {
    const unpaid = purchase(4, '2026-11-20T03:00:00.000Z', { orderStatus: 'CANCEL', paymentMethod: 'BANK_TRANSFER', paidAt: null, cancelledAt: '2026-11-22T03:00:00.000Z' });
    render({ purchaseData: unpaid, bankAccount: null });
    await screen.findByText('결제 금액');
    expect(screen.queryByText('적립 포인트')).toBeNull();
    expect(screen.queryByText('리뷰 작성 시 적립 예정')).toBeNull();
  });

  it('says a cancelled order gave back the points and coupon its amounts list as used', async () => {
    const cancelled = purchase(4, '2026-11-20T03:00:00.000Z', { orderStatus: 'CANCEL', paidAt: null, cancelledAt: '2026-11-22T03:00:00.000Z', usePoint: 1_000, totalDiscountPrice: 2_000 });
    render({ purchaseData: cancelled, bankAccount: null });
    expect(await screen.findByText('주문이 취소되어 사용한 포인트와 쿠폰을 돌려드렸습니다.')).toBeTruthy();
  });

  it('says nothing was taken back from a cancelled order that earned nothing', async () => {
    const free = purchase(4, '2026-11-20T03:00:00.000Z', { orderStatus: 'CANCEL', cancelledAt: '2026-11-22T03:00:00.000Z', totalPrice: 0, usePoint: 9_900, accumulatePoint: 0 });
    render({ purchaseData: free, bankAccount: null });
    await screen.findByText('결제 금액');
    expect(screen.queryByText(/취소로 회수/)).toBeNull();
  });

  it('names an order the points and coupon covered as such, not by the method picked on the sheet', async () => {
    const free = purchase(4, '2026-11-20T03:00:00.000Z', { orderStatus: 'COMPLETE', paymentMethod: 'SIMPLE_PAY', totalPrice: 0, usePoint: 9_900 });
    render({ purchaseData: free, bankAccount: null });
    expect((await screen.findByText('결제 수단')).parentElement!.textContent).toBe('결제 수단포인트·쿠폰 결제');
    expect(screen.queryByText(/돌려드렸습니다/)).toBeNull();
  });
});
