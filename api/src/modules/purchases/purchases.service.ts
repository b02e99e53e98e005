import { MYPAGE_ACTIVITY_MESSAGES as M, REFUND_WINDOW_DAYS, reviewRewardOf, type Purchase, type PurchaseDetailResponse, type PurchaseListResponse, type PurchaseRefund } from '@store/shared';
import type { Db } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { itemImagePath } from '../catalog/catalog.service.ts';
import { commerceSettings } from '../orders/order-settings.ts';
import * as repo from './purchases.repository.ts';

// GET /api/purchase-list and /api/purchase-detail: the member's orders as the spec's Purchase.

const DAY_MS = 86_400_000;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * Mirrors the member cancel rule of orders/cancel.service.ts for the button only; the cancel
 * call itself decides again under the order's row lock.
 */
function cancelableNow(order: repo.PurchaseOrderRow, keys: repo.PurchaseKeyRow[], now: Date): boolean {
  if (order.status === 'WAITING') return true;
  if (order.status !== 'COMPLETE' || !order.paid_at) return false;
  if (now.getTime() - new Date(order.paid_at).getTime() > REFUND_WINDOW_DAYS * DAY_MS) return false;
  return keys.every((k) => k.revoked_at === null && k.use_status === 'BEFORE_USE' && !k.mac_address1 && !k.mac_address2);
}

export function toPurchase(order: repo.PurchaseOrderRow, lines: repo.PurchaseLineRow[], keys: repo.PurchaseKeyRow[], refund: repo.RefundedPaymentRow | undefined, now: Date): Purchase {
  const orderItems = lines.map((l) => ({
    itemId: l.item_id,
    orderItemId: l.id,
    itemName: l.item_name,
    count: l.quantity,
    subscriptionPeriod: l.subscription_period,
    orderPrice: l.order_price_krw,
    thumbnailPath: itemImagePath(l.thumb_file_name),
    reviewWriteYn: l.review_id === null ? ('N' as const) : ('Y' as const),
    reviewPoint: reviewRewardOf(l.order_price_krw),
    subscriptionIds: keys.filter((k) => k.order_item_id === l.id && k.revoked_at === null).map((k) => k.id),
  }));
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    orderDate: new Date(order.created_at).toISOString(),
    orderStatus: order.status,
    reviewPoint: orderItems.reduce((sum, i) => sum + i.reviewPoint, 0),
    totalPrice: order.final_krw,
    totalCostPrice: order.total_krw,
    totalDiscountPrice: order.coupon_discount_krw,
    usePoint: order.use_point,
    accumulatePoint: order.earned_point,
    paymentMethod: order.payment_method,
    paidAt: iso(order.paid_at),
    confirmedAt: iso(order.confirmed_at),
    cancelledAt: iso(order.cancelled_at),
    cancelReason: order.status === 'CANCEL' ? order.cancel_reason : null,
    depositDeadline: order.status === 'WAITING' ? iso(order.deposit_deadline) : null,
    cancelable: cancelableNow(order, keys, now),
    refund: order.status === 'CANCEL' ? refundOf(refund) : null,
    orderItems,
  };
}

/** Orders with their lines, keys and refunds, in four queries whatever the page size. */
export async function purchasesOf(db: Db, memberId: number, orders: repo.PurchaseOrderRow[], now: Date): Promise<Purchase[]> {
  const ids = orders.map((o) => o.id);
  const cancelled = orders.filter((o) => o.status === 'CANCEL').map((o) => o.id);
  const [lines, keys, refunds] = await Promise.all([repo.linesOf(db, memberId, ids), repo.keysOf(db, ids), repo.refundedPayments(db, cancelled)]);
  return orders.map((o) =>
    toPurchase(
      o,
      lines.filter((l) => l.order_id === o.id),
      keys.filter((k) => k.order_id === o.id),
      refunds.find((r) => r.order_id === o.id),
      now,
    ),
  );
}

export async function listPurchases(deps: AppDeps, memberId: number, page: number, size: number): Promise<PurchaseListResponse> {
  const [total, orders] = await Promise.all([repo.countOrders(deps.db, memberId), repo.listOrders(deps.db, memberId, size, (page - 1) * size)]);
  const purchaseData = await purchasesOf(deps.db, memberId, orders, deps.clock.now());
  return { purchaseData, page, size, totalElements: total, hasMore: page * size < total };
}

export async function purchaseDetail(deps: AppDeps, memberId: number, orderId: number): Promise<PurchaseDetailResponse> {
  const order = await repo.findOrder(deps.db, memberId, orderId);
  if (!order) throw notFound(M.purchaseNotFound);
  const [purchase] = await purchasesOf(deps.db, memberId, [order], deps.clock.now());
  const awaitsDeposit = order.status === 'WAITING' && order.payment_method === 'BANK_TRANSFER' && order.order_email !== null;
  return {
    purchaseData: purchase!,
    bankAccount: awaitsDeposit ? (await commerceSettings(deps.db)).bankAccount : null,
  };
}

const REFUND_STATES = { CANCEL_PENDING: 'PENDING', CANCELLED: 'DONE', MANUAL_REFUND: 'BY_TRANSFER' } as const;

/** A payment cancelled before partial refunds existed (no refund_amount) went back whole. */
function refundOf(payment: repo.RefundedPaymentRow | undefined): PurchaseRefund | null {
  if (!payment || !(payment.status in REFUND_STATES)) return null;
  const amount = payment.refund_amount ?? payment.amount;
  return amount > 0 ? { amount, state: REFUND_STATES[payment.status as keyof typeof REFUND_STATES] } : null;
}
