import {
  COMMERCE_MESSAGES,
  unusedDaysRefund,
  type AdminNewOrder,
  type AdminNewOrdersResponse,
  type AdminOrderDetail,
  type AdminOrderListResponse,
  type AdminOrderRow,
  type adminOrderListQuerySchema,
} from '@store/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/context.ts';
import { iso, pageInfo, seoulDayRange } from '../../lib/admin-list.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import * as repo from './admin-orders.repository.ts';

// The admin's order screens: new-order alerts, the filtered list, the full detail. Deposit and
// cancel are the orders module's confirmDeposit and cancelOrder, called from the routes.

/** An admin who never acknowledged anything sees the orders of the last day as new. */
export const NEW_ORDER_DEFAULT_WINDOW_MS = 24 * 3_600_000;
/** The alert lists this many; `count` is the full number. */
export const NEW_ORDER_LIST_LIMIT = 50;

function toSummary(r: repo.OrderSummaryRow): AdminNewOrder {
  const more = r.line_count > 1 ? ` 외 ${r.line_count - 1}건` : '';
  return {
    orderId: r.id,
    orderNumber: r.order_number,
    buyerName: r.buyer_name,
    productName: `${r.first_item ?? ''}${more}`,
    orderQuantity: r.quantity,
    totalPrice: r.final_krw,
    paymentMethod: r.payment_method,
    orderStatus: r.status,
    orderDate: iso(r.created_at)!,
  };
}

function toRow(r: repo.OrderSummaryRow): AdminOrderRow {
  return {
    ...toSummary(r),
    totalPrice: r.total_krw,
    finalAmount: r.final_krw,
    memberId: r.member_id,
    buyerLoginId: r.buyer_login_id,
    paidAt: iso(r.paid_at),
    depositDeadline: iso(r.deposit_deadline)!,
  };
}

/**
 * GET /api/admin/orders/new: paid orders and bank-transfer orders awaiting a deposit that this
 * admin has not acknowledged yet (placed after their mark). Reading does not move the mark.
 */
export async function newOrders(deps: AppDeps, adminId: number): Promise<AdminNewOrdersResponse> {
  const now = deps.clock.now();
  const mark = await repo.findSeenMark(deps.db, adminId);
  const since = mark ? new Date(mark.seen_at) : new Date(now.getTime() - NEW_ORDER_DEFAULT_WINDOW_MS);
  const { count, rows } = await repo.listNewOrders(deps.db, since, now, NEW_ORDER_LIST_LIMIT);
  return { count, orders: rows.map(toSummary), since: since.toISOString(), checkedAt: now.toISOString() };
}

/** PUT /api/admin/orders/new/seen: everything up to `seenAt` (a checkedAt, not the future) is seen. */
export async function markOrdersSeen(deps: AppDeps, adminId: number, seenAt: string): Promise<Date> {
  const now = deps.clock.now();
  const at = new Date(seenAt);
  if (at.getTime() > now.getTime() + 60_000) throw badRequest('확인 시각이 올바르지 않습니다.');
  return repo.upsertSeenMark(deps.db, adminId, at, now);
}

export async function listOrders(deps: AppDeps, query: z.output<typeof adminOrderListQuerySchema>): Promise<AdminOrderListResponse> {
  const { start, end } = seoulDayRange(query.from, query.to);
  const { total, rows } = await repo.listOrders(
    deps.db,
    { ...(query.status ? { status: query.status } : {}), ...(query.paymentMethod ? { paymentMethod: query.paymentMethod } : {}), ...(start ? { start } : {}), ...(end ? { end } : {}), ...(query.q ? { q: query.q } : {}) },
    query.page,
    query.size,
  );
  return { ...pageInfo(query.page, query.size, total), content: rows.map(toRow) };
}

/** While the order stands paid with money: its payment minus the days its keys were used; else null. */
function paidRefundBase(
  status: string,
  payments: { status: string; amount: number }[],
  lines: { id: number; order_price_krw: number }[],
  keys: { order_item_id: number | null; subscription_period: number; start_at: Date | null }[],
  now: Date,
): number | null {
  const paid = payments.find((p) => p.status === 'PAID');
  // A free order (points and coupon only) has no money to refund: no partial amount either.
  if (!paid || paid.amount === 0 || (status !== 'COMPLETE' && status !== 'CONFIRM')) return null;
  const refundLines = lines.map((l) => ({
    orderPrice: l.order_price_krw,
    keys: keys.filter((k) => k.order_item_id === l.id).map((k) => ({ period: k.subscription_period, startedAt: k.start_at })),
  }));
  return unusedDaysRefund(paid.amount, refundLines, now);
}

export async function orderDetail(deps: AppDeps, orderId: number): Promise<AdminOrderDetail> {
  const order = await repo.findOrderWithBuyer(deps.db, orderId);
  if (!order) throw notFound(COMMERCE_MESSAGES.orderNotFound);
  const [lines, payments, points, coupon, keys, history] = await Promise.all([
    repo.orderLines(deps.db, orderId),
    repo.orderPayments(deps.db, orderId),
    repo.orderPointRows(deps.db, orderId),
    order.member_coupon_id === null ? Promise.resolve(undefined) : repo.orderCoupon(deps.db, order.member_coupon_id),
    repo.orderKeys(deps.db, orderId),
    repo.orderAuditRows(deps.db, orderId),
  ]);
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    orderStatus: order.status,
    orderDate: iso(order.created_at)!,
    paymentMethod: order.payment_method,
    orderEmail: order.order_email,
    depositDeadline: iso(order.deposit_deadline)!,
    paidAt: iso(order.paid_at),
    confirmedAt: iso(order.confirmed_at),
    cancelledAt: iso(order.cancelled_at),
    cancelReason: order.cancel_reason,
    totalPrice: order.total_krw,
    usePoint: order.use_point,
    couponDiscount: order.coupon_discount_krw,
    finalAmount: order.final_krw,
    earnedPoint: order.earned_point,
    buyer: { memberId: order.member_id, loginId: order.login_id, name: order.name, email: order.email, phoneNumber: order.phone, status: order.member_status },
    items: lines.map((l) => ({
      orderItemId: l.id,
      itemId: l.item_id,
      itemName: l.item_name,
      subscriptionPeriod: l.subscription_period,
      count: l.quantity,
      unitPrice: l.unit_price_krw,
      orderPrice: l.order_price_krw,
    })),
    payments: payments.map((p) => ({
      paymentId: p.payment_id,
      provider: p.provider,
      status: p.status,
      amount: p.amount,
      refundAmount: p.refund_amount,
      createdAt: iso(p.created_at)!,
      refundError: p.refund_error,
    })),
    unusedDaysRefund: paidRefundBase(order.status, payments, lines, keys, deps.clock.now()),
    points: points.map((p) => ({ date: iso(p.created_at)!, type: p.type, description: p.description, delta: p.delta })),
    coupon: coupon ? { couponId: coupon.id, name: coupon.name, discountType: coupon.discount_type, discountValue: coupon.discount_value } : null,
    keys: keys.map((k) => ({
      subscriptionId: k.id,
      hashKey: k.hash_key,
      itemName: k.item_name,
      useStatus: k.use_status,
      startDate: iso(k.start_at),
      expireDate: iso(k.expire_at),
      macAddress1: k.mac_address1,
      macAddress2: k.mac_address2,
      revoked: k.revoked_at !== null,
    })),
    history: history.map((h) => ({ id: Number(h.id), action: h.action, actorLoginId: h.login_id, before: h.before, after: h.after, createdAt: iso(h.created_at)! })),
  };
}
