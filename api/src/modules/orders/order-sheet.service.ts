import {
  COMMERCE_MESSAGES,
  checkoutAmounts,
  couponApplies,
  usablePoints,
  type CouponOption,
  type CouponTerms,
  type OrderSheet,
  type OrderSheetConflict,
  type OrderSheetUpdated,
  type orderSheetUpdateSchema,
  type PaymentMethod,
} from '@store/shared';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { itemImagePath } from '../catalog/catalog.service.ts';
import { findMemberCoupon, listCouponsHeldByWaitingOrders, listUsableCoupons, reserveCoupon } from '../coupons/coupons.repository.ts';
import { findMemberContact } from '../fulfilment/fulfilment.repository.ts';
import { completeWaitingOrder, sendOrderConfirmation } from '../fulfilment/fulfilment.service.ts';
import { changePoints } from '../points/points.repository.ts';
import { CARD_PAYMENT_WINDOW_MS } from './order-settings.ts';
import * as repo from './orders.repository.ts';

// The order sheet (GET/POST /api/ordersheet): what the member is about to pay, and applying
// points, a coupon and the payment method to it. Applying is final: the amounts are stored and
// the points and coupon are reserved for this order until it is paid or cancelled.

type SheetUpdate = z.output<typeof orderSheetUpdateSchema>;

export async function getOrderSheet(deps: AppDeps, memberId: number, orderId: number): Promise<OrderSheet> {
  const order = await repo.findOrder(deps.db, orderId);
  if (!order || order.member_id !== memberId) throw notFound(COMMERCE_MESSAGES.noOrderSheet);
  const [lines, member, coupons, held, heldPoints, applied] = await Promise.all([
    repo.listOrderLines(deps.db, orderId),
    findMemberContact(deps.db, memberId),
    listUsableCoupons(deps.db, memberId, deps.clock.now()),
    listCouponsHeldByWaitingOrders(deps.db, memberId, orderId),
    repo.listPointsHeldByWaitingOrders(deps.db, memberId, orderId),
    order.member_coupon_id === null
      ? undefined
      : deps.db.selectFrom('member_coupons').select('coupon_id').where('id', '=', order.member_coupon_id).executeTakeFirst(),
  ]);
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    orderStatus: order.status,
    orderItems: lines.map((l) => ({
      id: l.id,
      itemId: l.item_id,
      name: l.item_name,
      imageUrl: itemImagePath(l.thumb_file_name),
      subscriptionPeriod: l.subscription_period,
      count: l.quantity,
      orderPrice: l.order_price_krw,
    })),
    totalSum: order.total_krw,
    memberPoint: member.points,
    usePoint: order.use_point,
    couponId: applied?.coupon_id ?? null,
    email: member.email ?? '',
    name: member.name,
    phoneNumber: member.phone ?? '',
    // Only coupons this order can take: unused, in their period, uses left, minimum met.
    coupons: coupons.filter((c) => couponApplies(termsOf(c), order.total_krw)).map(toCouponOption),
    heldCoupons: held.map((h) => ({ name: h.name, orderId: h.order_id, orderNumber: h.order_number })),
    heldPoints: heldPoints.map((h) => ({ points: h.use_point, orderId: h.id, orderNumber: h.order_number })),
    paymentMethod: order.payment_method,
    couponDiscount: order.coupon_discount_krw,
    finalAmount: order.final_krw,
    cardPayment: unfinishedCardPayment(order, lines, deps.clock.now()),
  };
}

/**
 * The card payment a buyer can go on with: a card sheet, still waiting, with something to pay and
 * its window open. Its id goes to the order's owner only (the caller checked), who was given it
 * when applying; paying it again under the same id is what the card window allows after a
 * failure or a closed window, and the sync pays the order once whichever attempt succeeds.
 */
function unfinishedCardPayment(
  order: { status: string; payment_method: PaymentMethod | null; payment_id: string | null; final_krw: number; deposit_deadline: Date },
  lines: { item_name: string }[],
  now: Date,
): OrderSheet['cardPayment'] {
  if (order.status !== 'WAITING' || order.payment_method !== 'SIMPLE_PAY' || order.payment_id === null) return null;
  if (order.final_krw <= 0 || order.deposit_deadline <= now) return null;
  return { paymentId: order.payment_id, orderName: orderName(lines), payBy: order.deposit_deadline.toISOString() };
}

