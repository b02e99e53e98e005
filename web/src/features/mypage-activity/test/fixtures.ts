import type { MemberQna, MemberReview, MyManagementData, Purchase, ReviewableItem } from '@store/shared';

// Builders of my-page API rows for the feature's component tests.

export const profile = (over: Partial<MyManagementData> = {}): MyManagementData => ({
  id: 'demo',
  name: '김데모',
  email: 'demo@example.com',
  emailVerified: true,
  phone: '01012345678',
  grade: 'WELCOME',
  totalPurchaseAmount: 75_001,
  point: 1234,
  couponCount: 2,
  ...over,
});

export const purchase = (orderId: number, orderDate: string, over: Partial<Purchase> = {}): Purchase => ({
  orderId,
  orderNumber: `AW20261122-${String(orderId).padStart(6, '0')}`,
  orderDate,
  orderStatus: 'COMPLETE',
  reviewPoint: 300,
  totalPrice: 10_000,
  totalCostPrice: 10_000,
  totalDiscountPrice: 0,
  usePoint: 0,
  accumulatePoint: 100,
  paymentMethod: 'SIMPLE_PAY',
  paidAt: orderDate,
  confirmedAt: null,
  cancelledAt: null,
  cancelReason: null,
  depositDeadline: null,
  cancelable: false,
  refund: null,
  orderItems: [
    { itemId: 7, orderItemId: orderId * 10, itemName: `상품 ${orderId}`, count: 1, subscriptionPeriod: 1, orderPrice: 10_000, thumbnailPath: null, reviewWriteYn: 'N', reviewPoint: 300, subscriptionIds: [orderId * 100] },
  ],
  ...over,
});

export const reviewable = (orderItemId: number, over: Partial<ReviewableItem> = {}): ReviewableItem => ({
  orderId: 1,
  orderNumber: 'AW20261122-000001',
  orderDate: '2026-11-22T01:00:00.000Z',
  orderItemId,
  itemId: 7,
  itemName: '엑셀 정리 도우미',
  thumbnailPath: null,
  orderCount: 1,
  subscriptionPeriod: 3,
  orderPrice: 33_333,
  reviewPoint: 999,
  ...over,
});

export const question = (qnaId: number, answer: string | null): MemberQna => ({
  articleId: qnaId,
  qnaId,
  productId: 7,
  productName: '주문 수집기',
  productDescription: '',
  thumbnailPath: null,
  title: `문의 ${qnaId}`,
  content: '설치 관련 문의드립니다. 확인 부탁드립니다.',
  visibility: 'PUBLIC',
  regDate: '2026-11-20T01:00:00.000Z',
  answer,
  commentDate: answer ? '2026-11-21T01:00:00.000Z' : null,
});

/** A review the member wrote; `hiddenReason` set means an admin hid it from the product page. */
export const writtenReview = (articleId: number, over: Partial<MemberReview> = {}): MemberReview => ({
  articleId,
  itemId: 7,
  orderItemId: articleId * 10,
  orderCount: 1,
  subscriptionPeriod: 3,
  content: `리뷰 ${articleId}: 주문 정리가 빨라져서 만족합니다.`,
  rate: 5,
  recommendCount: 0,
  itemName: '엑셀 정리 도우미',
  itemThumbnailPath: null,
  postDate: '2026-11-23T01:00:00.000Z',
  hiddenReason: null,
  ...over,
});
