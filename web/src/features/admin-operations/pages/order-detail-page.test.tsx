import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ORDER_MESSAGES, type AdminOrderDetail, COMMERCE_MESSAGES } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedPaths, findDialog, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdminOrderDetailPage } from './order-detail-page.tsx';

const order: AdminOrderDetail = {
  orderId: 4,
  orderNumber: '20261122-0004',
  orderStatus: 'CANCEL',
  orderDate: '2026-11-22T05:00:00.000Z',
  paymentMethod: 'SIMPLE_PAY',
  orderEmail: null,
  depositDeadline: '2026-11-25T05:00:00.000Z',
  paidAt: '2026-11-22T05:01:00.000Z',
  confirmedAt: null,
  cancelledAt: '2026-11-22T06:00:00.000Z',
  cancelReason: '관리자 취소',
  totalPrice: 24000,
  usePoint: 0,
  couponDiscount: 0,
  finalAmount: 24000,
  earnedPoint: 240,
  buyer: { memberId: 2, loginId: 'kim', name: '김철수', email: null, phoneNumber: null, status: 'ACTIVE' },
  items: [],
  payments: [
    { paymentId: 'p1', provider: 'dev', status: 'CANCELLED', amount: 24000, refundAmount: 24000, createdAt: '2026-11-22T05:01:00.000Z', refundError: null },
    { paymentId: 'p2', provider: 'free', status: 'PAID', amount: 0, refundAmount: null, createdAt: '2026-11-22T05:01:00.000Z', refundError: null },
    { paymentId: 'p3', provider: 'acme', status: 'ON_HOLD', amount: 0, refundAmount: null, createdAt: '2026-11-22T05:01:00.000Z', refundError: null },
  ],
  unusedDaysRefund: null,
  points: [],
  coupon: null,
  keys: [],
  history: [
    { id: 1, action: 'subscription.revoke', actorLoginId: null, before: null, after: { subscriptionIds: [3, 2] }, createdAt: '2026-11-22T06:00:00.000Z' },
    { id: 2, action: 'order.cancel.admin', actorLoginId: 'admin', before: { status: 'COMPLETE' }, after: { status: 'CANCEL', pointShortfall: 0 }, createdAt: '2026-11-22T06:00:00.000Z' },
  ],
};

afterEach(() => vi.restoreAllMocks());

async function panel(title: string) {
  mockFetch(() => order);
  renderWithProviders(<AdminOrderDetailPage />, { route: '/admin/orders/4', path: '/admin/orders/:orderId' });
  return (await screen.findByRole('heading', { name: title })).closest('section')!;
}

