import { ACCOUNT_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let ctx: TestContext;
let buyer: Buyer;
let other: Buyer;

beforeAll(async () => {
  ctx = await createTestContext();
  buyer = await createBuyer(ctx);
  other = await createBuyer(ctx);
});
afterAll(() => ctx.close());

const update = (b: Buyer, kind: string, value: unknown) => send(ctx, 'PUT', `/api/members/notification-preference/update/${kind}`, b.token, { value });

describe('notification preferences', () => {
  it('starts with informational notices on and ads as chosen at sign-up (declined)', async () => {
    const res = await send(ctx, 'GET', '/api/notification', buyer.token);
    expect(res.status).toBe(200);
    expect(res.body.notificationPreference).toMatchObject({ emailOptIn: true, smsOptIn: true, marketingOptIn: false });
    expect(Date.parse(res.body.notificationPreference.emailUpdatedAt)).not.toBeNaN();
  });

  it('switches e-mail and SMS, each change a row with its time, and says what changed when', async () => {
    ctx.clock.advance(60_000);
    const res = await update(buyer, 'email', 'false');
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/이메일 알림 수신을 거부하셨습니다/);
    expect(res.body.notificationPreference).toMatchObject({ emailOptIn: false, smsOptIn: true });
    await update(buyer, 'sms', 'false');
    await update(buyer, 'email', 'true');
    const rows = await ctx.db.selectFrom('notification_preference_changes').select(['channel', 'enabled', 'recorded_at']).where('member_id', '=', buyer.id).orderBy('id').execute();
    expect(rows.map((r) => [r.channel, r.enabled])).toEqual([['email', false], ['sms', false], ['email', true]]);
    const after = await send(ctx, 'GET', '/api/notification', buyer.token);
    expect(after.body.notificationPreference).toMatchObject({ emailOptIn: true, smsOptIn: false });
    expect(after.body.notificationPreference.smsUpdatedAt).toBe(rows[1]!.recorded_at.toISOString());
    expect(after.body.notificationPreference.emailUpdatedAt).toBe(rows[2]!.recorded_at.toISOString());
    // The other member is untouched.
    expect((await send(ctx, 'GET', '/api/notification', other.token)).body.notificationPreference).toMatchObject({ emailOptIn: true, smsOptIn: true });
  });

  it('records the ad consent as a marketing consent row (PIPA) and the refusal too', async () => {
    expect((await update(buyer, 'marketing', 'true')).body.message).toMatch(/광고성 정보 수신에 동의하셨습니다/);
    expect((await update(buyer, 'marketing', 'false')).body.message).toMatch(/광고성 정보 수신을 거부하셨습니다/);
    const consents = await ctx.db.selectFrom('member_consents').select(['agreed']).where('member_id', '=', buyer.id).where('kind', '=', 'marketing').orderBy('id').execute();
    expect(consents.map((c) => c.agreed)).toEqual([false, true, false]);
    const member = await ctx.db.selectFrom('members').select('marketing_opt_in').where('id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(member.marketing_opt_in).toBe(false);
  });

  it('refuses unknown kinds and values with Korean 400s', async () => {
    expect(await update(buyer, 'push', 'true')).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.preferenceKind } });
    expect(await update(buyer, 'email', true)).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.preferenceValue } });
    expect(await update(buyer, 'email', 'yes')).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.preferenceValue } });
  });
});
