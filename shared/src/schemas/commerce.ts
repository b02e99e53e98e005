import { z } from 'zod';
import { COMMERCE_MESSAGES } from '../constants/commerce.ts';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../constants/enums.ts';
import { POINT_UNIT } from '../constants/limits.ts';
import { emailSchema, FIELD_MESSAGES } from '../rules/fields.ts';
import { MAX_ORDER_QUANTITY, SUBSCRIPTION_PERIODS } from '../rules/pricing.ts';
import { idParamSchema, REQUEST_MESSAGES } from './common.ts';

// The buying path (store.md §3 cart/order/payment entities, §4 checkout, §7 calls).

/** Largest id an integer column holds: larger numbers are refused as input, never sent to SQL. */
const MAX_ID = 2_147_483_647;
/** Largest amount of one order in won (10억); also bounds amounts a client reports. */
export const MAX_ORDER_TOTAL_KRW = 1_000_000_000;
const bodyIdSchema = z.number({ error: '올바른 번호가 아닙니다.' }).int('올바른 번호가 아닙니다.').positive('올바른 번호가 아닙니다.').max(MAX_ID, '올바른 번호가 아닙니다.');
const PAYMENT_INFO_INVALID = '결제 정보가 올바르지 않습니다.';
const paymentIdSchema = z.string({ error: PAYMENT_INFO_INVALID }).min(1, PAYMENT_INFO_INVALID).max(200, PAYMENT_INFO_INVALID);
const amountSchema = z.number({ error: '금액이 올바르지 않습니다.' }).int('금액이 올바르지 않습니다.').min(0, '금액이 올바르지 않습니다.').max(MAX_ORDER_TOTAL_KRW, '금액이 올바르지 않습니다.');

/**
 * The months of a query string. Digits only, not z.coerce: Number('') is 0, so a blank
 * `subscriptionPeriod=` would have passed as 0, "unlimited", the dearest period.
 */
export const subscriptionPeriodSchema = z
  .string({ error: '구독 기간이 올바르지 않습니다.' })
  .trim()
  .regex(/^\d{1,3}$/, '구독 기간이 올바르지 않습니다.')
  .transform(Number)
  .refine((v): v is (typeof SUBSCRIPTION_PERIODS)[number] => (SUBSCRIPTION_PERIODS as readonly number[]).includes(v), '구독 기간이 올바르지 않습니다.');

export const quantitySchema = z.coerce
  .number({ error: '수량이 올바르지 않습니다.' })
  .int('수량은 정수여야 합니다.')
  .min(1, '수량은 1개 이상이어야 합니다.')
  .max(MAX_ORDER_QUANTITY, `수량은 ${MAX_ORDER_QUANTITY}개 이하여야 합니다.`);

/** In a JSON body the months must already be a number: no coercion of null/true/"" to a period. */
const bodyPeriodSchema = z
  .number({ error: '구독 기간이 올바르지 않습니다.' })
  .refine((v): v is (typeof SUBSCRIPTION_PERIODS)[number] => (SUBSCRIPTION_PERIODS as readonly number[]).includes(v), '구독 기간이 올바르지 않습니다.');
const bodyQuantitySchema = z
  .number({ error: '수량이 올바르지 않습니다.' })
  .int('수량은 정수여야 합니다.')
  .min(1, '수량은 1개 이상이어야 합니다.')
  .max(MAX_ORDER_QUANTITY, `수량은 ${MAX_ORDER_QUANTITY}개 이하여야 합니다.`);

// ---- cart ("wishlist" in the spec's paths) ----

/** GET /api/addwishlist?memberId&itemId&count&subscriptionPeriod */
export const addCartQuerySchema = z.object({
  memberId: idParamSchema,
  itemId: idParamSchema,
  count: quantitySchema,
  subscriptionPeriod: subscriptionPeriodSchema,
}, { error: REQUEST_MESSAGES.badRequest });

/** statusCode 200 added, 201 already in the cart (store.md §7). */
export const addCartResponseSchema = z.object({ statusCode: z.union([z.literal(200), z.literal(201)]), message: z.string() });

export const cartItemSchema = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  count: z.number().int(),
  subscriptionPeriod: z.number().int(),
  salePrice: z.number().int(),
  discountRate: z.number().int(),
  itemImagePath: z.string().nullable(),
  /** subscriptionTotal(salePrice, count, subscriptionPeriod), computed by the server. */
  totalPrice: z.number().int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartResponseSchema = z.object({
  statusCode: z.literal(200),
  data: z.array(cartItemSchema),
  /**
   * The member's lines of products now off sale (STOP, PENDING): not listed and not orderable,
   * kept to show again if the product returns to sale. The cart says so, rather than letting
   * them vanish without a word.
   */
  offSaleCount: z.number().int(),
});

