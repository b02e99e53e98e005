import { COMMERCE_MESSAGES, formatDateTimeWithWeekday } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, createBuyer, createCoupon, createTestItem, keysOf, ledgerOf, memberPoints, orderRow, placeOrder, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { BANK_TRANSFER_MAILS_PER_MEMBER } from './bank-transfer.service.ts';
import { cancelExpiredOrders } from './order-jobs.ts';
import { COMMERCE_SETTING_KEYS } from './order-settings.ts';

let ctx: TestContext;
let admin: Buyer;
let itemId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createBuyer(ctx, { role: 'ADMIN' });
  itemId = await createTestItem(ctx, { sale_price: 20_000, cost_price: 20_000 });
});
afterAll(() => ctx.close());

async function bankOrder(b: Buyer, sheet: { usePoint?: number; couponId?: number | null } = {}) {
  const orderId = await placeOrder(ctx, b, [{ itemId, month: 1, quantity: 2 }]);
  const applied = await applySheet(ctx, b, orderId, { ...sheet, paymentMethod: 'BANK_TRANSFER' });
  expect(applied.status).toBe(200);
  return { orderId, amount: applied.body.finalAmount as number };
}

const transfer = (b: Buyer, orderId: number, orderEmail: string) => send(ctx, 'PUT', '/api/order/bank-transfer', b.token, { orderId, orderEmail });
const deposit = (token: string, orderId: number) => send(ctx, 'PUT', `/api/admin/orders/${orderId}/deposit`, token);

describe('bank transfer', () => {
  it("answers 'no-email' for an invalid address", async () => {
    const b = await createBuyer(ctx);
    const { orderId } = await bankOrder(b);
    for (const email of ['', 'not-an-email', 'a@b', 'x'.repeat(250) + '@a.kr']) {
      const res = await transfer(b, orderId, email);
      expect(res.status).toBe(400);
      if (email.length <= 254) expect(res.body).toMatchObject({ result: 'no-email', message: COMMERCE_MESSAGES.invalidEmail });
    }
  });

  it('answers the account, amount and deadline and e-mails them; a repeat keeps the deadline', async () => {
    const b = await createBuyer(ctx);
    const { orderId, amount } = await bankOrder(b);
    const res = await transfer(b, orderId, 'payer@example.com');
    expect(res).toMatchObject({
      status: 200,
      body: { result: 'success', amount, bankAccount: { bank: '국민은행', accountNumber: '123456-01-234567', holder: '(주)오토웍스' } },
    });
    const deadline = new Date(res.body.depositDeadline).getTime();
    expect(deadline - Date.now()).toBeGreaterThan(3 * DAY - 60_000);
    expect(deadline - Date.now()).toBeLessThan(3 * DAY + 60_000);
    const mail = await ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', 'payer@example.com').executeTakeFirstOrThrow();
    expect(mail.body).toContain('123456-01-234567');
    expect(mail.body).toContain(`${amount.toLocaleString('ko-KR')}원`);
    // The deadline as the order screen shows it, in Seoul's 24-hour time.
    expect(mail.body).toContain(`입금 기한: ${formatDateTimeWithWeekday(res.body.depositDeadline)}까지`);
    expect(mail.body).not.toMatch(/[AP]M/);
    ctx.clock.advance(60_000);
    const again = await transfer(b, orderId, 'payer@example.com');
    expect(again.body.depositDeadline).toBe(res.body.depositDeadline);
    ctx.clock.advance(-60_000);
  });

  it('e-mails at most BANK_TRANSFER_MAILS_PER_MEMBER guides an hour per member, to whatever addresses', async () => {
    const b = await createBuyer(ctx);
    const { orderId } = await bankOrder(b);
    const { limit } = BANK_TRANSFER_MAILS_PER_MEMBER;
    for (let i = 0; i < limit; i++) expect((await transfer(b, orderId, `guide${i}.${b.id}@example.com`)).status).toBe(200);
    const refused = await transfer(b, orderId, `guide-over.${b.id}@example.com`);
    expect(refused).toMatchObject({ status: 429, body: { message: COMMERCE_MESSAGES.bankTransferThrottled } });
    const sent = await ctx.db.selectFrom('outbox').select('recipient').where('recipient', 'like', `guide%.${b.id}@example.com`).execute();
    expect(sent).toHaveLength(limit);
  });

  it('uses the bank account and deadline from the admin settings', async () => {
    await ctx.db
      .insertInto('app_settings')
      .values([
        { key: COMMERCE_SETTING_KEYS.bankAccount, value: JSON.stringify({ bank: '신한은행', accountNumber: '110-000-000000', holder: '오토웍스' }) },
        { key: COMMERCE_SETTING_KEYS.depositDeadlineDays, value: JSON.stringify(5) },
      ])
      .execute();
    const b = await createBuyer(ctx);
    const { orderId } = await bankOrder(b);
    const res = await transfer(b, orderId, 'shinhan@example.com');
    expect(res.body.bankAccount.bank).toBe('신한은행');
    expect(new Date(res.body.depositDeadline).getTime() - Date.now()).toBeGreaterThan(5 * DAY - 60_000);
    await ctx.db.deleteFrom('app_settings').where('key', 'like', 'commerce.%').execute();
  });

  it('is only for the member\'s own bank-transfer order with an applied sheet', async () => {
    const b = await createBuyer(ctx);
    const stranger = await createBuyer(ctx);
    const unapplied = await placeOrder(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    expect(await transfer(b, unapplied, 'a@example.com')).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.wrongAccess } });
    const card = await placeOrder(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    await applySheet(ctx, b, card, { paymentMethod: 'SIMPLE_PAY' });
    expect(await transfer(b, card, 'a@example.com')).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.bankTransferOnly } });
    const { orderId } = await bankOrder(b);
    expect((await transfer(stranger, orderId, 'a@example.com')).status).toBe(404);
  });

  it('hands out no payment id for a bank transfer, so no card window can be opened under it', async () => {
    const b = await createBuyer(ctx);
    const orderId = await placeOrder(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    const applied = await applySheet(ctx, b, orderId, { paymentMethod: 'BANK_TRANSFER' });
    expect(applied).toMatchObject({ status: 200, body: { paymentId: null } });
    // The order still has its id: the admin's deposit confirmation records the payment under it.
    expect((await orderRow(ctx, orderId)).payment_id).toMatch(/^pay-/);
  });

  it('pays the order when an admin confirms the deposit: keys exist, once, audit-logged', async () => {
    const b = await createBuyer(ctx);
    const { orderId, amount } = await bankOrder(b);
    await transfer(b, orderId, 'payer@example.com');
    expect((await deposit(b.token, orderId)).status).toBe(403);
    const first = await deposit(admin.token, orderId);
    expect(first).toMatchObject({ status: 200, body: { orderId, orderStatus: 'COMPLETE', message: COMMERCE_MESSAGES.depositConfirmed } });
    const second = await deposit(admin.token, orderId);
    expect(second).toMatchObject({ status: 200, body: { orderStatus: 'COMPLETE' } });
    expect(await keysOf(ctx, orderId)).toHaveLength(2);
    expect(await ledgerOf(ctx, b.id)).toMatchObject([{ type: 'SAVE', delta: Math.floor(amount / 100) }]);
    const payment = await ctx.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ provider: 'bank', amount, status: 'PAID' });
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'order.deposit.confirm').where('target_id', '=', String(orderId)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_member_id).toBe(admin.id);

    // Card orders and missing orders are not deposits.
    const card = await placeOrder(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    await applySheet(ctx, b, card, { paymentMethod: 'SIMPLE_PAY' });
    expect((await deposit(admin.token, card)).status).toBe(409);
    expect((await deposit(admin.token, 987_654)).status).toBe(404);
  });
});

