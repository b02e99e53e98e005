// Korean copy of the catalog screens that the shared contract does not already hold
// (store.md §2 and §8), gathered here for review.

export const LIST_MESSAGES = {
  loading: '상품 목록을 불러오는 중입니다...',
  empty: '현재 판매 중인 상품이 없습니다.',
  error: (message: string) => `오류: ${message}`,
} as const;

export const DETAIL_MESSAGES = {
  /** The detail call lists the newest reviews only (at most 100); the histogram and list say so. */
  histogramLabel: (listed: number | null) => (listed === null ? '별점 분포' : `별점 분포 (최근 리뷰 ${listed}개)`),
  newestOnly: (listed: number) => `최근 리뷰 ${listed}개를 보여 드립니다.`,
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