/**
 * PUT /api/wishlist/update-one/{itemId}: the line's quantity and months. `subscriptionPeriod`
 * names the line as it is; `newSubscriptionPeriod` is what it becomes (the same to change only
 * the quantity). A line moved onto months already in the cart joins that line.
 */
export const cartLineUpdateSchema = z.object({
  subscriptionPeriod: bodyPeriodSchema,
  newSubscriptionPeriod: bodyPeriodSchema,
  count: bodyQuantitySchema,
}, { error: REQUEST_MESSAGES.badRequest });
export type CartLineUpdate = z.infer<typeof cartLineUpdateSchema>;

export const cartLineUpdateResponseSchema = cartResponseSchema.extend({ message: z.string() });

// ---- order and order sheet ----

export const orderRequestSchema = z.object({
  memberId: bodyIdSchema,
  orderType: z.literal('NEW', { error: '주문 유형이 올바르지 않습니다.' }).default('NEW'),
  items: z
    .array(z.object({ itemId: bodyIdSchema, month: bodyPeriodSchema, quantity: bodyQuantitySchema }, { error: '주문 상품 정보가 올바르지 않습니다.' }), {
      error: '주문할 상품을 선택해 주세요.',
    })
    .min(1, '주문할 상품을 선택해 주세요.')
    .max(50, '한 번에 주문할 수 있는 상품은 50개까지입니다.'),
  /** Ordering from the cart: these lines leave the cart once the order is paid (not for "buy now"). */
  fromCart: z.boolean({ error: '장바구니 주문 여부가 올바르지 않습니다.' }).default(false),
}, { error: REQUEST_MESSAGES.badRequest });
export type OrderRequest = z.input<typeof orderRequestSchema>;

export const orderCreatedSchema = z.object({ result: z.literal('available'), orderId: z.number().int() });
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

export const couponOptionSchema = z.object({
  couponId: z.number().int(),
  name: z.string(),
  description: z.string(),
  discountType: z.enum(['FIXED', 'PERCENT']),
  discountRate: z.number().int(),
  discountAmount: z.number().int(),
  minPurchase: z.number().int(),
  expirationDate: z.string().nullable(),
});
export type CouponOption = z.infer<typeof couponOptionSchema>;

export const orderSheetItemSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  subscriptionPeriod: z.number().int(),
  count: z.number().int(),
  orderPrice: z.number().int(),
});

export const orderSheetSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  orderItems: z.array(orderSheetItemSchema),
  totalSum: z.number().int(),
  memberPoint: z.number().int(),
  usePoint: z.number().int(),
  couponId: z.number().int().nullable(),
  email: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  coupons: z.array(couponOptionSchema),
  /**
   * The member's coupons another order still waiting for its payment holds: they are not among
   * `coupons`, and come back if that order is cancelled.
   */
  heldCoupons: z.array(z.object({ name: z.string(), orderId: z.number().int(), orderNumber: z.string() })),
  /** Points the member's other orders waiting for a payment hold: not in `memberPoint`, back if that order is cancelled. */
  heldPoints: z.array(z.object({ points: z.number().int(), orderId: z.number().int(), orderNumber: z.string() })),
  /** Null until the order sheet is applied (POST /api/ordersheet); then the sheet is final. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  couponDiscount: z.number().int(),
  finalAmount: z.number().int(),
  /**
   * A card payment started on this sheet and not finished (the buyer left the card window without
   * an answer, e.g. with the browser's Back), while its window is open: the buyer may go on paying
   * under the same id, for the amount already fixed. Null otherwise.
   */
  cardPayment: z.object({ paymentId: z.string(), orderName: z.string(), payBy: z.string() }).nullable(),
});
export type OrderSheet = z.infer<typeof orderSheetSchema>;

export const orderIdQuerySchema = z.object({ orderId: idParamSchema }, { error: REQUEST_MESSAGES.badRequest });

export const orderSheetUpdateSchema = z.object({
  orderId: bodyIdSchema,
  usePoint: z
    .number({ error: '포인트는 숫자로 입력해 주세요.' })
    .int('포인트는 정수로 입력해 주세요.')
    .min(0, '포인트는 0 이상이어야 합니다.')
    .max(100_000_000, '포인트가 너무 큽니다.')
    .refine((v) => v % POINT_UNIT === 0, COMMERCE_MESSAGES.pointsUnit),
  /** The coupon's id (coupons.id); a member holds at most one copy of each coupon. */
  couponId: bodyIdSchema.nullable().default(null),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: '결제 수단을 선택해 주세요.' }),
}, { error: REQUEST_MESSAGES.badRequest });
export type OrderSheetUpdate = z.input<typeof orderSheetUpdateSchema>;

