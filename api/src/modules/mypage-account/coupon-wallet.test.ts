import { ACCOUNT_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, createBuyer, createCoupon, createTestItem, devPay, orderRow, placeOrder, send, verify, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let ctx: TestContext;
let buyer: Buyer;
let other: Buyer;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  buyer = await createBuyer(ctx);
  other = await createBuyer(ctx);
  const now = Date.now();
  // Six unused (expiring on days 1..6), two used, one expired copy, one coupon past its end.
  for (let i = 1; i <= 6; i++) {
    const id = await createCoupon(ctx, { name: `미사용 ${i}`, discount_type: i % 2 ? 'FIXED' : 'PERCENT', discount_value: i % 2 ? 1000 * i : 5 * i });
    await ctx.db.insertInto('member_coupons').values({ member_id: buyer.id, coupon_id: id, expires_at: new Date(now + i * DAY) }).execute();
  }
  for (let i = 1; i <= 2; i++) {
    const id = await createCoupon(ctx, { name: `사용 ${i}` });
    await ctx.db.insertInto('member_coupons').values({ member_id: buyer.id, coupon_id: id, used_at: new Date(now - i * DAY) }).execute();
  }
  const expired = await createCoupon(ctx, { name: '기간 만료' });
  await ctx.db.insertInto('member_coupons').values({ member_id: buyer.id, coupon_id: expired, expires_at: new Date(now - DAY) }).execute();
  const ended = await createCoupon(ctx, { name: '종료된 쿠폰', start_at: new Date(now - 10 * DAY), end_at: new Date(now - 2 * DAY) });
  await ctx.db.insertInto('member_coupons').values({ member_id: buyer.id, coupon_id: ended }).execute();
  await createCoupon(ctx, { name: '다른 회원 쿠폰' }, [other.id]);
});
afterAll(() => ctx.close());

const list = (query: string, b: Buyer = buyer) => send(ctx, 'GET', `/api/coupon${query}`, b.token);
const names = (body: { content: { name: string }[] }) => body.content.map((c) => c.name);

describe('GET /api/coupon', () => {
  it('lists unused coupons 4 a page, soonest expiry first', async () => {
    const first = await list('?page=1&size=4&status=unused');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, totalPages: 2, totalElements: 6 });
    expect(names(first.body)).toEqual(['미사용 1', '미사용 2', '미사용 3', '미사용 4']);
    expect(first.body.content[0]).toMatchObject({ status: 'UNUSED', discountAmount: 1000, discountRate: null, usedAt: null });
    expect(first.body.content[1]).toMatchObject({ discountRate: 10, discountAmount: null });
    expect(names((await list('?page=2&size=4&status=unused')).body)).toEqual(['미사용 5', '미사용 6']);
    expect((await list('?page=3&size=4&status=unused')).body).toMatchObject({ content: [], totalPages: 2 });
  });

  it('lists a coupon that never expires after the dated ones', async () => {
    const holder = await createBuyer(ctx);
    await createCoupon(ctx, { name: '기한 없음' }, [holder.id]);
    const dated = await createCoupon(ctx, { name: '내일 만료' });
    await ctx.db.insertInto('member_coupons').values({ member_id: holder.id, coupon_id: dated, expires_at: new Date(Date.now() + DAY) }).execute();
    expect(names((await list('?page=1&size=4&status=unused', holder)).body)).toEqual(['내일 만료', '기한 없음']);
  });

  it('puts used and expired coupons on the used tab', async () => {
    const used = await list('?status=used');
    expect(used.body.totalElements).toBe(4);
    const byName = Object.fromEntries(used.body.content.map((c: { name: string; status: string }) => [c.name, c.status]));
    expect(byName).toEqual({ '사용 1': 'USED', '사용 2': 'USED', '기간 만료': 'EXPIRED', '종료된 쿠폰': 'EXPIRED' });
  });

  it('shows a coupon taken by an order still waiting for its payment on the unused tab, held by it, and as used once paid', async () => {
    const holder = await createBuyer(ctx);
    await createCoupon(ctx, { name: '결제 대기 쿠폰' }, [holder.id]);
    const item = await createTestItem(ctx, { sale_price: 20_000, cost_price: 20_000 });
    const orderId = await placeOrder(ctx, holder, [{ itemId: item, month: 1, quantity: 1 }]);
    const coupons = (await send(ctx, 'GET', `/api/ordersheet?orderId=${orderId}`, holder.token)).body.coupons as { couponId: number }[];
    const sheet = await applySheet(ctx, holder, orderId, { couponId: coupons[0]!.couponId });
    expect(sheet.status).toBe(200);
    const { order_number } = await orderRow(ctx, orderId);

    const held = (await list('?status=unused', holder)).body.content;
    expect(held).toMatchObject([{ name: '결제 대기 쿠폰', status: 'RESERVED', orderNumber: order_number }]);
    expect(held[0].usedAt).not.toBeNull();
    expect((await list('?status=used', holder)).body).toMatchObject({ totalElements: 0, content: [] });

    await devPay(ctx, sheet.body.paymentId, sheet.body.finalAmount);
    expect((await verify(ctx, holder, orderId, sheet.body.paymentId, sheet.body.finalAmount)).status).toBe(200);
    expect((await list('?status=used', holder)).body.content).toMatchObject([{ status: 'USED', orderNumber: order_number }]);
    expect((await list('?status=unused', holder)).body.totalElements).toBe(0);
  });

  it('moves a coupon the admin stopped, or one used up by others, to the used tab, agreeing with the profile count', async () => {
    const holder = await createBuyer(ctx);
    const stopped = await createCoupon(ctx, { name: '중지된 쿠폰' }, [holder.id]);
    await createCoupon(ctx, { name: '소진된 쿠폰', quantity: 1, used_count: 1 }, [holder.id]);
    await createCoupon(ctx, { name: '쓸 수 있는 쿠폰' }, [holder.id]);
    await ctx.db.updateTable('coupons').set({ is_active: false }).where('id', '=', stopped).execute();

    const unused = await list('?status=unused', holder);
    expect(names(unused.body)).toEqual(['쓸 수 있는 쿠폰']);
    const used = await list('?status=used', holder);
    expect(Object.fromEntries(used.body.content.map((c: { name: string; status: string }) => [c.name, c.status]))).toEqual({
      '중지된 쿠폰': 'UNAVAILABLE',
      '소진된 쿠폰': 'UNAVAILABLE',
    });
    const profile = await send(ctx, 'GET', '/api/mypage', holder.token);
    expect(profile.body.myManagementData.couponCount).toBe(unused.body.totalElements);
  });

  it('shows a coupon issued before its period starts as upcoming, not usable (checkout refuses it until then)', async () => {
    const holder = await createBuyer(ctx);
    const startsAt = new Date(Date.now() + 3 * DAY);
    await createCoupon(ctx, { name: '다음 주 쿠폰', start_at: startsAt, end_at: new Date(Date.now() + 10 * DAY) }, [holder.id]);
    const unused = await list('?status=unused', holder);
    expect(unused.body.content).toEqual([expect.objectContaining({ name: '다음 주 쿠폰', status: 'UPCOMING', startsAt: startsAt.toISOString() })]);
    // The profile counts only what checkout accepts now.
    const profile = await send(ctx, 'GET', '/api/mypage', holder.token);
    expect(profile.body.myManagementData.couponCount).toBe(0);
  });

  it("never shows another member's coupons", async () => {
    expect(names((await list('', other)).body)).toEqual(['다른 회원 쿠폰']);
    expect(names((await list('?status=used&size=50')).body)).not.toContain('다른 회원 쿠폰');
  });

  it('refuses bad tabs and pages', async () => {
    expect(await list('?status=all')).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.couponStatus } });
    expect(await list('?page=-1')).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.page } });
    expect(await list('?size=0')).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.size } });
  });
});

