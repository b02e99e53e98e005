import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick, fetchedPaths, findDialog, member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import type { Purchase } from '@store/shared';
import { purchase } from '../test/fixtures.ts';
import { PurchaseListPage } from './purchase-list-page.tsx';

afterEach(() => vi.restoreAllMocks());

/** The member's purchase list as one page holding `purchases`. */
const serveOnePage = (purchases: Purchase[]) =>
  mockFetch((url) => (url.pathname === '/api/purchase-list' ? { purchaseData: purchases, page: 1, size: 5, totalElements: purchases.length, hasMore: false } : undefined));

describe('PurchaseListPage', () => {
  it('loads 5 orders, then the next page on 더보기 until there are no more', async () => {
    const user = userEvent.setup();
    const spy = mockFetch((url) => {
      if (url.pathname !== '/api/purchase-list') return undefined;
      const page = Number(url.searchParams.get('page'));
      const ids = page === 1 ? [9, 8, 7, 6, 5] : [4];
      return { purchaseData: ids.map((id) => purchase(id, `2026-11-${10 + id}T03:00:00.000Z`)), page, size: 5, totalElements: 6, hasMore: page === 1 };
    });
    renderWithProviders(<PurchaseListPage />, { session: member });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: '더보기' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(screen.queryByRole('button', { name: '더보기' })).toBeNull();
    expect(fetchedPaths(spy)).toEqual(['/api/purchase-list?page=1&size=5', '/api/purchase-list?page=2&size=5']);
  });

  it('says an unpaid order waits for its payment, and for its deposit once a bank transfer was chosen', async () => {
    const waiting = { orderStatus: 'WAITING' as const, paidAt: null, cancelable: true };
    mockFetch((url) =>
      url.pathname === '/api/purchase-list'
        ? {
            purchaseData: [
              purchase(3, '2026-11-21T03:00:00.000Z', { ...waiting, paymentMethod: null }),
              purchase(2, '2026-11-20T03:00:00.000Z', { ...waiting, paymentMethod: 'SIMPLE_PAY' }),
              purchase(1, '2026-11-19T03:00:00.000Z', { ...waiting, paymentMethod: 'BANK_TRANSFER' }),
            ],
            page: 1,
            size: 5,
            totalElements: 3,
            hasMore: false,
          }
        : undefined,
    );
    renderWithProviders(<PurchaseListPage />, { session: member });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    const [left, card, transfer] = screen.getAllByRole('article');
    expect(left!.textContent).toContain('결제 대기'); // checkout left before choosing a method
    expect(card!.textContent).toContain('결제 대기');
    expect(transfer!.textContent).toContain('입금 대기');
  });

  it('asks before confirming a purchase and calls the commerce confirm', async () => {
    const user = userEvent.setup();
    const spy = mockFetch((url, init) => {
      if (url.pathname === '/api/purchase-list') return { purchaseData: [purchase(3, '2026-11-20T03:00:00.000Z')], page: 1, size: 5, totalElements: 1, hasMore: false };
      if (url.pathname === '/api/orders/3/confirm' && init?.method === 'PUT') return { orderId: 3, orderStatus: 'CONFIRM', message: '구매가 확정되었습니다.' };
      return undefined;
    });
    renderWithProviders(<PurchaseListPage />, { session: member });
    await user.click(await screen.findByRole('button', { name: '구매 확정' }));
    expect(await screen.findByText(/구매를 확정할까요/)).toBeTruthy();
    const dialogButtons = screen.getAllByRole('button', { name: '구매 확정' });
    await user.click(dialogButtons[dialogButtons.length - 1]!);
    expect(await screen.findByText('구매가 확정되었습니다.')).toBeTruthy();
    expect(fetchedPaths(spy)).toContain('/api/orders/3/confirm');
  });

  it('asks once and sends one request for a double click, to confirm and to cancel', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/purchase-list') {
        const unpaid = purchase(2, '2026-11-19T03:00:00.000Z', { orderStatus: 'WAITING', paidAt: null, paymentMethod: null, cancelable: true });
        return { purchaseData: [purchase(3, '2026-11-20T03:00:00.000Z'), unpaid], page: 1, size: 5, totalElements: 2, hasMore: false };
      }
      sent.push(`${init?.method} ${url.pathname}`);
      if (url.pathname === '/api/orders/3/confirm') return { orderId: 3, orderStatus: 'CONFIRM', message: '구매가 확정되었습니다.' };
      if (url.pathname === '/api/orders/2/cancel') return { orderId: 2, orderStatus: 'CANCEL', message: '주문이 취소되었습니다.' };
      return undefined;
    });
    renderWithProviders(<PurchaseListPage />, { session: member });
    doubleClick(await screen.findByRole('button', { name: '구매 확정' }));
    await user.click(within(await findDialog(/구매를 확정할까요/)).getByRole('button', { name: '구매 확정' }));
    expect(await screen.findByText('구매가 확정되었습니다.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();

    doubleClick(screen.getByRole('button', { name: '주문 취소' }));
    await user.click(within(await findDialog(/이 주문을 취소할까요/)).getByRole('button', { name: '주문 취소' }));
    expect(await screen.findByText('주문이 취소되었습니다.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual(['PUT /api/orders/3/confirm', 'POST /api/orders/2/cancel']);
  });

  it('says why a cancelled order ended beside its badge: a declined card is not the buyer’s own cancel', async () => {
    serveOnePage([
      purchase(9, '2026-11-19T03:00:00.000Z', { orderStatus: 'CANCEL', paidAt: null, cancelledAt: '2026-11-19T03:05:00.000Z', cancelReason: '카드 결제 실패' }),
      purchase(8, '2026-11-18T03:00:00.000Z'),
    ]);
    renderWithProviders(<PurchaseListPage />, { session: member });
    const [declined, paid] = await screen.findAllByRole('article');
    expect(within(declined!).getByText('카드 결제 실패')).toBeTruthy();
    expect(within(paid!).queryByText('카드 결제 실패')).toBeNull();
  });

  it('shows a cancelled order’s refund beside what was paid: a partial refund is not the amount paid', async () => {
    serveOnePage([
      purchase(9, '2026-11-19T03:00:00.000Z', { orderStatus: 'CANCEL', cancelledAt: '2026-11-21T03:05:00.000Z', totalPrice: 19_900, refund: { amount: 5_970, state: 'DONE' } }),
      purchase(8, '2026-11-18T03:00:00.000Z'),
    ]);
    renderWithProviders(<PurchaseListPage />, { session: member });
    const [refunded, paid] = await screen.findAllByRole('article');
    expect(within(refunded!).getByText('결제 금액').textContent).toBe('결제 금액 19,900원');
    expect(within(refunded!).getByText('환불 금액').textContent).toBe('환불 금액 5,970원 (환불 완료)');
    expect(within(paid!).queryByText('환불 금액')).toBeNull();
  });

  it('heads each date with an h2, the level after the page h1 (axe heading-order)', async () => {
    serveOnePage([purchase(3, '2026-11-21T03:00:00.000Z'), purchase(2, '2026-11-20T03:00:00.000Z')]);
    renderWithProviders(<PurchaseListPage />, { session: member });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['2026.11.21', '2026.11.20']);
  });
});
