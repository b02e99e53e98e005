import { AUTH_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { gated as gateAt, onPostgres } from '../../../test/lock-gate.ts';
import { lastCode, randomIp } from '../../../test/members.ts';
import { confirmEmail } from './account.service.ts';

// A member confirming their own e-mail address (the one on the account, not yet verified) while
// withdrawing in another tab. The confirmation uses up the address's code and writes the member;
// the withdrawal writes the member and deletes the codes sent to the member's addresses. The
// gated test places one transaction exactly between two statements of the other (PostgreSQL
// only: PGlite runs one transaction at a time); the rounds run the two requests together on both.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const withdraw = (b: Buyer) => send(ctx, 'POST', '/api/members/withdrawal', b.token, { reason: 'RARELY_USED', agreed: true });
const confirm = (b: Buyer, authCode: string) => send(ctx, 'POST', '/api/members/email/confirm', b.token, { email: b.email, authCode });
const memberRow = (id: number) => ctx.db.selectFrom('members').select(['status', 'email']).where('id', '=', id).executeTakeFirstOrThrow();

/** A member (no password: the session confirms the withdrawal) with a code sent to their own address. */
async function memberWithCode(): Promise<{ buyer: Buyer; code: string }> {
  const buyer = await createBuyer(ctx);
  const sent = await send(ctx, 'POST', '/api/members/email/code', buyer.token, { name: '김구매', email: buyer.email }, { 'x-forwarded-for': randomIp() });
  expect(sent.status).toBe(200);
  return { buyer, code: await lastCode(ctx, buyer.email) };
}

const gated = <A, B>(event: string, when: string, first: () => Promise<A>, second: () => Promise<B>) => gateAt(ctx.db, { event, when }, first, second);

describe('an e-mail confirmation racing a withdrawal of the same member', () => {
  it('a confirmation of a new address whose login check passed before the withdrawal stores nothing on the erased row', async () => {
    const buyer = await createBuyer(ctx);
    const fresh = `new-${buyer.id}@example.com`;
    const sent = await send(ctx, 'POST', '/api/members/email/code', buyer.token, { name: '김구매', email: fresh }, { 'x-forwarded-for': randomIp() });
    expect(sent.status).toBe(200);
    const code = await lastCode(ctx, fresh);
    expect((await withdraw(buyer)).status).toBe(200);
    // The service as the route calls it after its login check, which ran before the withdrawal.
    await expect(confirmEmail(ctx.deps, buyer.id, { email: fresh, authCode: code })).rejects.toMatchObject({ status: 401, message: AUTH_MESSAGES.sessionExpired });
    expect(await memberRow(buyer.id)).toEqual({ status: 'WITHDRAWN', email: null });
  });

  it.runIf(onPostgres)('a confirmation that has used its code up when the withdrawal starts: both succeed', async () => {
    const { buyer, code } = await memberWithCode();
    const [confirmed, withdrawn] = await gated(
      'after update on verification_codes',
      'old.consumed_at is null and new.consumed_at is not null',
      () => confirm(buyer, code),
      () => withdraw(buyer),
    );
    expect(confirmed.status).toBe(200);
    expect(withdrawn.status).toBe(200);
    expect(await memberRow(buyer.id)).toEqual({ status: 'WITHDRAWN', email: null });
  });

  it('a confirmation and a withdrawal sent together, 30 times: never a 5xx, the member withdrawn and erased', async () => {
    for (let round = 0; round < 30; round++) {
      const { buyer, code } = await memberWithCode();
      const [confirmed, withdrawn] = await Promise.all([confirm(buyer, code), withdraw(buyer)]);
      expect(withdrawn.status, `round ${round}`).toBe(200);
      // After the withdrawal its code is gone (400) or its session ended (401).
      expect([200, 400, 401], `round ${round}`).toContain(confirmed.status);
      expect(await memberRow(buyer.id), `round ${round}`).toEqual({ status: 'WITHDRAWN', email: null });
    }
  });
});
