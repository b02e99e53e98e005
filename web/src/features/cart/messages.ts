import { COMMERCE_MESSAGES } from '@store/shared';

// Korean copy of the cart screen (store.md §2 Cart, §5, §8), gathered for review. The shared
// contract holds the messages the API uses too.
export const CART_COPY = {
  title: '장바구니',
  loading: '장바구니를 불러오는 중입니다...',
  empty: '장바구니에 담긴 상품이 없습니다.',
  emptyHint: '마음에 드는 자동화 프로그램을 담아 보세요.',
  offSale: (n: number) => `판매가 중지된 상품 ${n}개는 장바구니에 표시되지 않습니다. 판매가 다시 시작되면 장바구니에 다시 나타납니다.`,
  browse: '상품 둘러보기',
  loginMessage: '장바구니는 로그인 후 이용할 수 있습니다.',
  selectAll: '전체 선택',
  deleteSelected: '선택 삭제',
  deleteOneTitle: '상품 삭제',
  deleteOne: '이 상품을 장바구니에서 삭제할까요?',
  deleteSelectedConfirm: (n: number) => `선택한 상품 ${n}개를 장바구니에서 삭제할까요?`,
  deleteNothing: '삭제할 상품을 선택해 주세요.',
  deleted: '장바구니에서 삭제했습니다.',
  summaryTitle: '결제 예정 금액',
  summaryNote: '포인트와 쿠폰은 다음 단계인 주문서에서 적용할 수 있습니다.',
  pay: (n: number, total: string) => (n > 0 ? `${n}개 상품 결제하기 · ${total}` : '결제하기'),
  cartErrorTitle: '장바구니 오류',
  deleteErrorTitle: '삭제 오류',
  updateErrorTitle: '장바구니 변경 오류',
  period: '구독 기간',
  quantity: '수량',
  fewer: (name: string) => `${name} 수량 1개 줄이기`,
  more: (name: string) => `${name} 수량 1개 늘리기`,
  orderErrorTitle: '주문 오류',
  retry: '다시 시도',
  ...COMMERCE_MESSAGES,
} as const;
