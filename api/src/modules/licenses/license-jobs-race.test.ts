import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWithDevCard, createBuyer, createTestItem, keysOf, orderRow, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { gated as gateAt, onPostgres } from '../../../test/lock-gate.ts';
import { sendExpiryNotices } from './expiry-notices.ts';
import { expireLicenses } from './license-jobs.ts';

// The key jobs (expiry, and the week-ahead notices) racing an admin's cancel of an order of
// several keys. A job updates its batch of keys in one statement, in whatever order its plan
// reads them (by expiry, or by a hash of their ids); the cancel revokes the order's keys in the
// order of its index (where the rows lie). Taken in opposite orders, PostgreSQL aborts one of
// them as a deadlock: the cancel's 500, or a job run that fails. The gated tests place one
// transaction exactly between two rows of the other's statement (PostgreSQL only: PGlite runs
// one transaction at a time); the rounds run the two together on both databases.

const DAY = 86_400_000;
const KEYS = 4;

let ctx: TestContext;
let itemId: number;
let admin: Buyer;

beforeAll(async () => {
  ctx = await createTestContext();
  itemId = await createTestItem(ctx, { sale_price: 10_000, cost_price: 10_000 });
  admin = await createBuyer(ctx, { role: 'ADMIN' });
});
afterAll(() => ctx.close());

const adminCancel = (orderId: number) => send(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, admin.token, { reason: '관리자 확인' });

/**
 * A paid order of KEYS keys, all started (GRANTED), each key expiring before the one issued
 * before it: a job reading them by expiry takes them last to first. `expiresIn` places the
 * first key's expiry from now (negative: expired).
 */
async function orderOfStartedKeys(expiresIn: number): Promise<{ orderId: number; keyIds: number[] }> {
  const buyer = await createBuyer(ctx);
  const { orderId } = await buyWithDevCard(ctx, buyer, [{ itemId, month: 1, quantity: KEYS }]);
  const keys = await keysOf(ctx, orderId);
  const now = ctx.clock.now().getTime();
  for (const [i, k] of keys.entries()) {
    const expireAt = new Date(now + expiresIn - i * 1000);
    await ctx.db.updateTable('subscriptions').set({ use_status: 'GRANTED', start_at: new Date(expireAt.getTime() - 30 * DAY), expire_at: expireAt }).where('id', '=', k.id).execute();
  }
  return { orderId, keyIds: keys.map((k) => k.id) };
}

/** The order cancelled, every key revoked (the cancel's status wins over the job's). */
async function expectCancelled(orderId: number, label: string): Promise<void> {
  expect((await orderRow(ctx, orderId)).status, label).toBe('CANCEL');
  const keys = await keysOf(ctx, orderId);
  expect(keys.map((k) => [k.use_status, k.revoked_at !== null]), label).toEqual(keys.map(() => ['UNSUBSCRIPTION', true]));
}

/**
 * Stops the transaction whose update of a key matches `when`, inside its statement: `before
 * update` has the row it fires for locked and the rows after it not yet (test/lock-gate.ts).
 */
const gated = <A, B>(when: string, first: () => Promise<A>, second: () => Promise<B>) =>
  gateAt(ctx.db, { event: 'before update on subscriptions', when }, first, second, { secondMayFinish: true });

// Which of the two stops: the job at the first key it updates, or the cancel at the first key it revokes.
const JOB_EXPIRES = "old.use_status = 'GRANTED' and new.use_status = 'EXPIRED'";
const CANCEL_REVOKES = 'old.revoked_at is null and new.revoked_at is not null';