describe('AdminOrderDetailPage', () => {
  it('names payment statuses and providers in Korean, and shows an unknown code as recorded', async () => {
    const payments = within(await panel('결제 기록')).getAllByRole('listitem').map((li) => [...li.children].slice(0, 2).map((c) => c.textContent));
    expect(payments).toEqual([
      ['결제 취소', '개발용 결제'],
      ['결제 완료', '무료(포인트·쿠폰)'],
      ['ON_HOLD', 'acme'],
    ]);
  });

  it('says how much a cancel refunds and where it stands, and that the earned points were taken back', async () => {
    const amounts = async (o: AdminOrderDetail) => {
      mockFetch(() => o);
      const view = renderWithProviders(<AdminOrderDetailPage />, { route: '/admin/orders/4', path: '/admin/orders/:orderId' });
      const section = (await screen.findByRole('heading', { name: '결제 금액' })).closest('section')!;
      const rows = Object.fromEntries([...section.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
      view.unmount();
      vi.restoreAllMocks();
      return rows;
    };
    expect(await amounts(order)).toMatchObject({ '환불 금액': '24,000원 (환불 완료)', '적립 포인트': '240P (취소로 회수)' });
    const partial = { ...order, payments: [{ ...order.payments[0]!, status: 'CANCEL_PENDING', refundAmount: 10_000 }] };
    expect(await amounts(partial)).toMatchObject({ '환불 금액': '10,000원 (카드사 환불 처리 중)' });
    const byTransfer = { ...order, paymentMethod: 'BANK_TRANSFER' as const, payments: [{ ...order.payments[0]!, provider: 'bank', status: 'MANUAL_REFUND', refundAmount: null }] };
    expect(await amounts(byTransfer)).toMatchObject({ '환불 금액': '24,000원 (계좌로 환불 필요)' });
    // Never paid: nothing went back and nothing was earned to take back.
    const unpaid = await amounts({ ...order, paidAt: null, payments: [] });
    expect(unpaid).not.toHaveProperty('환불 금액');
    expect(unpaid['적립 포인트']).toBe('-');
    // Still paid: no refund row either.
    expect(await amounts({ ...order, orderStatus: 'COMPLETE', cancelledAt: null, payments: [{ ...order.payments[0]!, status: 'PAID', refundAmount: null }] })).not.toHaveProperty('환불 금액');
  });

  it('shows the history details with the audit log labels', async () => {
    const history = within(await panel('처리 이력'));
    const details = [...history.getAllByRole('listitem')].map((li) => [...li.querySelectorAll('pre')].map((p) => p.textContent));
    expect(history.getByText('라이선스 키 회수')).toBeTruthy();
    expect(details).toEqual([
      ['-', '회수한 키 번호: 3, 2'],
      ['상태: 결제 완료', '상태: 취소 완료\n회수하지 못한 포인트: 0P'],
    ]);
  });

  it('gives a subscription line’s price per month, and an unlimited one’s as it is', async () => {
    const items = [
      { orderItemId: 1, itemId: 3, itemName: '쿠팡 가격 모니터링', subscriptionPeriod: 3, count: 1, unitPrice: 19_900, orderPrice: 57_909 },
      { orderItemId: 2, itemId: 4, itemName: '엑셀 정리', subscriptionPeriod: 0, count: 1, unitPrice: 99_000, orderPrice: 99_000 },
    ];
    mockFetch(() => ({ ...order, items }));
    renderWithProviders(<AdminOrderDetailPage />, { route: '/admin/orders/4', path: '/admin/orders/:orderId' });
    const rows = within((await screen.findByRole('heading', { name: '주문 상품' })).closest('section')!).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('[data-label="단가"]')!.textContent)).toEqual(['19,900원/월', '99,000원']);
  });

  it('names a waiting card order’s deadline 결제 기한 and a bank transfer’s 입금 기한', async () => {
    for (const [paymentMethod, label] of [['SIMPLE_PAY', '결제 기한'], ['BANK_TRANSFER', '입금 기한']] as const) {
      mockFetch(() => ({ ...order, orderStatus: 'WAITING', paymentMethod, paidAt: null, cancelledAt: null, cancelReason: null, payments: [] }));
      const view = renderWithProviders(<AdminOrderDetailPage />, { route: '/admin/orders/4', path: '/admin/orders/:orderId' });
      const info = within((await screen.findByRole('heading', { name: '주문 정보' })).closest('section')!);
      expect(info.getByText(label)).toBeTruthy();
      expect(info.queryByText(label === '결제 기한' ? '입금 기한' : '결제 기한')).toBeNull();
      view.unmount();
    }
  });

  it('cancels an unpaid order as a cancel, not a refund', async () => {
    const waiting: AdminOrderDetail = { ...order, orderStatus: 'WAITING', paidAt: null, cancelledAt: null, cancelReason: null, payments: [], unusedDaysRefund: null };
    const posts: unknown[] = [];
    mockFetch((url, init) => {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return { orderId: 4, orderStatus: 'CANCEL', message: '주문이 취소되었습니다.', refundAmount: 0 };
      }
      return waiting;
    });
    renderWithProviders(<AdminOrderDetailPage />, { route: '/admin/orders/4', path: '/admin/orders/:orderId' });
    await userEvent.click(await screen.findByRole('button', { name: '주문 취소' }));
    expect(screen.queryByRole('button', { name: '주문 취소·환불' })).toBeNull();
    await userEvent.click(within(await findDialog('결제 전 주문입니다. 이 주문을 취소할까요?')).getByRole('button', { name: '주문 취소' }));
    await waitFor(() => expect(posts).toHaveLength(1));
  });

  describe('cancelling a paid order', () => {
    const paid: AdminOrderDetail = {
      ...order,
      orderStatus: 'COMPLETE',
      cancelledAt: null,
      cancelReason: null,
      payments: [{ paymentId: 'p1', provider: 'dev', status: 'PAID', amount: 24000, refundAmount: null, createdAt: '2026-11-22T05:01:00.000Z', refundError: null }],
      unusedDaysRefund: 16000,
    };

    function serve() {
      const posts: unknown[] = [];
      mockFetch((url, init) => {
        if (init?.method === 'POST') {
          posts.push(JSON.parse(String(init.body)));
          return { orderId: 4, orderStatus: 'CANCEL', message: '주문이 취소되었습니다.', refundAmount: 16000 };
        }
        return paid;
      });
      renderWithProviders(<AdminOrderDetailPage />, { route: '/admin/orders/4', path: '/admin/orders/:orderId' });
      return posts;
    }

    it('refunds the amount minus the days used when the admin puts it in, after saying so', async () => {
      const posts = serve();
      const field = await screen.findByLabelText('환불 금액 (원)');
      expect(screen.getByText(/^비워 두면 전액\(24,000원\)을 환불합니다./)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: '사용 기간 제외 금액 넣기: 16,000원' }));
      expect((field as HTMLInputElement).value).toBe('16000');
      await userEvent.type(screen.getByLabelText('취소 사유'), '프로그램 오류');
      await userEvent.click(screen.getByRole('button', { name: '주문 취소·환불' }));
      await userEvent.click(within(await findDialog('16,000원만 환불하고 이 주문을 취소할까요?')).getByRole('button', { name: '주문 취소·환불' }));
      await waitFor(() => expect(posts).toEqual([{ reason: '프로그램 오류', refundAmount: 16000 }]));
    });

    it('leaves the order as it is when the dialog is closed: its way out reads 닫기, not a second 취소', async () => {
      const posts = serve();
      await screen.findByLabelText('환불 금액 (원)');
      await userEvent.click(screen.getByRole('button', { name: '주문 취소·환불' }));
      const dialog = await findDialog('이 주문을 취소하고 환불 처리할까요?');
      expect(within(dialog).queryByRole('button', { name: '취소' })).toBeNull();
      // The footer's button (the title bar's X is also named 닫기).
      await userEvent.click(within(dialog).getAllByRole('button', { name: '닫기' }).at(-1)!);
      await new Promise((r) => setTimeout(r, 20));
      expect(posts).toEqual([]);
    });

    it('refuses more than was paid before asking, and asks plainly about a cancel with nothing refunded', async () => {
      const posts = serve();
      const field = await screen.findByLabelText('환불 금액 (원)');
      await userEvent.type(field, '24001');
      await userEvent.click(screen.getByRole('button', { name: '주문 취소·환불' }));
      expect(screen.getByText(ADMIN_ORDER_MESSAGES.refundOverPaid(24000))).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();

      await userEvent.clear(field);
      await userEvent.type(field, '24000');
      await userEvent.click(screen.getByRole('button', { name: '주문 취소·환불' }));
      const whole = await findDialog('결제 금액 전액(24,000원)을 환불하고 이 주문을 취소할까요?');
      expect(whole.textContent).not.toContain('만 환불');
      await userEvent.click(within(whole).getAllByRole('button', { name: '닫기' }).at(-1)!);

      await userEvent.clear(field);
      await userEvent.type(field, '0');
      await userEvent.click(screen.getByRole('button', { name: '주문 취소·환불' }));
      await userEvent.click(within(await findDialog('환불 없이 이 주문을 취소할까요?')).getByRole('button', { name: '주문 취소·환불' }));
      await waitFor(() => expect(posts).toEqual([{ refundAmount: 0 }]));
    });

    it('refunds everything with the field left empty, and refuses an amount that is not a number', async () => {
      const posts = serve();
      const field = await screen.findByLabelText('환불 금액 (원)');
      await userEvent.type(field, '만원');
      await userEvent.click(screen.getByRole('button', { name: '주문 취소·환불' }));
      expect(screen.getByText(ADMIN_ORDER_MESSAGES.refundAmountNumber)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');

      await userEvent.clear(field);
      await userEvent.click(screen.getByRole('button', { name: '주문 취소·환불' }));
      await userEvent.click(within(await findDialog('이 주문을 취소하고 환불 처리할까요?')).getByRole('button', { name: '주문 취소·환불' }));
      await waitFor(() => expect(posts).toEqual([{}]));
    });
  });
});

describe('AdminOrderDetailPage not found', () => {
  it.each(['xyz', '0', '-1', '1.5', '1e3', '99999999999999999999'])('shows /admin/orders/%s as not found, without asking the server', async (id) => {
    const spy = mockFetch(() => order);
    renderWithProviders(<AdminOrderDetailPage />, { route: `/admin/orders/${id}`, path: '/admin/orders/:orderId' });
    expect(await screen.findByText(COMMERCE_MESSAGES.orderNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/admin/orders');
    expect(fetchedPaths(spy)).toEqual([]);
  });
});
