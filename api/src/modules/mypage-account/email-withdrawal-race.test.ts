import { AUTH_MESSAGES } from '@store/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { lastCode, randomIp } from '../../../test/members.ts';
import { confirmEmail } from './account.service.ts';

// A member confirming their own e-mail address (the one on the account, not yet verified) while
// withdrawing in another tab. The confirmation uses up the address's code and writes the member;
// the withdrawal writes the member and deletes the codes sent to the member's addresses. The
// gated test places one transaction exactly between two statements of the other (PostgreSQL
// only: PGlite runs one transaction at a time); the rounds run the two requests together on both.

let ctx: TestContext;
const onPostgres = process.env.STORE_TEST_DB === 'postgres';

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

const GATE = 424_244;

/**
 * Stops the transaction that the trigger `event … when` fires in at a gate the test holds (an
 * advisory lock taken on one connection of the pool): `first` runs up to the gate, `second` runs
 * until it waits for a lock too, then the gate opens. As in withdrawal-race.test.ts.
 */
async function gated<A, B>(event: string, when: string, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  const table = event.split(' ').at(-1)!;
  await sql`create or replace function test_gate() returns trigger language plpgsql as $$
    begin perform pg_advisory_xact_lock_shared(${sql.lit(GATE)}); return null; end $$`.execute(ctx.db);
  await sql`create trigger test_gate ${sql.raw(event)} for each row when (${sql.raw(when)}) execute function test_gate()`.execute(ctx.db);
  try {
    return await ctx.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${GATE})`.execute(conn);
      try {
        const a = first();
        await waitersReach(conn, 1);
        const b = second();
        await waitersReach(conn, 2);
        await sql`select pg_advisory_unlock(${GATE})`.execute(conn);
        return await Promise.all([a, b]);
      } finally {
        await sql`select pg_advisory_unlock_all()`.execute(conn);
      }
    });
  } finally {
    await sql`drop trigger if exists test_gate on ${sql.id(table)}`.execute(ctx.db);
  }
}

/** Waits until `n` sessions of this database wait for a lock (the gate, a row or an advisory lock). */
async function waitersReach(db: TestContext['db'], n: number): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (rows[0]!.n >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never ${n} sessions waiting for a lock`);
}

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
