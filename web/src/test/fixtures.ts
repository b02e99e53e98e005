import type { Item, ItemDetail } from '@store/shared';

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
    tags: [],
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<ItemDetail> = {}): ItemDetail {
  return {
    ...makeItem(),
    detailImgPath: null,
    videoUrl: null,
    installMethod: '설치 파일 실행',
    environment: 'Windows 10 이상',
    asSupport: '구독 기간 내 무상 지원',
    itemStatus: 'SALE',
    ...overrides,
  };
}
