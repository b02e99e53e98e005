// Enumerations shared by the API, the web UI and the desktop bridge.
// Values are the wire values of the spec (store.md §3-4); labels are the Korean UI copy.

export const ITEM_CATEGORIES = ['BEST', 'NEW', 'DISCOUNTED', 'NCOMPANY', 'KCOMPANY', 'MARKETING', 'ETC'] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

export const ITEM_STATUSES = ['SALE', 'PENDING', 'STOP'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const ORDER_STATUSES = ['WAITING', 'COMPLETE', 'CONFIRM', 'CANCEL'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  WAITING: '입금 대기',
  COMPLETE: '결제 완료',
  CONFIRM: '구매 확정',
  CANCEL: '취소 완료',
};

export const PAYMENT_METHODS = ['SIMPLE_PAY', 'BANK_TRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * An order's status as its buyer reads it: an unpaid order waits for a deposit only once the
 * buyer chose a bank transfer; a card order, or one whose checkout was left before choosing,
 * waits for its payment.
 */
export function orderStatusLabel(status: OrderStatus, method: PaymentMethod | null): string {
  return status === 'WAITING' && method !== 'BANK_TRANSFER' ? '결제 대기' : ORDER_STATUS_LABELS[status];
}

export const USE_STATUSES = ['BEFORE_USE', 'GRANTED', 'UNSUBSCRIPTION', 'EXPIRED', 'DENIED'] as const;
export type UseStatus = (typeof USE_STATUSES)[number];
export const USE_STATUS_LABELS: Record<UseStatus, string> = {
  BEFORE_USE: '사용 전',
  GRANTED: '사용 중',
  UNSUBSCRIPTION: '구독 해지',
  EXPIRED: '만료',
  DENIED: '사용 불가',
};

export const GRADES = ['NEW', 'WELCOME', 'VIP', 'VVIP', 'ADMIN', 'BLOCKED'] as const;
export type Grade = (typeof GRADES)[number];

export const ROLES = ['USER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Social-login providers with a real OAuth2 flow (Google only shows "being prepared"). */
export const SOCIAL_PROVIDERS = ['naver', 'kakao'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** BLOCKED: suspended by an admin (cannot log in); WITHDRAWN: left, personal data erased. */
export const MEMBER_STATUSES = ['ACTIVE', 'BLOCKED', 'WITHDRAWN'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const APPLICATION_STATUSES = [
  'WAITING',
  'ACCEPTED',
  'IN_PROGRESS',
  'PRODUCTION_COMPLETED',
  'DELIVERY_COMPLETED',
  'REJECTED',
  'CANCEL',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  WAITING: '접수 완료',
  ACCEPTED: '상담 완료',
  IN_PROGRESS: '제작 중',
  PRODUCTION_COMPLETED: '제작 완료',
  DELIVERY_COMPLETED: '납품 완료',
  REJECTED: '반려',
  CANCEL: '취소',
};

export const QNA_VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export type QnaVisibility = (typeof QNA_VISIBILITIES)[number];
