import { render, screen } from '@testing-library/react';
import type { WalletCoupon } from '@store/shared';
import { describe, expect, it } from 'vitest';
import { CouponCard } from './coupon-card.tsx';

const coupon: WalletCoupon = {
  couponId: 1,
  name: '연말 10% 쿠폰',
  description: '',
  discountRate: 10,
  discountAmount: null,
  minPurchase: 0,
  // The admin's end date 2026-12-31 is stored as the midnight that starts 2027-01-01 in Seoul.
  expirationDate: '2026-12-31T15:00:00.000Z',
  status: 'UNUSED',
  startsAt: '2026-10-31T15:00:00.000Z',
  usedAt: null,
  orderNumber: null,
  issuedAt: '2026-11-01T00:00:00.000Z',
};

describe('CouponCard', () => {
  it('names the last day the coupon works, not the midnight it stops', () => {
    render(<CouponCard coupon={coupon} />);
    expect(screen.getByText('2026.12.31까지')).toBeTruthy();
  });

  it('names the coupon in an h2, since the coupon screen lists the cards right under its h1', () => {
    render(<CouponCard coupon={coupon} />);
    expect(screen.getByRole('heading', { level: 2, name: '연말 10% 쿠폰' })).toBeTruthy();
  });

  it('says a coupon held by an unpaid order is waiting on it, and comes back if it is cancelled', () => {
    render(<CouponCard coupon={{ ...coupon, status: 'RESERVED', usedAt: '2026-11-29T08:00:00.000Z', orderNumber: 'AW20261129-000007' }} />);
    expect(screen.getByText('결제 대기')).toBeTruthy();
    expect(screen.getByText('결제 대기 중인 주문 AW20261129-000007에 적용됨 · 주문을 취소하면 돌아옵니다')).toBeTruthy();
    expect(screen.queryByText(/사용 완료|사용$/)).toBeNull();
  });

  it('says a coupon the admin stopped cannot be used', () => {
    render(<CouponCard coupon={{ ...coupon, status: 'UNAVAILABLE' }} />);
    expect(screen.getByText('사용 중지')).toBeTruthy();
    expect(screen.queryByText('사용 가능')).toBeNull();
  });

  it('says a coupon whose period has not started is not usable yet, and from when it is', () => {
    render(<CouponCard coupon={{ ...coupon, status: 'UPCOMING', startsAt: '2026-12-06T15:00:00.000Z' }} />);
    expect(screen.getByText('사용 예정')).toBeTruthy();
    expect(screen.getByText('2026.12.07부터 사용 가능')).toBeTruthy();
    expect(screen.queryByText('사용 가능')).toBeNull();
  });

  it('states the discount in words when the admin left the description empty', () => {
    const { rerender } = render(<CouponCard coupon={{ ...coupon, name: '관리자 쿠폰', discountRate: null, discountAmount: 3000, minPurchase: 10_000 }} />);
    expect(screen.getByText('10,000원 이상 구매 시 3,000원 할인')).toBeTruthy();
    rerender(<CouponCard coupon={coupon} />);
    expect(screen.getByText('최소 구매 금액 없이 10% 할인')).toBeTruthy();
  });

  it('keeps a description that states the discount, and puts the terms before one that does not', () => {
    const { rerender } = render(<CouponCard coupon={{ ...coupon, description: '10,000원 이상 구매 시 10% 할인', minPurchase: 10_000 }} />);
    expect(screen.getByText('10,000원 이상 구매 시 10% 할인')).toBeTruthy();
    expect(screen.queryAllByText(/구매 시/)).toHaveLength(1);
    rerender(<CouponCard coupon={{ ...coupon, description: '가을 감사 이벤트', minPurchase: 10_000 }} />);
    const terms = screen.getByText('10,000원 이상 구매 시 10% 할인');
    const note = screen.getByText('가을 감사 이벤트');
    expect(terms.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
