import {
  APPLICATION_STATUS_LABELS,
  COUPON_DISCOUNT_TYPE_LABELS,
  HOME_SECTION_LABELS,
  ITEM_CATEGORY_LABELS,
  ITEM_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  USE_STATUS_LABELS,
  WITHDRAWAL_REASON_LABELS,
} from '@store/shared';

// Korean copy for what the API writes into audit entries (targets, before/after keys and codes),
// kept beside the renderer so a new key in an insertAudit call has one obvious place to go.

/** A lookup that ignores Object.prototype: keys come from stored JSON, not from our code. */
export const labelOf = (labels: Record<string, string>, key: string): string | undefined => (Object.hasOwn(labels, key) ? labels[key] : undefined);

export const TARGET_LABELS: Record<string, string> = {
  order: '주문',
  member: '회원',
  'custom-request': '맞춤 제작 신청',
  subscription: '라이선스 키',
  item: '상품',
  coupon: '쿠폰',
  app_settings: '사이트 설정',
  qna: '상품 문의',
  review: '리뷰',
};

const SETTING_TARGETS: Record<string, string> = { site: '기본 정보', 'site.main_page': '메인 페이지' };

/** "주문 #12", "사이트 설정 · 메인 페이지", "라이선스 키 3건" (the expiry job logs a batch as "3 keys"). */
export function targetText(targetType: string, targetId: string | null): string {
  const type = labelOf(TARGET_LABELS, targetType) ?? targetType;
  if (!targetId) return type;
  if (targetType === 'app_settings') return `${type} · ${labelOf(SETTING_TARGETS, targetId) ?? targetId}`;
  const batch = /^(\d+) keys$/.exec(targetId);
  return batch ? `${type} ${batch[1]}건` : `${type} #${targetId}`;
}

export const KEY_LABELS: Record<string, string> = {
  // orders
  status: '상태',
  reason: '사유',
  note: '메모',
  noteShared: '신청자에게 전달',
  amount: '금액',
  refundAmount: '환불 금액',
  pointShortfall: '회수하지 못한 포인트',
  pointsOffRefund: '환불에서 차감한 포인트',
  keysIssued: '발급 키',
  earnedPoint: '적립 포인트',
  orderNumber: '주문번호',
  subscriptionIds: '회수한 키 번호',
  // license keys
  ids: '키 번호',
  itemId: '상품 번호',
  buyerName: '구매자',
  days: '기간(일)',
  slot: 'PC 칸',
  macAddress: 'MAC 주소',
  machineId: 'PC 식별값',
  useStatus: '사용 상태',
  startAt: '시작',
  expireAt: '만료',
  // members
  sessionsRevoked: '종료된 로그인',
  blockedAt: '정지 일시',
  memberIds: '회원 번호',
  points: '포인트',
  delta: '조정 포인트',
  // coupons
  couponId: '쿠폰 번호',
  name: '이름',
  description: '설명',
  discountType: '할인 방식',
  discountValue: '할인 값',
  minPurchase: '최소 구매 금액',
  quantity: '발급 수량',
  issuedCount: '발급 수',
  usedCount: '사용 수',
  startDate: '시작일',
  endDate: '종료일',
  validDays: '발급 후 사용 기간(일)',
  couponCode: '쿠폰 코드',
  isActive: '사용 중',
  createdAt: '생성 일시',
  // products
  itemName: '상품명',
  itemDescription: '상품 설명',
  installMethod: '설치 방법',
  environment: '사용 환경',
  asSupport: 'A/S 안내',
  costPrice: '정가',
  salePrice: '판매가',
  discountRate: '할인율(%)',
  saleQuantity: '판매 수량',
  category: '카테고리',
  categoryName: '카테고리 이름',
  itemStatus: '판매 상태',
  tags: '태그',
  recommend: '추천',
  thumbFileName: '썸네일 파일',
  thumbPath: '썸네일 주소',
  detailImgFileName: '상세 이미지 파일',
  detailImgPath: '상세 이미지 주소',
  videoUrl: '동영상 주소',
  updatedAt: '수정 일시',
  // site settings
  business: '사업자 정보',
  storeName: '상점 이름',
  companyName: '상호',
  representative: '대표자',
  registrationNumber: '사업자등록번호',
  mailOrderNumber: '통신판매업신고번호',
  address: '주소',
  phone: '대표전화',
  email: '이메일',
  privacyOfficer: '개인정보보호책임자',
  hostingProvider: '호스팅 서비스',
  supportHours: '고객센터 운영 시간',
  office: '운영 시간',
  chatAndPhone: '채팅·전화 상담',
  customRequestReply: '맞춤 제작 답변',
  closed: '휴무',
  chatChannelUrl: '채팅 상담 주소',
  bankAccount: '입금 계좌',
  bank: '은행',
  accountNumber: '계좌번호',
  holder: '예금주',
  depositDeadlineDays: '입금 기한(일)',
  pointEarnRatePercent: '적립률(%)',
  // main page
  hero: '메인 배너',
  title: '제목',
  subtitle: '부제목',
  buttonLabel: '버튼 문구',
  imageFileName: '이미지 파일',
  sections: '섹션',
  key: '섹션',
  enabled: '노출',
  // product Q&A (title and itemId above)
  answer: '답변',
  content: '내용',
  visibility: '공개 여부',
  memberId: '회원 번호',
  // custom requests
  fileId: '첨부 파일 번호',
};

/** `status` means different things per target (WAITING: an order vs a custom request). */
export const STATUS_LABELS: Record<string, Record<string, string>> = {
  order: ORDER_STATUS_LABELS,
  'custom-request': APPLICATION_STATUS_LABELS,
  member: { ACTIVE: '정상', BLOCKED: '이용 정지', WITHDRAWN: '탈퇴' },
};

/** Codes of the other keys, the same whatever the target. */
export const VALUE_LABELS: Record<string, Record<string, string>> = {
  useStatus: USE_STATUS_LABELS,
  discountType: COUPON_DISCOUNT_TYPE_LABELS,
  itemStatus: ITEM_STATUS_LABELS,
  category: ITEM_CATEGORY_LABELS,
  key: HOME_SECTION_LABELS,
  visibility: { PUBLIC: '공개', PRIVATE: '비공개' },
  reason: { SLOTS_FULL: 'PC 2대가 모두 등록되어 있음', ...WITHDRAWAL_REASON_LABELS },
};

export const WON_KEYS = new Set(['amount', 'refundAmount', 'costPrice', 'salePrice', 'minPurchase']);
export const POINT_KEYS = new Set(['pointShortfall', 'pointsOffRefund', 'earnedPoint', 'points', 'delta']);