function termsOf(c: { discount_type: 'FIXED' | 'PERCENT'; discount_value: number; min_purchase_krw: number }): CouponTerms {
  return { discountType: c.discount_type, discountValue: c.discount_value, minPurchase: c.min_purchase_krw };
}

function toCouponOption(c: Awaited<ReturnType<typeof listUsableCoupons>>[number]): CouponOption {
  const ends = [c.end_at, c.expires_at].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime());
  return {
    couponId: c.id,
    name: c.name,
    description: c.description,
    discountType: c.discount_type,
    discountRate: c.discount_type === 'PERCENT' ? c.discount_value : 0,
    discountAmount: c.discount_type === 'FIXED' ? c.discount_value : 0,
    minPurchase: c.min_purchase_krw,
    expirationDate: ends[0]?.toISOString() ?? null,
  };
}

function orderName(lines: { item_name: string }[]): string {
  const first = lines[0]?.item_name ?? '주문 상품';
  return lines.length > 1 ? `${first} 외 ${lines.length - 1}건` : first;
}

/** The coupon or the points changed under the sheet: a 409 the buyer can answer by choosing again. */
const changed = (what: OrderSheetConflict, message: string) => conflict(message, { result: what });

/**
 * Applies points, coupon and payment method to the member's WAITING order, in ONE transaction:
 * amounts from the database through the shared checkoutAmounts rule; the points reserved through
 * the ledger (conditional UPDATE: two sheets cannot spend the same points); the coupon reserved
 * by conditional UPDATEs (one use per member copy, the coupon's global quantity); a fresh,
 * unguessable paymentId for the card window. A final amount of 0 completes the order here and
 * now (no card, provider 'free'); the client's "free verification" then finds it paid.
 */
