import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { createBuyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { changePoints, takeBackPoints } from './points.repository.ts';

// The one way a balance changes, on its own: its callers (checkout, cancel, reviews, the admin's
// adjustment) are tested through their routes.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const now = new Date('2026-11-29T03:00:00Z');
const ledgerOf = (memberId: number) =>
  ctx.db.selectFrom('point_ledger').select(['delta', 'type', 'balance_after', 'order_id']).where('member_id', '=', memberId).orderBy('id').execute();
const balanceOf = async (memberId: number) => (await ctx.db.selectFrom('members').select('points').where('id', '=', memberId).executeTakeFirstOrThrow()).points;

describe('changePoints', () => {
  it('moves the balance and writes the ledger row with the balance after it, in one transaction', async () => {
    const b = await createBuyer(ctx, { points: 1_000 });
    expect(await inTransaction(ctx.db, (tx) => changePoints(tx, { memberId: b.id, delta: 250, description: '적립', orderId: null }, now))).toBe(1_250);
    expect(await inTransaction(ctx.db, (tx) => changePoints(tx, { memberId: b.id, delta: -1_250, description: '사용', orderId: null }, now))).toBe(0);
    expect(await balanceOf(b.id)).toBe(0);
    expect((await ledgerOf(b.id)).slice(-2)).toEqual([
      { delta: 250, type: 'SAVE', balance_after: 1_250, order_id: null },
      { delta: -1_250, type: 'USE', balance_after: 0, order_id: null },
    ]);
  });

  it('writes nothing and answers undefined when the balance does not cover a spend', async () => {
    const b = await createBuyer(ctx, { points: 100 });
    const rows = (await ledgerOf(b.id)).length;
    expect(await inTransaction(ctx.db, (tx) => changePoints(tx, { memberId: b.id, delta: -110, description: '사용', orderId: null }, now))).toBeUndefined();
    expect(await balanceOf(b.id)).toBe(100);
    expect(await ledgerOf(b.id)).toHaveLength(rows);
  });

  it('refuses a zero or fractional change as a programming error', async () => {
    const b = await createBuyer(ctx, { points: 100 });
    for (const delta of [0, 1.5, Number.NaN]) {
      await expect(inTransaction(ctx.db, (tx) => changePoints(tx, { memberId: b.id, delta, description: 'x', orderId: null }, now))).rejects.toThrow(RangeError);
    }
    expect(await balanceOf(b.id)).toBe(100);
  });

  it('is backed by the database: no write outside it can take a balance below 0', async () => {
    const b = await createBuyer(ctx, { points: 10 });
    await expect(sql`update members set points = -1 where id = ${b.id}`.execute(ctx.db)).rejects.toThrow();
    expect(await balanceOf(b.id)).toBe(10);
  });
});

describe('takeBackPoints', () => {
  it('takes what the balance holds and reports the rest as a shortfall', async () => {
    const b = await createBuyer(ctx, { points: 300 });
    expect(await inTransaction(ctx.db, (tx) => takeBackPoints(tx, { memberId: b.id, wanted: 500, description: '회수', orderId: null }, now))).toEqual({ taken: 300, shortfall: 200 });
    expect(await balanceOf(b.id)).toBe(0);
    expect(await inTransaction(ctx.db, (tx) => takeBackPoints(tx, { memberId: b.id, wanted: 50, description: '회수', orderId: null }, now))).toEqual({ taken: 0, shortfall: 50 });
  });
});
