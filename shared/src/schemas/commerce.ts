import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../constants/enums.ts';
import { emailSchema } from '../rules/fields.ts';
import { MAX_ORDER_QUANTITY, SUBSCRIPTION_PERIODS } from '../rules/pricing.ts';
import { idParamSchema } from './common.ts';

// The buying path (store.md §3 cart/order/payment entities, §4 checkout, §7 calls).

export const COMMERCE_MESSAGES = {
  cartAdded: '장바구니에 담았습니다.',
  cartDuplicate: '이미 장바구니에 담긴 상품입니다.',
  cartAddFailed: '장바구니 담기에 실패했습니다.',
  cartError: '장바구니를 불러오지 못했습니다. 새로고침 후 다시 시도해 주세요.',
  deleteError: '삭제 중 오류가 발생했습니다.',
  selectItems: '결제할 상품을 선택해 주세요.',
  orderError: '주문 생성에 실패했습니다. 다시 시도해 주세요.',
  itemNotForSale: '판매 중인 상품이 아닙니다.',
  wrongAccess: '잘못된 접근입니다.',
  noOrderSheet: '주문서를 찾을 수 없습니다.',
  invalidEmail: '올바른 이메일 주소를 입력해 주세요.',
  couponUnavailable: '사용할 수 없는 쿠폰입니다.',
  couponSoldOut: '쿠폰이 모두 소진되었습니다.',
  pointsInsufficient: '사용 가능한 포인트가 부족합니다.',
  paymentFailed: '결제에 실패했습니다. 다시 시도해 주세요.',
  paymentMismatch: '결제 정보가 주문과 일치하지 않습니다.',
  paymentSuccess: '결제가 완료되었습니다.',
  bankTransferRequested: '무통장 입금 신청이 완료되었습니다.',
  cancelled: '주문이 취소되었습니다.',
  cancelNotAllowed: '취소할 수 없는 주문입니다.',
  confirmed: '구매가 확정되었습니다.',
} as const;

export const subscriptionPeriodSchema = z.coerce
  .number({ error: '구독 기간이 올바르지 않습니다.' })
  .int('구독 기간이 올바르지 않습니다.')
  .refine((v): v is (typeof SUBSCRIPTION_PERIODS)[number] => (SUBSCRIPTION_PERIODS as readonly number[]).includes(v), '구독 기간이 올바르지 않습니다.');

export const quantitySchema = z.coerce
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
});

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

export const cartResponseSchema = z.object({ statusCode: z.literal(200), data: z.array(cartItemSchema) });

// ---- order and order sheet ----

export const orderRequestSchema = z.object({
  memberId: z.number().int().positive(),
  orderType: z.literal('NEW').default('NEW'),
  items: z
    .array(z.object({ itemId: z.number().int().positive(), month: subscriptionPeriodSchema, quantity: quantitySchema }))
    .min(1, '주문할 상품을 선택해 주세요.')
    .max(50, '한 번에 주문할 수 있는 상품은 50개까지입니다.'),
  /** Removes these items from the cart once the order exists (ordering from the cart). */
  fromCart: z.boolean().default(false),
});
export type OrderRequest = z.input<typeof orderRequestSchema>;

export const orderCreatedSchema = z.object({ result: z.literal('available'), orderId: z.number().int() });

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
});
export type OrderSheet = z.infer<typeof orderSheetSchema>;

export const orderIdQuerySchema = z.object({ orderId: idParamSchema });

export const orderSheetUpdateSchema = z.object({
  orderId: z.number().int().positive(),
  usePoint: z.number({ error: '포인트는 숫자로 입력해 주세요.' }).int('포인트는 정수로 입력해 주세요.').min(0, '포인트는 0 이상이어야 합니다.').max(100_000_000),
  couponId: z.number().int().positive().nullable().default(null),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: '결제 수단을 선택해 주세요.' }),
});
export type OrderSheetUpdate = z.input<typeof orderSheetUpdateSchema>;

/** What to pay: `paymentId` is the id the card window (PortOne or the dev window) pays under. */
export const orderSheetUpdatedSchema = z.object({
  orderId: z.number().int(),
  totalSum: z.number().int(),
  usePoint: z.number().int(),
  couponDiscount: z.number().int(),
  finalAmount: z.number().int(),
  paymentId: z.string(),
  orderName: z.string(),
});
export type OrderSheetUpdated = z.infer<typeof orderSheetUpdatedSchema>;

export const bankTransferSchema = z.object({ orderId: z.number().int().positive(), orderEmail: z.string().max(254) });
export const bankTransferResponseSchema = z.object({
  result: z.enum(['success', 'no-email']),
  message: z.string(),
  bankAccount: z.object({ bank: z.string(), accountNumber: z.string(), holder: z.string() }).optional(),
  amount: z.number().int().optional(),
  depositDeadline: z.string().optional(),
});
export const orderEmailSchema = emailSchema;

export const paymentVerifySchema = z.object({
  impUid: z.string().max(200).optional(),
  merchantUid: z.string().max(200).optional(),
  paymentId: z.string().min(1).max(200),
  amount: z.number().int().min(0),
  orderId: z.number().int().positive(),
});
export type PaymentVerify = z.input<typeof paymentVerifySchema>;

/** Outside production: the dev card window's approval (POST /api/dev/payments). */
export const devPaymentSchema = z.object({
  paymentId: z.string().min(1).max(200),
  amount: z.number().int().min(0),
  status: z.enum(['PAID', 'FAILED']),
});