describe("the key-expiry job racing an admin's cancel of an order of several expired keys", () => {
  it.runIf(onPostgres)('a job that has expired its first key when the cancel starts: both done', async () => {
    const { orderId } = await orderOfStartedKeys(-DAY);
    const [expired, cancelled] = await gated(JOB_EXPIRES, () => expireLicenses(ctx.deps), () => adminCancel(orderId));
    // Its batch is locked as the update reads it: keys the cancel took meanwhile wait for a later run.
    expect(expired).toBeGreaterThan(0);
    expect(cancelled.status).toBe(200);
    await expectCancelled(orderId, 'gated');
  });

  it.runIf(onPostgres)('a cancel that has revoked its first key when the job starts: both done', async () => {
    const { orderId } = await orderOfStartedKeys(-DAY);
    const [cancelled, expired] = await gated(`${CANCEL_REVOKES} and new.order_id = ${orderId}`, () => adminCancel(orderId), () => expireLicenses(ctx.deps));
    expect(cancelled.status).toBe(200);
    expect(expired).toBeGreaterThanOrEqual(0);
    await expectCancelled(orderId, 'gated');
  });

  it('the job and a cancel together, 30 times: never a 5xx or a failed run, the keys revoked', async () => {
    for (let round = 0; round < 30; round++) {
      const { orderId } = await orderOfStartedKeys(-DAY);
      const [expired, cancelled] = await Promise.allSettled([expireLicenses(ctx.deps), adminCancel(orderId)]);
      expect(expired.status, `round ${round}: ${expired.status === 'rejected' ? String(expired.reason) : ''}`).toBe('fulfilled');
      expect(cancelled.status === 'fulfilled' && cancelled.value.status, `round ${round}`).toBe(200);
      await expectCancelled(orderId, `round ${round}`);
    }
  });
});

describe("the expiry-notice job racing an admin's cancel of an order of several keys expiring this week", () => {
  // A shop of thousands of keys, analysed: the job's plan then reads its batch by a hash of the
  // ids, as in production (on a few rows it scans them where they lie, as the cancel does).
  beforeAll(async () => {
    const buyer = await createBuyer(ctx);
    const { orderId } = await buyWithDevCard(ctx, buyer, [{ itemId, month: 1, quantity: 1 }]);
    const { id: _id, hash_key: _hash, unit_index: _unit, ...key } = (await keysOf(ctx, orderId))[0]!;
    const later = ctx.clock.now().getTime() + 40 * DAY;
    for (let batch = 0; batch < 10; batch++) {
      const rows = Array.from({ length: 500 }, (_, i) => ({ ...key, hash_key: `FILLER-${batch}-${i}`, unit_index: 1 + batch * 500 + i, use_status: 'GRANTED' as const, expire_at: new Date(later + i * 1000) }));
      await ctx.db.insertInto('subscriptions').values(rows).execute();
    }
    await sql`analyze subscriptions`.execute(ctx.db);
  });

  it.runIf(onPostgres)('a job that has claimed its first key when the cancel starts: both done', async () => {
    const { orderId } = await orderOfStartedKeys(3 * DAY);
    const [told, cancelled] = await gated('old.expiry_notice_at is null and new.expiry_notice_at is not null', () => sendExpiryNotices(ctx.deps), () => adminCancel(orderId));
    expect(told).toBe(1);
    expect(cancelled.status).toBe(200);
    await expectCancelled(orderId, 'gated');
  });

  it.runIf(onPostgres)('a cancel that has revoked its first key when the job starts: both done', async () => {
    const { orderId } = await orderOfStartedKeys(3 * DAY);
    const [cancelled, told] = await gated(`${CANCEL_REVOKES} and new.order_id = ${orderId}`, () => adminCancel(orderId), () => sendExpiryNotices(ctx.deps));
    expect(cancelled.status).toBe(200);
    expect(told).toBeGreaterThanOrEqual(0);
    await expectCancelled(orderId, 'gated');
  });

  it('the job and a cancel together, 30 times: never a 5xx or a failed run, the keys revoked', async () => {
    for (let round = 0; round < 30; round++) {
      const { orderId } = await orderOfStartedKeys(3 * DAY);
      const [told, cancelled] = await Promise.allSettled([sendExpiryNotices(ctx.deps), adminCancel(orderId)]);
      expect(told.status, `round ${round}: ${told.status === 'rejected' ? String(told.reason) : ''}`).toBe('fulfilled');
      expect(cancelled.status === 'fulfilled' && cancelled.value.status, `round ${round}`).toBe(200);
      await expectCancelled(orderId, `round ${round}`);
    }
  });
});
