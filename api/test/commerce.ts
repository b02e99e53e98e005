import type { Insertable } from 'kysely';
import type { CouponTable } from '../src/db/types.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { startSession } from '../src/modules/auth/auth.service.ts';
import { createMember } from '../src/modules/members/members.service.ts';
import { createTestItem } from './catalog.ts';
import type { TestContext, TestResponse } from './context.ts';
import { randomLoginId, randomPhone } from './members.ts';

// Fixtures for commerce tests: members with a session (no password hashing, so fifty of them
// are cheap), items on sale, coupons, and the checkout calls.

export interface Buyer {
  id: number;
  token: string;
  email: string;
}

export async function createBuyer(ctx: TestContext, options: { points?: number; role?: 'USER' | 'ADMIN'; email?: string | null } = {}): Promise<Buyer> {
  const loginId = randomLoginId('buyer');
  const email = options.email === undefined ? `${loginId}@example.com` : options.email;
  const member = await inTransaction(ctx.db, (tx) =>
    createMember(
      tx,
      {
        loginId,
        passwordHash: null,
        name: '김구매',
        birth: null,
        email,
        phone: randomPhone(),
        role: options.role ?? 'USER',
        points: options.points ?? 0,
        consents: { service: true, privacy: true, marketing: false },
        welcomeCoupon: false,
      },
      ctx.clock.now(),
    ),
  );
  const session = await startSession(ctx, { id: member.id, role: member.role }, false, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { id: member.id, token: session.token, email: email ?? '' };
}

export { createTestItem };

let couponCounter = 0;

/** A coupon (unlimited, FIXED 1,000 won unless overridden) issued to each of `memberIds`. */
export async function createCoupon(ctx: TestContext, values: Partial<Insertable<CouponTable>> = {}, memberIds: number[] = []): Promise<number> {
  couponCounter += 1;
  const coupon = await ctx.db
    .insertInto('coupons')
    .values({ name: `테스트 쿠폰 ${couponCounter}`, discount_type: 'FIXED', discount_value: 1000, start_at: new Date(Date.now() - 86_400_000), ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (memberIds.length) await ctx.db.insertInto('member_coupons').values(memberIds.map((m) => ({ member_id: m, coupon_id: coupon.id }))).execute();
  return coupon.id;
}

export function send(ctx: TestContext, method: string, path: string, token: string | undefined, json?: unknown, headers: Record<string, string> = {}): Promise<TestResponse> {
  return ctx.request(path, { method, headers, ...(json !== undefined ? { json } : {}), ...(token ? { token } : {}) });
}

export async function placeOrder(ctx: TestContext, buyer: Buyer, items: { itemId: number; month: number; quantity: number }[], extra: Record<string, unknown> = {}): Promise<number> {
  const res = await send(ctx, 'POST', '/api/order', buyer.token, { memberId: buyer.id, orderType: 'NEW', items, ...extra });
  if (res.status !== 200) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.orderId as number;
}

export function applySheet(ctx: TestContext, buyer: Buyer, orderId: number, sheet: { usePoint?: number; couponId?: number | null; paymentMethod?: 'SIMPLE_PAY' | 'BANK_TRANSFER' } = {}): Promise<TestResponse> {
  return send(ctx, 'POST', '/api/ordersheet', buyer.token, { orderId, usePoint: sheet.usePoint ?? 0, couponId: sheet.couponId ?? null, paymentMethod: sheet.paymentMethod ?? 'SIMPLE_PAY' });
}

export function devPay(ctx: TestContext, paymentId: string, amount: number, status: 'PAID' | 'FAILED' = 'PAID'): Promise<TestResponse> {
  return send(ctx, 'POST', '/api/dev/payments', undefined, { paymentId, amount, status });
}

export function verify(ctx: TestContext, buyer: Buyer, orderId: number, paymentId: string, amount: number): Promise<TestResponse> {
  return send(ctx, 'POST', '/api/payment/verify', buyer.token, { paymentId, amount, orderId });
}

/**
 * Order → sheet → dev card, paid at the provider but not verified yet: `pay` verifies it, so a
 * race test can start the verification when it chooses.
 */
export async function paidAtProvider(
  ctx: TestContext,
  buyer: Buyer,
  items: { itemId: number; month: number; quantity: number }[],
  sheet: { usePoint?: number; couponId?: number | null } = {},
  order: { fromCart?: boolean } = {},
) {
  const orderId = await placeOrder(ctx, buyer, items, order);
  const applied = await applySheet(ctx, buyer, orderId, { ...sheet, paymentMethod: 'SIMPLE_PAY' });
  if (applied.status !== 200) throw new Error(`sheet failed: ${applied.status} ${JSON.stringify(applied.body)}`);
  const { paymentId, finalAmount } = applied.body as { paymentId: string; finalAmount: number };
  if (finalAmount > 0) await devPay(ctx, paymentId, finalAmount);
  return { orderId, paymentId, finalAmount, pay: () => verify(ctx, buyer, orderId, paymentId, finalAmount) };
}

/** Order → sheet → dev card → verify; returns the order id and what the sheet answered. */
export async function buyWithDevCard(...args: Parameters<typeof paidAtProvider>) {
  const { orderId, paymentId, finalAmount, pay } = await paidAtProvider(...args);
  if (finalAmount > 0) {
    const verified = await pay();
    if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  }
  return { orderId, paymentId, finalAmount };
}

export async function memberPoints(ctx: TestContext, memberId: number): Promise<number> {
  const row = await ctx.db.selectFrom('members').select('points').where('id', '=', memberId).executeTakeFirstOrThrow();
  return row.points;
}

export async function orderRow(ctx: TestContext, orderId: number) {
  return ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function keysOf(ctx: TestContext, orderId: number) {
  return ctx.db.selectFrom('subscriptions').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function ledgerOf(ctx: TestContext, memberId: number) {
  return ctx.db.selectFrom('point_ledger').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}
