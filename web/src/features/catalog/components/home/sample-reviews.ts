// Static sample reviews for the home carousel (store.md §2: not loaded from the server). Each
// names a program the demo catalog sells (api/src/db/seed/catalog-items.ts), or a custom order.

export interface SampleReview {
  id: number;
  loginId: string;
  product: string;
  rate: number;
  content: string;
  date: string;
}

export const SAMPLE_REVIEWS: SampleReview[] = [
  {
    id: 1,
    loginId: 'sm****',
    product: '쇼핑몰 주문 수집기',
    rate: 5,
    content: '매일 아침 한 시간씩 걸리던 주문 정리가 클릭 한 번으로 끝납니다. 설치도 원격으로 도와주셔서 어렵지 않았어요.',
    date: '2026.10.28',
  },
  {
    id: 2,
    loginId: 'jh***',
    product: '네이버 블로그 자동 포스팅',
    rate: 5,
    content: '예약 발행 기능이 정말 편해요. 문의 드린 부분도 당일에 답변 주셔서 믿고 쓰고 있습니다.',
    date: '2026.10.21',
  },
  {
    id: 3,
    loginId: 'ki****',
    product: '엑셀 데이터 정리 매크로',
    rate: 4,
    content: '거래처별로 흩어진 엑셀 파일을 한 번에 합쳐 줘서 월말 정산 시간이 절반으로 줄었습니다.',
    date: '2026.10.17',
  },
  {
    id: 4,
    loginId: 'da***',
    product: '쿠팡 상품 가격 모니터링',
    rate: 5,
    content: '가격 변동 알림이 빠르고 정확합니다. 3개월 구독했는데 만족스러워서 6개월로 연장했어요.',
    date: '2026.10.09',
  },
  {
    id: 5,
    loginId: 'lee***',
    product: '맞춤 제작 · 재고 동기화',
    rate: 5,
    content: '우리 회사 업무에 맞게 제작해 주셨는데, 요구사항을 꼼꼼히 정리해 주셔서 결과물이 기대 이상이었습니다.',
    date: '2026.09.30',
  },
  {
    id: 6,
    loginId: 'pa****',
    product: '웹 데이터 수집(크롤링) 도구',
    rate: 4,
    content: '경쟁사 가격을 매일 자동으로 모아 줘서 가격 정책 세울 때 큰 도움이 됩니다. 화면도 직관적이에요.',
    date: '2026.09.22',
  },
  {
    id: 7,
    loginId: 'ch***',
    product: '인스타그램 예약 업로드',
    rate: 5,
    content: '여러 계정을 한 PC에서 관리할 수 있어 편합니다. 라이선스 등록도 1분이면 끝나요.',
    date: '2026.09.14',
  },
  {
    id: 8,
    loginId: 'yo****',
    product: '세금계산서 일괄 발행',
    rate: 5,
    content: '반복 입력 실수가 사라졌어요. A/S 문의에도 친절하게 대응해 주셔서 주변에도 추천했습니다.',
    date: '2026.09.03',
  },
];
