import { AUTH_MESSAGES } from '@store/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, send } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { gated, onPostgres } from '../../../test/lock-gate.ts';
import { call, lastCode, randomIp, randomLoginId, randomPhone, signupPayload } from '../../../test/members.ts';

// One live member per e-mail address is a check, not an index (social accounts may share one), so
// a member confirming an address while someone signs up with it must queue on the address
// (emailInUseLocked). The gate stops the confirmation right after it has written the address,
// before it commits (PostgreSQL only: PGlite runs one transaction at a time).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('an e-mail change racing a sign-up with the same address', () => {
  it.runIf(onPostgres)('a sign-up arriving while the change is uncommitted waits for it, then is refused', async () => {
    const email = `${randomLoginId('both')}@example.com`;
    const buyer = await createBuyer(ctx);
    const sent = await send(ctx, 'POST', '/api/members/email/code', buyer.token, { name: '김구매', email }, { 'x-forwarded-for': randomIp() });
    expect(sent.status).toBe(200);
    const emailCode = await lastCode(ctx, email);
    const phone = randomPhone();
    expect((await call(ctx, '/api/members/phone/certification/no-user', { phoneNumber: phone })).status).toBe(200);
    const signup = signupPayload({ phoneNumber: phone, authNumber: await lastCode(ctx, phone), email });

    const [confirmed, signedUp] = await gated(
      ctx.db,
      { event: 'after update on members', when: `new.email = '${email}'` },
      () => send(ctx, 'POST', '/api/members/email/confirm', buyer.token, { email, authCode: emailCode }),
      () => call(ctx, '/api/signup', signup),
    );
    expect(confirmed.status).toBe(200);
    expect(signedUp.status).toBe(409);
    expect(signedUp.body.message).toBe(AUTH_MESSAGES.emailTaken);
    const holders = await ctx.db.selectFrom('members').select('id').where(sql<string>`lower(email)`, '=', email).execute();
    expect(holders.map((h) => h.id)).toEqual([buyer.id]);
  });
});
