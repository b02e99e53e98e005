import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../constants/enums.ts';
import { formatWon } from '../rules/format.ts';
import { REQUEST_MESSAGES } from './common.ts';
import { orderCancelSchema } from './commerce.ts';
import { adminPageSchema, adminSearchSchema, adminSizeSchema, pageInfoSchema, seoulDateSchema, withDateRange } from './admin-common.ts';

// Admin orders (store.md §3 "Admin new order", §7 GET /api/admin/orders/new; list and detail
// are contract additions for the order screen of issue 7).

export const ADMIN_ORDER_MESSAGES = {
  newOrders: (n: number) => `새 주문이 ${n}건 있습니다.`,
  seenMarked: '새 주문을 확인했습니다.',
  badSeenAt: '확인 시각이 올바르지 않습니다.',
  refundAmountNumber: '환불 금액은 원 단위 숫자로 입력해 주세요.',
  refundAmountNegative: '환불 금액은 0원 이상이어야 합니다.',
  refundOverPaid: (paid: number) => `환불 금액은 결제 금액(${formatWon(paid)})을 넘을 수 없습니다.`,
  refundNotPaid: '결제되지 않은 주문은 환불 금액을 정할 수 없습니다.',
  depositNotBankTransfer: '무통장 입금 주문이 아니어서 입금을 확인할 수 없습니다.',
  /** A second click, or another admin's: the order was paid by the first. */
  depositAlreadyConfirmed: '이미 입금이 확인된 주문입니다.',
} as const;

/**
 * POST /api/admin/orders/{orderId}/cancel. Without `refundAmount` the whole payment goes back;
 * with it, that many won (a program error's refund minus the days used, store.md §9), never more
 * than was paid.
 */
export const adminOrderCancelSchema = orderCancelSchema.extend({
  refundAmount: z
    .number({ error: ADMIN_ORDER_MESSAGES.refundAmountNumber })
    .int(ADMIN_ORDER_MESSAGES.refundAmountNumber)
    .min(0, ADMIN_ORDER_MESSAGES.refundAmountNegative)
    .max(Number.MAX_SAFE_INTEGER, ADMIN_ORDER_MESSAGES.refundAmountNumber)
    .optional(),
});
export type AdminOrderCancelRequest = z.input<typeof adminOrderCancelSchema>;

export const adminNewOrderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  buyerName: z.string(),
  /** The first line's item, "외 N건" added when the order has more lines. */
  productName: z.string(),
  orderQuantity: z.number().int(),
  totalPrice: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  orderStatus: z.enum(ORDER_STATUSES),
  orderDate: z.string(),
});
export type AdminNewOrder = z.infer<typeof adminNewOrderSchema>;

/**
 * GET /api/admin/orders/new. `checkedAt` is the server time of the answer: sending it back to
 * PUT /api/admin/orders/new/seen marks exactly what was shown as seen, never an order that
 * arrived in between.
 */
export const adminNewOrdersResponseSchema = z.object({
  count: z.number().int(),
  orders: z.array(adminNewOrderSchema),
  since: z.string(),
  checkedAt: z.string(),
});
export type AdminNewOrdersResponse = z.infer<typeof adminNewOrdersResponseSchema>;

export const adminOrdersSeenSchema = z.object({ seenAt: z.iso.datetime({ offset: true, error: '확인 시각이 올바르지 않습니다.' }) }, { error: REQUEST_MESSAGES.badRequest });
export type AdminOrdersSeen = z.infer<typeof adminOrdersSeenSchema>;
export const adminOrdersSeenResponseSchema = z.object({ message: z.string(), seenAt: z.string() });

export const adminOrderListQuerySchema = withDateRange(
  z.object({
    status: z.enum(ORDER_STATUSES, { error: '주문 상태가 올바르지 않습니다.' }).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: '결제 수단이 올바르지 않습니다.' }).optional(),
    from: seoulDateSchema.optional(),
    to: seoulDateSchema.optional(),
    /** Buyer name, login id or order number (part of any). */
    q: adminSearchSchema,
    page: adminPageSchema,
    size: adminSizeSchema,
  }, { error: REQUEST_MESSAGES.badRequest }),
);
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderRowSchema = adminNewOrderSchema.extend({
  buyerLoginId: z.string(),
  memberId: z.number().int(),
  finalAmount: z.number().int(),
  paidAt: z.string().nullable(),
  depositDeadline: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListResponseSchema = pageInfoSchema.extend({ content: z.array(adminOrderRowSchema) });
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

export const adminOrderDetailSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  orderDate: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  orderEmail: z.string().nullable(),
  depositDeadline: z.string(),
  paidAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  totalPrice: z.number().int(),
  usePoint: z.number().int(),
  couponDiscount: z.number().int(),
  finalAmount: z.number().int(),
  earnedPoint: z.number().int(),
  buyer: z.object({
    memberId: z.number().int(),
    loginId: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    status: z.string(),
  }),
  items: z.array(
    z.object({
      orderItemId: z.number().int(),
      itemId: z.number().int(),
      itemName: z.string(),
      subscriptionPeriod: z.number().int(),
      count: z.number().int(),
      unitPrice: z.number().int(),
      orderPrice: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      paymentId: z.string(),
      provider: z.string(),
      status: z.string(),
      amount: z.number().int(),
      /** Won going back, once a cancel decided it (less than `amount` after a partial refund). */
      refundAmount: z.number().int().nullable(),
      createdAt: z.string(),
      refundError: z.string().nullable(),
    }),
  ),
  /** While paid: the refund minus the days its keys have been used (rules/refunds.ts); else null. */
  unusedDaysRefund: z.number().int().nullable(),
  points: z.array(z.object({ date: z.string(), type: z.enum(['SAVE', 'USE']), description: z.string(), delta: z.number().int() })),
  coupon: z.object({ couponId: z.number().int(), name: z.string(), discountType: z.enum(['FIXED', 'PERCENT']), discountValue: z.number().int() }).nullable(),
  keys: z.array(
    z.object({
      subscriptionId: z.number().int(),
      hashKey: z.string(),
      itemName: z.string(),
      useStatus: z.string(),
      startDate: z.string().nullable(),
      expireDate: z.string().nullable(),
      macAddress1: z.string().nullable(),
      macAddress2: z.string().nullable(),
      revoked: z.boolean(),
    }),
  ),
  history: z.array(z.object({ id: z.number().int(), action: z.string(), actorLoginId: z.string().nullable(), before: z.unknown(), after: z.unknown(), createdAt: z.string() })),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
