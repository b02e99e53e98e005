import { formatNumber } from '@store/shared';

// Korean copy of the catalog screens that the shared contract does not already hold
// (store.md §2 and §8), gathered here for review.

export const LIST_MESSAGES = {
  loading: '상품 목록을 불러오는 중입니다...',
  empty: '현재 판매 중인 상품이 없습니다.',
  error: (message: string) => `오류: ${message}`,
  /** /products' 'more' button, with how many products are not shown yet. */
  more: (left: number) => (left > 0 ? `상품 더보기 (${formatNumber(left)})` : '상품 더보기'),
  moreFailed: '상품을 더 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

export const DETAIL_MESSAGES = {
  histogramLabel: '별점 분포',
  /** The 'more' buttons of the reviews and Q&A tabs, with how many are not shown yet. */
  moreReviews: (left: number) => (left > 0 ? `리뷰 더보기 (${formatNumber(left)})` : '리뷰 더보기'),
  moreQna: (left: number) => (left > 0 ? `문의 더보기 (${formatNumber(left)})` : '문의 더보기'),
  moreFailed: '목록을 더 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  loading: '상품 정보를 불러오는 중입니다...',
  /** The heading and tab title of the screen for a product that is not (or no longer) on sale. */
  notFoundTitle: '상품을 찾을 수 없습니다',
  notFound: '판매가 끝났거나 주소가 잘못된 상품입니다. 다른 상품을 둘러보세요.',
  noReviews: '아직 작성된 리뷰가 없습니다. 첫 번째 리뷰를 남겨 주세요.',
  noQna: '아직 등록된 문의가 없습니다. 궁금한 점을 남겨 주세요.',
  noDetailImage: '상세 이미지를 준비하고 있습니다.',
} as const;

export const PURCHASE_MESSAGES = {
  addedToCart: '장바구니에 상품을 담았습니다.\n장바구니로 이동할까요?',
  alreadyInCart: '이미 장바구니에 담긴 상품입니다.',
  cartFailed: '장바구니에 담지 못했습니다. 잠시 후 다시 시도해 주세요.',
  orderFailed: '주문 생성에 실패했습니다. 다시 시도해 주세요.',
  memberIdFailed: '로그인한 사용자 정보를 가져오지 못했습니다.',
  notReady: '준비 중인 기능입니다.',
} as const;
