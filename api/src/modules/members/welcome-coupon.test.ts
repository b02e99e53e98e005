import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { loginAs, randomPhone, signupThroughApi } from '../../../test/members.ts';
import { purgeExpired } from '../../db/housekeeping.ts';
import { WELCOME_COUPON_HOLD_DAYS } from './members.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

async function joinAndLeave(phoneNumber: string) {
  const { payload, res } = await signupThroughApi(ctx, { phoneNumber });
  expect(res.status).toBe(201);
  const token = await loginAs(ctx, payload.loginId as string, payload.password as string);
  const left = await send(ctx, 'POST', '/api/members/withdrawal', token, { reason: 'RARELY_USED', agreed: true, password: payload.password });
  expect(left.status).toBe(200);
  return res.body.data.welcomeCouponName as string | null;
}

describe('the welcome coupon, once per phone', () => {
  it('is not given again to a phone that withdrew and signs up again, until its claim lapses', async () => {
    const phone = randomPhone();
    expect(await joinAndLeave(phone)).toBe('신규 가입 환영 쿠폰');
    expect(await joinAndLeave(phone)).toBeNull();
    // Another phone is another member's first sign-up.
    expect(await joinAndLeave(randomPhone())).toBe('신규 가입 환영 쿠폰');
    // No phone number is kept: only its keyed hash.
    const claims = await ctx.db.selectFrom('welcome_coupon_claims').select('phone_key').execute();
    expect(claims.some((c) => c.phone_key.includes(phone))).toBe(false);

    ctx.clock.advance((WELCOME_COUPON_HOLD_DAYS + 1) * DAY);
    expect(await joinAndLeave(phone)).toBe('신규 가입 환영 쿠폰');
  });

  it('housekeeping drops claims older than a year', async () => {
    const phone = randomPhone();
    await joinAndLeave(phone);
    const count = async () => Number((await ctx.db.selectFrom('welcome_coupon_claims').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    await purgeExpired(ctx.db, ctx.clock.now()); // the earlier test's, a year old by now
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await purgeExpired(ctx.db, ctx.clock.now());
    expect(await count()).toBe(before);
    await purgeExpired(ctx.db, new Date(ctx.clock.now().getTime() + (WELCOME_COUPON_HOLD_DAYS + 1) * DAY));
    expect(await count()).toBe(0);
  });
});