describe('cancel notice of an unpaid bank transfer', () => {
  it('tells a buyer given the account, by the address it went to, and no buyer who was not', async () => {
    const cancel = (orderId: number) => send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token, { reason: '재고 문제' });
    const told = await createBuyer(ctx);
    const guided = await bankOrder(told);
    await transfer(told, guided.orderId, 'guided@example.com');
    expect((await cancel(guided.orderId)).status).toBe(200);
    const notice = await ctx.db.selectFrom('outbox').select('body').where('recipient', '=', 'guided@example.com').where('subject', 'like', '%주문이 취소되었습니다%').executeTakeFirstOrThrow();
    expect(notice.body).toContain(COMMERCE_MESSAGES.cancelledBeforeDeposit);
    expect(notice.body).not.toMatch(/환불 (예정 )?금액/); // nothing was paid

    const untold = await createBuyer(ctx);
    const unguided = await bankOrder(untold); // the method chosen, the account never asked for
    const before = await ctx.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await cancel(unguided.orderId)).status).toBe(200);
    const after = await ctx.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('auto-cancel of unpaid orders', () => {
  it('cancels WAITING orders past their deadline and gives back points and coupon', async () => {
    const b = await createBuyer(ctx, { points: 3000 });
    const coupon = await createCoupon(ctx, { quantity: 1, discount_value: 2000 }, [b.id]);
    const { orderId } = await bankOrder(b, { usePoint: 3000, couponId: coupon });
    await transfer(b, orderId, 'late@example.com');
    const fresh = await bankOrder(await createBuyer(ctx));
    expect(await memberPoints(ctx, b.id)).toBe(0);

    expect(await cancelExpiredOrders(ctx.deps)).toBe(0);
    ctx.clock.advance(3 * DAY + 60_000);
    try {
      // Backdate the fresh order's creation deadline only: it must survive.
      await ctx.db.updateTable('orders').set({ deposit_deadline: new Date(Date.now() + 10 * DAY) }).where('id', '=', fresh.orderId).execute();
      expect(await cancelExpiredOrders(ctx.deps)).toBeGreaterThanOrEqual(1);
    } finally {
      ctx.clock.advance(-(3 * DAY + 60_000));
    }
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'CANCEL', cancel_reason: '입금 기한 경과로 자동 취소' });
    // The buyer was given the account: told not to pay into it now.
    const mails = await ctx.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', 'late@example.com').orderBy('id').execute();
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('무통장 입금 안내'), expect.stringContaining('주문이 취소되었습니다')]);
    expect(mails[1]!.body).toContain(COMMERCE_MESSAGES.cancelledBeforeDeposit);
    expect((await orderRow(ctx, fresh.orderId)).status).toBe('WAITING');
    expect(await memberPoints(ctx, b.id)).toBe(3000);
    expect(await ledgerOf(ctx, b.id)).toMatchObject([{ delta: -3000 }, { delta: 3000, type: 'SAVE', order_id: orderId }]);
    const mc = await ctx.db.selectFrom('member_coupons').selectAll().where('coupon_id', '=', coupon).executeTakeFirstOrThrow();
    expect(mc).toMatchObject({ used_at: null, order_id: null });
    expect((await ctx.db.selectFrom('coupons').select('used_count').where('id', '=', coupon).executeTakeFirstOrThrow()).used_count).toBe(0);
    // The coupon and points work again on a new order; a late deposit cannot pay the old one.
    expect((await bankOrder(b, { usePoint: 3000, couponId: coupon })).amount).toBe(40_000 - 3000 - 2000);
    expect((await deposit(admin.token, orderId)).status).toBe(409);
  });

  /** The order's deadline is an hour from now; once it has passed, the jobs cancel the order. */
  async function expiresWithinTheHour(orderId: number) {
    const { deposit_deadline: deadline } = await orderRow(ctx, orderId);
    expect(Math.abs(deadline.getTime() - (ctx.clock.now().getTime() + 60 * 60_000))).toBeLessThan(5_000);
    ctx.clock.advance(61 * 60_000);
    try {
      expect(await cancelExpiredOrders(ctx.deps)).toBeGreaterThanOrEqual(1);
    } finally {
      ctx.clock.advance(-61 * 60_000);
    }
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'CANCEL', cancel_reason: '결제 시간 초과로 자동 취소' });
  }

  it('gives a card order an hour for its payment: an abandoned card window frees its points within the hour', async () => {
    const b = await createBuyer(ctx, { points: 1000 });
    const orderId = await placeOrder(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    const applied = await applySheet(ctx, b, orderId, { usePoint: 1000, paymentMethod: 'SIMPLE_PAY' });
    expect(applied.status).toBe(200);
    expect(await memberPoints(ctx, b.id)).toBe(0);
    await expiresWithinTheHour(orderId);
    expect(await memberPoints(ctx, b.id)).toBe(1000);
  });

  it('does not revive an order past its window before the jobs cancel it: no sheet, no deposit request', async () => {
    const b = await createBuyer(ctx, { points: 1000 });
    const left = await placeOrder(ctx, b, [{ itemId, month: 1, quantity: 1 }]);
    const applied = await bankOrder(b);
    ctx.clock.advance(61 * 60_000);
    try {
      const sheet = await applySheet(ctx, b, left, { usePoint: 1000, paymentMethod: 'BANK_TRANSFER' });
      expect(sheet).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.orderExpired } });
      expect(await transfer(b, applied.orderId, 'late@example.com')).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.orderExpired } });
      // Nothing was reserved or extended: the jobs cancel both as they would have.
      expect(await memberPoints(ctx, b.id)).toBe(1000);
      expect(await cancelExpiredOrders(ctx.deps)).toBeGreaterThanOrEqual(2);
    } finally {
      ctx.clock.advance(-61 * 60_000);
    }
    expect((await orderRow(ctx, left)).status).toBe('CANCEL');
    expect((await orderRow(ctx, applied.orderId)).status).toBe('CANCEL');
  });

  it('cancels a checkout left before choosing a method within the hour', async () => {
    const b = await createBuyer(ctx);
    await expiresWithinTheHour(await placeOrder(ctx, b, [{ itemId, month: 1, quantity: 1 }]));
  });
});
