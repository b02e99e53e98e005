import { screen, within } from '@testing-library/react';
import type { AdminOrderDetail } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
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
    { paymentId: 'p1', provider: 'dev', status: 'CANCELLED', amount: 24000, createdAt: '2026-11-22T05:01:00.000Z', refundError: null },
    { paymentId: 'p2', provider: 'free', status: 'PAID', amount: 0, createdAt: '2026-11-22T05:01:00.000Z', refundError: null },
    { paymentId: 'p3', provider: 'acme', status: 'ON_HOLD', amount: 0, createdAt: '2026-11-22T05:01:00.000Z', refundError: null },
  ],
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

  it('shows the history details with the audit log labels', async () => {
    const history = within(await panel('처리 이력'));
    const details = [...history.getAllByRole('listitem')].map((li) => [...li.querySelectorAll('pre')].map((p) => p.textContent));
    expect(history.getByText('라이선스 키 회수')).toBeTruthy();
    expect(details).toEqual([
      ['-', '회수한 키 번호: 3, 2'],
      ['상태: 결제 완료', '상태: 주문 취소\n회수하지 못한 포인트: 0P'],
    ]);
  });
});