/**
 * What to pay: `paymentId` is the id the card window (PortOne or the dev window) pays under. A
 * bank transfer gets none: its deposit is confirmed by an admin, and a card payment opened under
 * its id would pay nothing (the sync never takes a card payment for a bank-transfer order).
 */
export const orderSheetUpdatedSchema = z.object({
  orderId: z.number().int(),
  totalSum: z.number().int(),
  usePoint: z.number().int(),
  couponDiscount: z.number().int(),
  finalAmount: z.number().int(),
  paymentId: z.string().nullable(),
  orderName: z.string(),
  /** COMPLETE when the final amount was 0: the order is paid for with points and coupon alone. */
  orderStatus: z.enum(ORDER_STATUSES),
});
export type OrderSheetUpdated = z.infer<typeof orderSheetUpdatedSchema>;
/**
 * `result` of a 409 from applying the sheet when the coupon or the points changed since the sheet
 * was read: the buyer can choose again. A 409 without it is the spec's wrong access (applied twice).
 */
export type OrderSheetConflict = 'coupon' | 'points';

export const bankTransferSchema = z.object(
  { orderId: bodyIdSchema, orderEmail: z.string({ error: FIELD_MESSAGES.email }).max(254, FIELD_MESSAGES.email) },
  { error: REQUEST_MESSAGES.badRequest },
);
export const bankTransferResponseSchema = z.object({
  result: z.enum(['success', 'no-email']),
  message: z.string(),
  bankAccount: z.object({ bank: z.string(), accountNumber: z.string(), holder: z.string() }).optional(),
  amount: z.number().int().optional(),
  depositDeadline: z.string().optional(),
});
export const orderEmailSchema = emailSchema;

export const paymentVerifySchema = z.object({
  impUid: z.string({ error: PAYMENT_INFO_INVALID }).max(200, PAYMENT_INFO_INVALID).optional(),
  merchantUid: z.string({ error: PAYMENT_INFO_INVALID }).max(200, PAYMENT_INFO_INVALID).optional(),
  paymentId: paymentIdSchema,
  amount: amountSchema,
  orderId: bodyIdSchema,
}, { error: REQUEST_MESSAGES.badRequest });
export type PaymentVerify = z.input<typeof paymentVerifySchema>;

/** Outside production: the dev card window's approval (POST /api/dev/payments). */
export const devPaymentSchema = z.object({
  paymentId: paymentIdSchema,
  amount: amountSchema,
  status: z.enum(['PAID', 'FAILED'], { error: '결제 결과가 올바르지 않습니다.' }),
}, { error: REQUEST_MESSAGES.badRequest });

export const devPaymentResultSchema = z.object({ paymentId: z.string(), status: z.enum(['PAID', 'FAILED']) });

/** POST /api/payment/verify succeeded: the order is paid (repeat calls answer the same). */
export const paymentVerifiedSchema = z.object({
  result: z.literal('success'),
  message: z.string(),
  orderId: z.number().int(),
  orderStatus: z.enum(ORDER_STATUSES),
});

/**
 * GET /api/payment/config: which card window the checkout opens. `portone` carries the public
 * store id and channel key for @portone/browser-sdk; `dev` means the dev payment window.
 */
export const paymentConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('portone'), storeId: z.string(), channelKey: z.string() }),
  z.object({ provider: z.literal('dev') }),
]);
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const orderIdParamSchema = z.object({ orderId: idParamSchema }, { error: REQUEST_MESSAGES.badRequest });

/** Member or admin cancellation; the reason is kept on the order. */
export const orderCancelSchema = z.object(
  { reason: z.string({ error: '취소 사유를 문자로 입력해 주세요.' }).trim().max(200, '취소 사유는 200자 이내로 입력해 주세요.').optional() },
  { error: REQUEST_MESSAGES.badRequest },
);

/**
 * POST /api/orders/{orderId}/cancel, the member's own cancel. `unpaidOnly` is the checkout
 * dropping an attempt its card window reported as failed: only a WAITING order is cancelled, and
 * one paid meanwhile (the webhook of a retry in the same window) is refused with a 409 carrying
 * `result: 'paid'` instead of being cancelled and refunded as a change of mind. Without it (the
 * my-page button) a paid order within the refund window may be cancelled as before.
 */
export const memberOrderCancelSchema = orderCancelSchema.extend({
  unpaidOnly: z.boolean({ error: '결제 전 주문만 취소할지 여부가 올바르지 않습니다.' }).optional(),
});
export type MemberOrderCancelRequest = z.input<typeof memberOrderCancelSchema>;

/** Answer of confirm, cancel and the admin deposit call. */
export const orderStatusResponseSchema = z.object({
  orderId: z.number().int(),
  orderStatus: z.enum(ORDER_STATUSES),
  message: z.string(),
  /** Cancellations: won to be returned to the card or account (0 for free or unpaid orders). */
  refundAmount: z.number().int().optional(),
});
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;
