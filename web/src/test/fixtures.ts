import type { AdminItem, CartItem, Item, ItemDetail, ItemListResponse, OrderSheet } from '@store/shared';

export function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    itemId: 1,
    itemName: '스마트스토어 주문 수집기',
    itemDescription: '주문을 자동으로 모아 엑셀로 정리합니다.',
    category: 'BEST',
    costPrice: 30000,
    salePrice: 24000,
    discountRate: 20,
    thumbFileName: null,
    thumbPath: null,
    rating: 4.5,
    reviewCount: 2,
    ...overrides,
  };
}

/** A GET /api/items answer: one page of `items`, with `total` and `more` as the API sends them. */
export function itemPage(items: Item[], options: { total?: number; more?: boolean } = {}): ItemListResponse {
  return { items, total: options.total ?? items.length, more: options.more ?? false };
}

/** A product as the admin screens read it (GET /api/admin/items). */
export function makeAdminItem(overrides: Partial<AdminItem> = {}): AdminItem {
  return {
    itemId: 1,
    itemName: '웹 크롤러',
    itemDescription: '',
    installMethod: '',
    environment: '',
    asSupport: '',
    costPrice: 10_000,
    salePrice: 10_000,
    discountRate: 0,
    saleQuantity: 0,
    category: 'ETC',
    categoryName: '기타',
    itemStatus: 'SALE',
    tags: [],
    recommend: false,
    thumbFileName: null,
    thumbPath: null,
    detailImgFileName: null,
    detailImgPath: null,
    videoUrl: null,
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<ItemDetail> = {}): ItemDetail {
  return {
    ...makeItem(),
    detailImgPath: null,
    detailImgSize: null,
    videoUrl: null,
    installMethod: '설치 파일 실행',
    environment: 'Windows 10 이상',
    asSupport: '구독 기간 내 무상 지원',
    itemStatus: 'SALE',
    ...overrides,
  };
}

export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    itemId: 1,
    itemName: '스마트스토어 주문 수집기',
    count: 1,
    subscriptionPeriod: 1,
    salePrice: 24000,
    discountRate: 20,
    itemImagePath: null,
    totalPrice: 24000,
    ...overrides,
  };
}

export function makeOrderSheet(overrides: Partial<OrderSheet> = {}): OrderSheet {
  return {
    orderId: 501,
    orderNumber: 'ORD-20261122-0001',
    orderStatus: 'WAITING',
    orderItems: [{ id: 1, itemId: 1, name: '스마트스토어 주문 수집기', imageUrl: null, subscriptionPeriod: 3, count: 1, orderPrice: 50000 }],
    totalSum: 50000,
    memberPoint: 12345,
    usePoint: 0,
    couponId: null,
    email: 'demo@example.com',
    name: '김데모',
    phoneNumber: '01012345678',
    coupons: [],
    heldCoupons: [],
    heldPoints: [],
    paymentMethod: null,
    couponDiscount: 0,
    finalAmount: 50000,
    cardPayment: null,
    ...overrides,
  };
}