describe('POST /api/coupon/use/{code}: registering a coupon code', () => {
  const use = (b: Buyer, code: string) => send(ctx, 'POST', `/api/coupon/use/${code}`, b.token);

  it('takes a code into the wallet once; unknown and malformed codes are refused', async () => {
    await createCoupon(ctx, { name: '가을 쿠폰', code: 'AUTUMN-1', valid_days: 30 });
    const res = await use(buyer, 'autumn-1');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: ACCOUNT_MESSAGES.couponRegistered, coupon: { name: '가을 쿠폰', status: 'UNUSED' } });
    expect(await use(buyer, 'AUTUMN-1')).toMatchObject({ status: 409, body: { message: ACCOUNT_MESSAGES.couponAlreadyOwned } });
    expect(await use(buyer, 'NOPE123')).toMatchObject({ status: 404, body: { message: ACCOUNT_MESSAGES.couponNotFound } });
    expect(await use(buyer, 'a%20b')).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.couponCode } });
    const inactive = await createCoupon(ctx, { name: '꺼진 쿠폰', code: 'OFF-1', is_active: false });
    expect(inactive).toBeGreaterThan(0);
    expect((await use(other, 'OFF-1')).status).toBe(404);
  });

  it('one copy per member even when the same member fires many requests at once', async () => {
    const couponId = await createCoupon(ctx, { name: '동시 쿠폰', code: 'RACE-ONE' });
    const racer = await createBuyer(ctx);
    const results = await Promise.all(Array.from({ length: 8 }, () => use(racer, 'RACE-ONE')));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const copies = await ctx.db.selectFrom('member_coupons').select('id').where('coupon_id', '=', couponId).execute();
    expect(copies).toHaveLength(1);
    const coupon = await ctx.db.selectFrom('coupons').select('issued_count').where('id', '=', couponId).executeTakeFirstOrThrow();
    expect(coupon.issued_count).toBe(1);
  });

  it('never hands out more than the quantity when many members race', async () => {
    const couponId = await createCoupon(ctx, { name: '선착순 쿠폰', code: 'FIRST-3', quantity: 3 });
    const members = await Promise.all(Array.from({ length: 8 }, () => createBuyer(ctx)));
    const results = await Promise.all(members.map((m) => use(m, 'FIRST-3')));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === ACCOUNT_MESSAGES.couponSoldOut)).toBe(true);
    const coupon = await ctx.db.selectFrom('coupons').select('issued_count').where('id', '=', couponId).executeTakeFirstOrThrow();
    expect(coupon.issued_count).toBe(3);
  });

  it('throttles code guessing per member', async () => {
    ctx.clock.startNextWindow(600);
    const guesser = await createBuyer(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await use(guesser, `GUESS${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
