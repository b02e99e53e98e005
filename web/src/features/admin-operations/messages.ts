import { formatDateTime, formatNumber, formatPoints, formatWon } from '@store/shared';

// Korean copy of the admin operation screens, in one place for review.

export const MSG = {
  ordersTitle: '주문 관리',
  ordersLead: '새 주문 알림, 주문 검색, 입금 확인과 취소·환불',
  newOrders: '새 주문',
  newOrdersNone: '확인하지 않은 새 주문이 없습니다.',
  newOrdersSeen: '모두 확인',
  alertsOn: '알림 켜기',
  alertsOnDone: '알림 켜짐',
  alertsHint: '5분마다 새 주문을 확인하고, 새 주문이 오면 소리와 브라우저 알림으로 알려 드립니다.',
  alertsDenied: '브라우저 알림이 차단되어 있습니다. 소리 알림만 울립니다.',
  notificationTitle: '오토웍스 새 주문',
  lastChecked: (t: string) => `마지막 확인 ${t}`,
  orderList: '전체 주문',
  noOrders: '조건에 맞는 주문이 없습니다.',
  search: '검색',
  reset: '초기화',
  status: '상태',
  all: '전체',
  from: '시작일',
  to: '종료일',
  buyerSearch: '구매자·아이디·주문번호',
  paymentMethod: '결제 수단',
  detail: '상세',
  confirmDeposit: '입금 확인',
  confirmDepositAsk: (amount: number) => `${formatWon(amount)} 입금을 확인하셨나요? 결제 완료로 바뀌고 라이선스 키가 발급됩니다.`,
  cancelOrder: '주문 취소·환불',
  /** An order not paid yet: nothing to refund and no key issued. */
  cancelUnpaidOrder: '주문 취소',
  cancelUnpaidAsk: '결제 전 주문입니다. 이 주문을 취소할까요?',
  /** The cancel dialog's way out: "취소" beside "주문 취소·환불" would read as the action itself. */
  closeDialog: '닫기',
  cancelAsk: '이 주문을 취소하고 환불 처리할까요? 발급된 키는 즉시 회수됩니다.',
  /** `paid`: the order's payment, which an amount typed in may equal ("만" would say less). */
  cancelPartialAsk: (amount: number, paid: number) =>
    amount === 0
      ? '환불 없이 이 주문을 취소할까요? 발급된 키는 즉시 회수됩니다.'
      : amount >= paid
        ? `결제 금액 전액(${formatWon(amount)})을 환불하고 이 주문을 취소할까요? 발급된 키는 즉시 회수됩니다.`
        : `${formatWon(amount)}만 환불하고 이 주문을 취소할까요? 발급된 키는 즉시 회수됩니다.`,
  cancelReason: '취소 사유',
  refundAmount: '환불 금액 (원)',
  refundWhole: (amount: number) => `비워 두면 전액(${formatWon(amount)})을 환불합니다. 이 주문으로 적립된 포인트를 회원이 이미 썼다면 그만큼 빼고 환불합니다.`,
  refundUnusedDays: (amount: number) => `사용 기간 제외 금액 넣기: ${formatWon(amount)}`,
  refundStates: { CANCEL_PENDING: '카드사 환불 처리 중', CANCELLED: '환불 완료', MANUAL_REFUND: '계좌로 환불 필요' },
  earnedTakenBack: (points: string) => `${points} (취소로 회수)`,
  loadFailed: '정보를 불러오지 못했습니다.',
  backToList: '목록으로',

  usersTitle: '회원 관리',
  usersLead: '회원 검색과 이용 정지·해제. 정지된 회원은 즉시 로그아웃됩니다.',
  noUsers: '조건에 맞는 회원이 없습니다.',
  blockSelected: (n: number) => `선택 회원 정지 (${n})`,
  blockAsk: (n: number) => `${n === 1 ? '이 회원' : `선택한 ${n}명`}의 이용을 정지할까요? 로그인된 기기에서 즉시 로그아웃됩니다.`,
  blockTitle: '회원 정지',
  blockConfirm: '정지',
  cancel: '취소',
  blockOne: '회원 정지',
  blockTargets: '정지할 회원',
  andMore: (n: number) => `외 ${n}명`,
  blockReason: '정지 사유',
  optional: '선택',
  blockReasonPlaceholder: '예: 광고성 문의를 반복해서 남겼습니다.',
  blockReasonNote: '사유는 관리자만 볼 수 있으며, 정지가 풀릴 때까지 회원 상세에 표시되고 감사 로그에 남습니다.',
  blockReasonShown: (reason: string) => `사유: ${reason}`,
  unblock: '정지 해제',
  unblockAsk: (name: string) => `${name} 회원의 정지를 해제할까요?`,
  blockFailed: (m: string) => `회원 정지에 실패했습니다: ${m}`,
  selectAll: '이 페이지 전체 선택',
  selectUser: (loginId: string) => `${loginId} 선택`,

  memberInfo: '회원 정보',
  blockedSince: (t: string) => `${t}부터 이용 정지`,
  active: '정상',
  activeAdmin: '정상 (관리자)',
  optIn: (agreed: boolean) => (agreed ? '동의' : '거부'),
  keyCounts: (live: number, before: number, ended: number) => `사용 중 ${formatNumber(live)} · 사용 전 ${formatNumber(before)} · 종료 ${formatNumber(ended)}`,
  couponCount: (n: number) => `${formatNumber(n)}장`,
  points: '포인트',
  balance: '보유 포인트',
  pointDirection: '조정 방향',
  grant: '지급',
  take: '차감',
  pointAmount: '조정할 포인트',
  pointDigitsOnly: '숫자만 입력해 주세요.',
  pointNoMinus: "빼기 기호 없이 입력해 주세요. 차감하려면 위에서 '차감'을 선택해 주세요.",
  pointNoDecimal: '포인트는 소수점 없이 정수로 입력해 주세요.',
  pointReason: '조정 사유',
  pointReasonPlaceholder: '예: 결제 오류 보상',
  pointAfter: (balance: number) => `조정 후 ${formatPoints(balance)}`,
  pointNote: '사유는 회원의 포인트 내역에 그대로 표시됩니다.',
  adjustPoints: '포인트 조정',
  adjustAsk: (name: string, delta: number) =>
    delta > 0
      ? `${name}님에게 ${formatPoints(delta)}를 지급할까요? 사유는 회원의 포인트 내역에 표시됩니다.`
      : `${name}님의 포인트에서 ${formatPoints(-delta)}를 차감할까요? 사유는 회원의 포인트 내역에 표시됩니다.`,
  pointHistory: '포인트 내역',
  pointHistoryNote: '최근 20건',
  noPointHistory: '포인트 변동 내역이 없습니다.',
  recentOrders: '최근 주문',
  allOrders: '주문 관리에서 보기',
  noMemberOrders: '주문 내역이 없습니다.',

  requestsTitle: '맞춤 제작 신청',
  requestsLead: '신청서 확인, 첨부 파일 다운로드, 진행 상태 변경',
  noRequests: '조건에 맞는 신청이 없습니다.',
  changeStatus: '상태 변경',
  nextStatus: '변경할 상태',
  note: '메모',
  /** Who reads the status note: a reason always reaches the applicant, another note when shared. */
  noteReaches: { reason: '(필수, 사유로 신청자에게 보입니다)', shared: '(신청자에게 메일과 마이페이지로 전달됩니다)', admins: '(선택, 관리자만 봅니다)' },
  shareNote: '위 내용을 신청자에게도 보내기 (메일, 마이페이지)',
  noteSharedBadge: '신청자에게 전달됨',
  notePlaceholder: '고객 상담 내용, 반려·취소 사유 등',
  noNext: '최종 상태입니다. 더 이상 변경할 수 없습니다.',
  history: '처리 이력',
  noHistory: '아직 상태 변경 이력이 없습니다.',
  files: '첨부 파일',
  noFiles: '첨부 파일이 없습니다.',
  downloadFailed: '파일을 내려받지 못했습니다.',

  qnaTitle: '상품 문의',
  qnaLead: '상품 페이지에 회원이 남긴 문의에 답변합니다.',
  qnaWaiting: (n: number) => `답변 대기 ${formatNumber(n)}건`,
  answerState: '답변 상태',
  qnaSearch: '제목·내용·상품명·아이디',
  noQna: '조건에 맞는 문의가 없습니다.',
  private: '비밀글',
  public: '공개',
  question: '문의 내용',
  answer: '답변',
  storedAnswer: '등록된 답변',
  answerCreate: '답변 등록',
  answerEdit: '답변 수정',
  answerPlaceholder: '회원이 읽을 답변을 입력하세요.',
  answerNote: '답변은 상품 페이지의 문의 아래에 바로 표시됩니다. 답변이 달린 문의는 작성자가 더 이상 수정할 수 없습니다.',
  answerUnchanged: '수정한 내용이 없습니다.',
  deleteQna: '문의 삭제',
  deleteQnaHint: '스팸이나 개인정보가 담긴 문의는 삭제하세요. 삭제한 문의와 답변은 감사 로그에만 남습니다.',
  deleteQnaAsk: '이 문의와 답변을 삭제할까요? 삭제하면 되돌릴 수 없습니다.',
  delete: '삭제',
  newTab: '(새 창)',

  reviewsTitle: '리뷰 관리',
  reviewsLead: '상품 리뷰를 살펴보고 부적절한 리뷰를 숨깁니다. 숨긴 리뷰는 상품 페이지와 평점에서 빠지고, 작성자에게는 사유와 함께 보입니다.',
  visibility: '공개 상태',
  rate: '별점',
  rateOption: (n: number) => `${n}점`,
  reviewSearch: '내용·상품명·아이디',
  noReviews: '조건에 맞는 리뷰가 없습니다.',
  hideReview: '숨기기',
  hideReviewTitle: '리뷰 숨기기',
  hideReason: '숨기는 사유',
  hideReasonPlaceholder: '예: 욕설과 비방이 담겨 있어 숨깁니다.',
  hideReasonNote: '사유는 작성자의 마이페이지 리뷰 목록에 그대로 표시됩니다. 숨긴 리뷰는 상품 페이지와 평점에서 빠집니다.',
  showReview: '다시 공개',
  showReviewAsk: '이 리뷰를 다시 공개할까요? 상품 페이지와 평점에 다시 반영됩니다.',
  hiddenAt: (t: string) => `${t} 숨김`,
  reason: '사유',
  readMore: '더보기',
  readLess: '접기',

  auditTitle: '감사 로그',
  auditLead: '관리자와 시스템이 바꾼 모든 것: 누가, 무엇을, 언제, 변경 전과 후',
  noAudit: '조건에 맞는 기록이 없습니다.',
  action: '작업',
  target: '대상',
  targetId: '대상 번호',
  actor: '작업자 (아이디 또는 시스템)',
  before: '변경 전',
  after: '변경 후',
  system: '시스템',
} as const;