export async function applyOrderSheet(deps: AppDeps, memberId: number, input: SheetUpdate): Promise<OrderSheetUpdated> {
  const now = deps.clock.now();
  const result = await inTransaction(deps.db, async (tx) => {
    const order = await repo.lockOrder(tx, input.orderId);
    if (!order || order.member_id !== memberId) throw notFound(COMMERCE_MESSAGES.noOrderSheet);
    // A sheet is applied once; a second apply (another tab, a replay) is the spec's wrong access.
    if (order.status !== 'WAITING' || order.payment_method !== null) throw conflict(COMMERCE_MESSAGES.wrongAccess);
    // Past its checkout window the order jobs are about to cancel it: applying now would reserve
    // points and a coupon and start a new payment window for an order that is already over.
    if (order.deposit_deadline <= now) throw conflict(COMMERCE_MESSAGES.orderExpired);
    // A product the admin took off sale (STOP, PENDING) after the order was placed is not sold:
    // placing the order checked it, and this is the last step before money moves. (A payment
    // already started before the change goes through: the buyer had committed to it.)
    if (await repo.hasLineNotForSale(tx, order.id)) throw conflict(COMMERCE_MESSAGES.sheetItemNotForSale);

    let coupon: { memberCouponId: number; couponId: number; terms: CouponTerms } | null = null;
    if (input.couponId !== null) {
      const found = await findMemberCoupon(tx, memberId, input.couponId);
      const usable =
        found &&
        found.used_at === null &&
        (found.expires_at === null || found.expires_at > now) &&
        found.is_active &&
        found.start_at <= now &&
        (found.end_at === null || found.end_at > now);
      if (!found || !usable) throw changed('coupon', COMMERCE_MESSAGES.couponUnavailable);
      if (found.quantity !== null && found.used_count >= found.quantity) throw changed('coupon', COMMERCE_MESSAGES.couponSoldOut);
      const terms = termsOf(found);
      if (!couponApplies(terms, order.total_krw)) throw changed('coupon', COMMERCE_MESSAGES.couponBelowMinimum(terms.minPurchase));
      coupon = { memberCouponId: found.member_coupon_id, couponId: found.id, terms };
    }

    // The request is taken as given or refused, never silently changed, so the member pays
    // exactly what the sheet showed. (The schema already refused negatives, fractions and
    // non-multiples of 10.)
    if (input.usePoint > order.total_krw) throw badRequest(COMMERCE_MESSAGES.pointsOverTotal);
    const member = await findMemberContact(tx, memberId);
    if (input.usePoint > usablePoints(member.points)) throw changed('points', COMMERCE_MESSAGES.pointsInsufficient);
    const amounts = checkoutAmounts(order.total_krw, input.usePoint, member.points, coupon?.terms ?? null);
    // A coupon that takes nothing off (points cover the order) would still be used up by the order.
    if (coupon && amounts.couponDiscount === 0) throw changed('coupon', COMMERCE_MESSAGES.couponNothingOff);

    const paymentId = repo.newPaymentId();
    const applied = await tx
      .updateTable('orders')
      .set({
        payment_method: input.paymentMethod as PaymentMethod,
        use_point: amounts.usePoint,
        member_coupon_id: coupon?.memberCouponId ?? null,
        coupon_discount_krw: amounts.couponDiscount,
        final_krw: amounts.finalAmount,
        payment_id: paymentId,
        ...(input.paymentMethod === 'SIMPLE_PAY' ? { deposit_deadline: new Date(now.getTime() + CARD_PAYMENT_WINDOW_MS) } : {}),
        updated_at: now,
      })
      .where('id', '=', order.id)
      .where('status', '=', 'WAITING')
      .where('payment_method', 'is', null)
      .returningAll()
      .executeTakeFirst()
      .catch((error: unknown) => {
        // Another of the member's sheets put the same coupon copy on another order (the unique
        // index waited for its commit): the copy is used, as reserveCoupon below would find.
        if (violatedUniqueConstraint(error) === 'orders_member_coupon_key') throw changed('coupon', COMMERCE_MESSAGES.couponUnavailable);
        throw error;
      });
    if (!applied) throw conflict(COMMERCE_MESSAGES.wrongAccess);

    let status = applied.status;
    // A free order is paid here, before its points and coupon are taken: the payment locks what
    // every payment locks, in the same order (the order, the day's sales rows its trigger writes,
    // keys, products, the member), and the points and coupon come after, as in a cancel. Taken the
    // other way round (products FOR UPDATE and the member first, the sales rows at the payment), it
    // deadlocked on PostgreSQL with another order's payment of the same products, and with an order
    // being placed for them (its lines' foreign-key locks): a 500 for one of the two.
    if (amounts.finalAmount === 0) {
      const outcome = await completeWaitingOrder(tx, order.id, { paymentId, provider: 'free', amount: 0, currency: 'KRW', raw: { provider: 'free', reason: 'points and coupon cover the order' } }, now);
      if (outcome.kind === 'completed') status = 'COMPLETE';
    }
    if (amounts.usePoint > 0) {
      // The balance read above may be stale (another sheet in flight): the conditional UPDATE
      // inside changePoints is the real check, under the member row's lock.
      const balance = await changePoints(tx, { memberId, delta: -amounts.usePoint, description: `주문 결제 시 사용 (${order.order_number})`, orderId: order.id }, now);
      if (balance === undefined) throw changed('points', COMMERCE_MESSAGES.pointsInsufficient);
    }
    if (coupon) {
      const reserved = await reserveCoupon(tx, coupon.memberCouponId, coupon.couponId, order.id, now);
      if (reserved === 'sold-out') throw changed('coupon', COMMERCE_MESSAGES.couponSoldOut);
      if (reserved !== 'reserved') throw changed('coupon', COMMERCE_MESSAGES.couponUnavailable);
    }
    const lines = await repo.listOrderLines(tx, order.id);
    return { order: applied, amounts, paymentId, status, name: orderName(lines) };
  });
  if (result.status === 'COMPLETE') await sendOrderConfirmation(deps, result.order.id);
  return {
    orderId: result.order.id,
    totalSum: result.amounts.totalSum,
    usePoint: result.amounts.usePoint,
    couponDiscount: result.amounts.couponDiscount,
    finalAmount: result.amounts.finalAmount,
    paymentId: input.paymentMethod === 'BANK_TRANSFER' ? null : result.paymentId,
    orderName: result.name,
    orderStatus: result.status,
  };
}
