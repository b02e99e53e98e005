import {
  COMMERCE_MESSAGES,
  MAX_ORDER_TOTAL_KRW,
  isoDateInSeoul,
  subscriptionTotal,
  type orderRequestSchema,
  type OrderStatusResponse,
  type SubscriptionPeriod,
} from '@store/shared';
import type { z } from 'zod';
import { sessionExpired } from '../auth/refusals.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { sha256 } from '../../lib/crypto.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { holdActiveMember } from '../members/members.repository.ts';
import { CARD_PAYMENT_WINDOW_MS } from './order-settings.ts';
import * as repo from './orders.repository.ts';

// Creating an order (POST /api/order) and confirming a purchase.

type ParsedOrder = z.output<typeof orderRequestSchema>;

/** Thrown inside the transaction when a concurrent request claimed the same idempotency key. */
class IdempotencyRace extends Error {}

/** AW20261122-000123: the Seoul date and a sequence number (unique, never reused). */
export function formatOrderNumber(now: Date, sequence: number): string {
  return `AW${isoDateInSeoul(now).replaceAll('-', '')}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Creates a WAITING order priced from the database. The client sends only what and how many;
 * the unit price is the item's sale price now and the line price the shared subscriptionTotal
 * rule, so a tampered price in the request cannot reach the order. With an Idempotency-Key a
 * repeated submission (double click, retry after a timeout) returns the first order instead of
 * creating another.
 */
export async function createOrder(deps: AppDeps, memberId: number, input: ParsedOrder, idempotencyKey: string | undefined): Promise<{ orderId: number }> {
  const requestHash = sha256(JSON.stringify({ items: input.items, fromCart: input.fromCart }));
  if (idempotencyKey) {
    const existing = await repo.findIdempotencyKey(deps.db, memberId, idempotencyKey);
    if (existing) return replay(existing, requestHash);
  }

  const seen = new Set<string>();
  for (const line of input.items) {
    const key = `${line.itemId}:${line.month}`;
    if (seen.has(key)) throw badRequest(COMMERCE_MESSAGES.duplicateOrderLine);
    seen.add(key);
  }
  const items = new Map((await repo.findItemsForOrder(deps.db, [...new Set(input.items.map((l) => l.itemId))])).map((i) => [i.id, i]));
  const lines = input.items.map((line) => {
    const item = items.get(line.itemId);
    // Only items on sale can be bought; a missing item answers the same, revealing nothing.
    if (!item || item.item_status !== 'SALE') throw badRequest(COMMERCE_MESSAGES.itemNotForSale);
    const orderPrice = subscriptionTotal(item.sale_price, line.quantity, line.month as SubscriptionPeriod);
    return { item, line, orderPrice };
  });
  const total = lines.reduce((sum, l) => sum + l.orderPrice, 0);
  // Integer columns and card limits: one order stays below 10억 won.
  if (total > MAX_ORDER_TOTAL_KRW) throw badRequest(COMMERCE_MESSAGES.orderTooLarge);

  const now = deps.clock.now();
  try {
    return await inTransaction(deps.db, async (tx) => {
      // A withdrawal waits for this order and then refuses it as unpaid, or this sees the member
      // gone: an order never outlives its member's withdrawal.
      if (!(await holdActiveMember(tx, memberId, 'keyShare'))) throw sessionExpired();
      const order = await repo.insertOrder(tx, {
        order_number: formatOrderNumber(now, await repo.nextOrderSequence(tx)),
        member_id: memberId,
        status: 'WAITING',
        total_krw: total,
        final_krw: total,
        // Until its checkout chooses a method: an order left there is cancelled by the jobs
        // within the hour. A card sheet restarts this window, a bank transfer request sets days.
        deposit_deadline: new Date(now.getTime() + CARD_PAYMENT_WINDOW_MS),
        from_cart: input.fromCart,
        created_at: now,
        updated_at: now,
      });
      await repo.insertOrderItems(
        tx,
        lines.map(({ item, line, orderPrice }) => ({
          order_id: order.id,
          item_id: item.id,
          item_name: item.item_name,
          subscription_period: line.month,
          quantity: line.quantity,
          unit_price_krw: item.sale_price,
          order_price_krw: orderPrice,
        })),
      );
      if (idempotencyKey && !(await repo.claimIdempotencyKey(tx, { memberId, key: idempotencyKey, requestHash, orderId: order.id, now }))) {
        // The same key committed by a concurrent request: drop this order, answer with that one.
        throw new IdempotencyRace();
      }
      return { orderId: order.id };
    });
  } catch (error) {
    if (!(error instanceof IdempotencyRace) || !idempotencyKey) throw error;
    const existing = await repo.findIdempotencyKey(deps.db, memberId, idempotencyKey);
    if (!existing) throw error;
    return replay(existing, requestHash);
  }
}

function replay(existing: { order_id: number; request_hash: string }, requestHash: string): { orderId: number } {
  // The same key with a different order is a client bug, not a repeat: refuse rather than guess.
  if (existing.request_hash !== requestHash) throw conflict(COMMERCE_MESSAGES.idempotencyConflict);
  return { orderId: existing.order_id };
}

/** Purchase confirmation: COMPLETE → CONFIRM by the order's member; repeating it is harmless. */
export async function confirmOrder(deps: AppDeps, memberId: number, orderId: number): Promise<OrderStatusResponse> {
  const now = deps.clock.now();
  const order = await repo.findOrder(deps.db, orderId);
  if (!order || order.member_id !== memberId) throw notFound(COMMERCE_MESSAGES.orderNotFound);
  const done = await inTransaction(deps.db, (tx) => repo.transitionOrder(tx, orderId, 'COMPLETE', { status: 'CONFIRM', confirmed_at: now }, now));
  if (done || order.status === 'CONFIRM') return { orderId, orderStatus: 'CONFIRM', message: COMMERCE_MESSAGES.confirmed };
  const current = await repo.findOrder(deps.db, orderId);
  if (current?.status === 'CONFIRM') return { orderId, orderStatus: 'CONFIRM', message: COMMERCE_MESSAGES.confirmed };
  throw conflict(COMMERCE_MESSAGES.confirmNotAllowed);
}