/** Shared formatDateTime ("2026.11.22 14:05" in Asia/Seoul), or a dash when there is no time yet. */
export function formatDateTimeOrDash(value: string | null | undefined): string {
  return value ? formatDateTime(value) : '-';
}

export const PAYMENT_METHOD_LABELS = { SIMPLE_PAY: '간편결제(카드)', BANK_TRANSFER: '무통장 입금' } as const;

/** payments.status; a refund the provider has not confirmed yet stays CANCEL_PENDING. */
export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  PAID: '결제 완료',
  CANCEL_PENDING: '환불 처리 중',
  CANCELLED: '결제 취소',
  MANUAL_REFUND: '계좌 환불 필요',
  FAILED: '결제 실패',
};

/** payments.provider: `free` is an order paid in full with points and coupons. */
export const PAYMENT_PROVIDER_LABELS: Record<string, string> = {
  portone: 'PortOne',
  dev: '개발용 결제',
  free: '무료(포인트·쿠폰)',
  bank: '무통장 입금',
};

/** Copy of the admin dashboard (/admin/dashboard). Day counts come in as arguments, from the shared constants. */
export const DASHBOARD_COPY = {
  title: '대시보드',
  lead: '오늘의 매출과 처리할 일을 한눈에 봅니다.',
  asOf: '기준',
  refresh: '새로고침',
  loadFailed: '대시보드를 불러오지 못했습니다.',
  refreshFailed: (m: string) => `새로고침하지 못했습니다. ${m}`,
  orders: (n: number) => `${formatNumber(n)}건`,
  members: (n: number) => `${formatNumber(n)}명`,
  pieces: (n: number) => `${formatNumber(n)}개`,

  today: '오늘',
  paidKrw: '결제 금액',
  paidOrders: '결제 건수',
  refundedKrw: '환불 금액',
  placedOrders: '신규 주문',
  newMembers: '신규 회원',

  todo: '처리할 일',
  none: '없음',
  deposits: '입금 대기',
  depositsNote: (krw: number) => (krw > 0 ? `무통장 입금 합계 ${formatWon(krw)}` : '확인할 무통장 입금'),
  questions: '답변 대기 문의',
  questionsNote: '답변이 필요한 상품 문의',
  customRequests: '접수된 맞춤 제작',
  customRequestsNote: '아직 확인하지 않은 신청',
  expiringKeys: '만료 임박 키',
  expiringKeysNote: (days: number, live: number) => `${days}일 안에 만료되는 키 · 전체 사용 중 ${formatNumber(live)}개`,

  salesTitle: (days: number) => `최근 ${days}일 매출`,
  salesList: '일별 결제 금액',
  dayMax: (krw: number) => `하루 최고 ${formatWon(krw)}`,
  noSales: (days: number) => `최근 ${days}일 동안 결제가 없습니다.`,
  bar: (month: number, day: number, today: boolean, paidKrw: number, paidOrders: number, refundedKrw: number) =>
    `${today ? '오늘 ' : ''}${month}월 ${day}일 결제 ${formatWon(paidKrw)} · ${formatNumber(paidOrders)}건${refundedKrw > 0 ? ` · 환불 ${formatWon(refundedKrw)}` : ''}`,
  periodPaid: '결제 금액 합계',
  periodOrders: '결제 건수',
  periodRefunded: '환불 금액',
  refund: (krw: number) => `환불 ${formatWon(krw)}`,

  topTitle: (days: number) => `인기 상품 (최근 ${days}일)`,
  topList: '인기 상품 순위',
  /** Line amounts, before a coupon or points taken off the whole order: not what was paid. */
  topOrder: '판매 금액 순',
  noTopItems: (days: number) => `최근 ${days}일 동안 결제된 상품이 없습니다.`,
} as const;
