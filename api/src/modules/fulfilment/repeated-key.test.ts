import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buyWithDevCard, createBuyer, createTestItem, keysOf, orderRow, paidAtProvider } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

// A license key drawn at fulfilment that already exists (a repeat of 90 random bits, made to
// happen by a trigger). In PostgreSQL a failed statement aborts its transaction, so the key must
// be drawn again without a unique violation, or the whole payment step fails.

let ctx: TestContext;
let itemId: number;
let existing: string;

beforeAll(async () => {
  ctx = await createTestContext();
  itemId = await createTestItem(ctx, { sale_price: 10_000, cost_price: 10_000 });
  const { orderId } = await buyWithDevCard(ctx, await createBuyer(ctx), [{ itemId, month: 1, quantity: 1 }]);
  existing = (await keysOf(ctx, orderId))[0]!.hash_key;
  await sql`create table repeat_key (hash_key text not null, times integer not null)`.execute(ctx.db);
  await sql`create function repeat_key() returns trigger language plpgsql as $$
    declare repeated text;
    begin
      update repeat_key set times = times - 1 where times > 0 returning hash_key into repeated;
      if repeated is not null then new.hash_key := repeated; end if;
      return new;
    end $$`.execute(ctx.db);
  await sql`create trigger repeat_key before insert on subscriptions for each row execute function repeat_key()`.execute(ctx.db);
});
afterEach(() => sql`delete from repeat_key`.execute(ctx.db));
afterAll(() => ctx.close());

/** The next `times` keys inserted become `existing`. */
const repeatExistingKey = (times: number) => sql`insert into repeat_key values (${existing}, ${times})`.execute(ctx.db);
const repeatsLeft = async () => (await sql<{ times: number }>`select times from repeat_key`.execute(ctx.db)).rows[0]?.times;

describe('a license key repeated at fulfilment', () => {
  it('is drawn again in the same transaction: the order is paid with all its keys', async () => {
    const order = await paidAtProvider(ctx, await createBuyer(ctx), [{ itemId, month: 1, quantity: 2 }]);
    await repeatExistingKey(1);

    expect((await order.pay()).status).toBe(200);
    expect(await repeatsLeft()).toBe(0);
    expect((await orderRow(ctx, order.orderId)).status).toBe('COMPLETE');
    const keys = await keysOf(ctx, order.orderId);
    expect(keys.map((k) => k.unit_index).sort()).toEqual([0, 1]);
    expect(keys.map((k) => k.hash_key)).not.toContain(existing);
    expect(new Set(keys.map((k) => k.hash_key)).size).toBe(2);
  });

  it('fails the payment step, leaving the order waiting, when every draw repeats; a retry pays it', async () => {
    const order = await paidAtProvider(ctx, await createBuyer(ctx), [{ itemId, month: 1, quantity: 1 }]);
    await repeatExistingKey(1_000);

    expect((await order.pay()).status).toBe(500);
    expect((await orderRow(ctx, order.orderId)).status).toBe('WAITING');
    expect(await keysOf(ctx, order.orderId)).toEqual([]);

    await sql`delete from repeat_key`.execute(ctx.db);
    expect((await order.pay()).status).toBe(200);
    expect(await keysOf(ctx, order.orderId)).toHaveLength(1);
  });
});
