// Cart, order and payment messages (store.md). Plain data: the storefront imports them without zod.

export const COMMERCE_MESSAGES = {
  cartAdded: '장바구니에 담았습니다.',
  cartDuplicate: '이미 장바구니에 담긴 상품입니다.',
  cartUpdated: '장바구니를 변경했습니다.',
  cartMerged: '같은 구독 기간으로 담겨 있던 상품과 합쳤습니다.',
  cartLineGone: '장바구니에 없는 상품입니다. 장바구니를 다시 확인해 주세요.',
  cartMergeTooMany: (max: number) => `같은 구독 기간으로 담긴 상품과 합치면 ${max}개를 넘습니다. 수량을 줄여 주세요.`,
  cartAddFailed: '장바구니 담기에 실패했습니다.',
  cartError: '장바구니를 불러오지 못했습니다. 새로고침 후 다시 시도해 주세요.',
  deleteError: '삭제 중 오류가 발생했습니다.',
  selectItems: '결제할 상품을 선택해 주세요.',
  orderError: '주문 생성에 실패했습니다. 다시 시도해 주세요.',
  itemNotForSale: '판매 중인 상품이 아닙니다.',
  /** A product of the order went off sale between placing the order and paying for it. */
  sheetItemNotForSale: '판매가 중지된 상품이 포함되어 있어 결제할 수 없습니다. 장바구니에서 다시 주문해 주세요.',
  wrongAccess: '잘못된 접근입니다.',
  noOrderSheet: '주문서를 찾을 수 없습니다.',
  /** The order's payment window (or the checkout's) closed before the sheet or the deposit request came. */
  orderExpired: '결제 기한이 지난 주문입니다. 장바구니에서 다시 주문해 주세요.',
  invalidEmail: '올바른 이메일 주소를 입력해 주세요.',
  couponUnavailable: '사용할 수 없는 쿠폰입니다.',
  /** The coupon's minimum order amount is not reached: the one refusal a buyer can act on. */
  couponBelowMinimum: (minimum: number) => `주문 금액이 ${minimum.toLocaleString('ko-KR')}원 이상일 때 사용할 수 있는 쿠폰입니다.`,
  couponSoldOut: '쿠폰이 모두 소진되었습니다.',
  pointsInsufficient: '사용 가능한 포인트가 부족합니다.',
  paymentFailed: '결제에 실패했습니다. 다시 시도해 주세요.',
  paymentMismatch: '결제 정보가 주문과 일치하지 않습니다.',
  paymentSuccess: '결제가 완료되었습니다.',
  bankTransferRequested: '무통장 입금 신청이 완료되었습니다.',
  cancelled: '주문이 취소되었습니다.',
  /** Points already cover the order: the coupon would take nothing off and still be used up. */
  couponNothingOff: '포인트로 전액 결제되어 쿠폰으로 할인할 금액이 없습니다. 쿠폰 선택을 해제해 주세요.',
  cancelNotAllowed: '취소할 수 없는 주문입니다.',
  /** An admin confirming the deposit of an order cancelled meanwhile (its deadline passed, its buyer cancelled). */
  depositOnCancelled: '이미 취소된 주문이라 입금을 확인할 수 없습니다.',
  confirmed: '구매가 확정되었습니다.',
  // Added with the commerce API.
  cartFull: '장바구니에는 상품을 최대 50개까지 담을 수 있습니다.',
  duplicateOrderLine: '같은 상품과 기간이 중복되어 있습니다.',
  orderTooLarge: '한 번에 주문할 수 있는 금액을 초과했습니다.',
  idempotencyConflict: '같은 요청 키로 다른 주문을 보낼 수 없습니다.',
  pointsUnit: '포인트는 10포인트 단위로 사용할 수 있습니다.',
  pointsOverTotal: '주문 금액보다 많은 포인트를 사용할 수 없습니다.',
  orderNotFound: '주문을 찾을 수 없습니다.',
  bankTransferOnly: '무통장 입금으로 주문한 경우에만 입금 정보를 요청할 수 있습니다.',
  bankTransferThrottled: '입금 안내 요청이 너무 잦습니다. 잠시 후 다시 시도해 주세요.',
  depositConfirmed: '입금이 확인되어 결제가 완료되었습니다.',
  confirmNotAllowed: '구매 확정할 수 없는 주문입니다.',
  cancelWindowPassed: '결제 후 7일이 지나 취소할 수 없습니다.',
  cancelKeyActivated: '이미 사용을 시작한 라이선스 키가 있어 취소할 수 없습니다.',
  cancelAlreadyPaid: '이미 결제가 완료된 주문입니다.',
  refundPending: '주문이 취소되었습니다. 환불은 순차적으로 처리됩니다.',
  refunded: (amount: number) => `주문이 취소되었습니다. ${amount.toLocaleString('ko-KR')}원을 결제하신 카드로 환불했습니다. 카드사에 따라 반영까지 3~5영업일이 걸릴 수 있습니다.`,
  /** The cancel mail of a bank-transfer order whose deposit guide was sent. */
  cancelledBeforeDeposit: '안내받으신 계좌로 입금하지 않으셔도 됩니다. 이미 입금하셨다면 고객센터로 연락해 주시면 확인 후 환불해 드립니다.',
  /**
   * A whole refund less the points the order earned that are no longer in the balance: spent on a
   * paid order, or held by one still waiting for its payment (cancelling that gives them back).
   */
  pointsOffRefund: (points: number) => `이 주문으로 적립된 포인트 중 이미 사용하셨거나 결제 대기 중인 주문에 쓰신 ${points.toLocaleString('ko-KR')}P만큼 환불 금액에서 차감되었습니다.`,
  paymentProviderError: '결제사와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  paymentNotPaid: '결제가 아직 완료되지 않았습니다.',
  paymentOrderCancelled: '취소된 주문의 결제는 자동으로 취소됩니다.',
  devPaymentFinal: '이미 완료되었거나 취소된 결제입니다.',
  webhookSignature: '웹훅 서명이 올바르지 않습니다.',
} as const;

/**
 * `result` of the 409 refusing an `unpaidOnly` cancel because the order is paid. Here, not beside
 * the schema: the checkout page reads it, and a schema module brings zod into its first download.
 */
export const ORDER_CANCEL_PAID_RESULT = 'paid';
