import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestItem, send } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { randomIp } from '../../../test/members.ts';
import { newLicenseKey } from '../fulfilment/license-keys.ts';

// An admin clearing a PC's slot while that PC activates (DESIGN.md §6). The activation's slot
// takes and its held-slot check are separate statements; a clear that commits between them must
// not leave the PC refused with a slot free.

let ctx: TestContext;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  itemId = await createTestItem(ctx);
});
afterAll(() => ctx.close());

const PC_A = '02:00:00:00:0A:01';
const PC_B = '02:00:00:00:0B:01';

async function keyHeldBy(...macs: string[]): Promise<{ id: number; hashKey: string }> {
  const hashKey = newLicenseKey();
  const row = await ctx.db
    .insertInto('subscriptions')
    .values({ hash_key: hashKey, item_id: itemId, buyer_name: '테스트', subscription_period: 1, source: 'ADMIN', use_status: 'GRANTED', mac_address1: macs[0] ?? null, mac_address2: macs[1] ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, hashKey };
}

const activate = (hashKey: string, macAddress: string) =>
  ctx.request('/api/licenses/activate', { method: 'POST', headers: { 'x-forwarded-for': randomIp() }, json: { hashKey, macAddress } });
const slotsOf = (id: number) => ctx.db.selectFrom('subscriptions').select(['mac_address1', 'mac_address2']).where('id', '=', id).executeTakeFirstOrThrow();

/**
 * Clears `mac`'s slot of `hashKey` right after the next `updates` UPDATE statements on
 * subscriptions (a statement trigger fires even when an UPDATE matched no row): an admin's clear
 * placed exactly between two statements of an activation, on PGlite as on PostgreSQL.
 */
async function clearAfterUpdates(hashKey: string, mac: string, updates: number): Promise<void> {
  await sql`create table if not exists slot_clear_hook (hash_key text primary key, mac text not null, updates_left int not null)`.execute(ctx.db);
  await sql`create or replace function slot_clear_hook() returns trigger language plpgsql as $$
    begin
      if pg_trigger_depth() > 1 then return null; end if;
      with fired as (delete from slot_clear_hook where updates_left <= 1 returning hash_key, mac)
      update subscriptions s set
        mac_address1 = case when s.mac_address1 = f.mac then null else s.mac_address1 end,
        machine_id1 = case when s.mac_address1 = f.mac then null else s.machine_id1 end,
        mac_address2 = case when s.mac_address2 = f.mac then null else s.mac_address2 end,
        machine_id2 = case when s.mac_address2 = f.mac then null else s.machine_id2 end
      from fired f where s.hash_key = f.hash_key;
      update slot_clear_hook set updates_left = updates_left - 1;
      return null;
    end $$`.execute(ctx.db);
  await sql`drop trigger if exists slot_clear_hook on subscriptions`.execute(ctx.db);
  await sql`create trigger slot_clear_hook after update on subscriptions for each statement execute function slot_clear_hook()`.execute(ctx.db);
  await sql`insert into slot_clear_hook values (${hashKey}, ${mac}, ${updates})`.execute(ctx.db);
}

async function removeHook(): Promise<void> {
  await sql`drop trigger if exists slot_clear_hook on subscriptions`.execute(ctx.db);
  await sql`drop table if exists slot_clear_hook`.execute(ctx.db);
}

describe('activation racing an admin slot clear', () => {
  it('a PC whose slot is cleared between its failed takes and its held check gets a slot, not SLOTS_FULL', async () => {
    const key = await keyHeldBy(PC_A, PC_B);
    // Both takes fail (both slots full), then A's slot is cleared before the held check.
    await clearAfterUpdates(key.hashKey, PC_A, 2);
    try {
      const res = await activate(key.hashKey, PC_A);
      expect(res).toMatchObject({ status: 200, body: { valid: true, slot: 1 } });
    } finally {
      await removeHook();
    }
    expect(await slotsOf(key.id)).toEqual({ mac_address1: PC_A, mac_address2: PC_B });
  });

  it('a third PC gets the slot another PC lost between its takes and its held check', async () => {
    const key = await keyHeldBy(PC_A, PC_B);
    await clearAfterUpdates(key.hashKey, PC_B, 2);
    try {
      expect(await activate(key.hashKey, '02:00:00:00:0C:01')).toMatchObject({ status: 200, body: { result: 'ACTIVATED', slot: 2 } });
    } finally {
      await removeHook();
    }
    expect(await slotsOf(key.id)).toEqual({ mac_address1: PC_A, mac_address2: '02:00:00:00:0C:01' });
  });

  it('a PC re-activating while an admin clears its slot, 20 times concurrently, is never refused', async () => {
    const admin = await createBuyer(ctx, { role: 'ADMIN' });
    for (let round = 0; round < 20; round++) {
      // A key per round: the per-key rate limit would refuse the later rounds of one key.
      const key = await keyHeldBy(PC_A, PC_B);
      const clear = send(ctx, 'DELETE', `/api/subscription/hash-key-mac-delete/temp?id=${key.id}&hashKey=${key.hashKey}&macAddress=${encodeURIComponent(PC_A)}`, admin.token);
      const [cleared, answer] = await Promise.all([clear, activate(key.hashKey, PC_A)]);
      expect(cleared.body.result, `round ${round}`).toBe('success');
      expect(answer, `round ${round}`).toMatchObject({ status: 200, body: { valid: true } });
      // Either the clear came last (slot 1 empty) or the activation took slot 1 back.
      expect([PC_A, null]).toContain((await slotsOf(key.id)).mac_address1);
      expect((await slotsOf(key.id)).mac_address2).toBe(PC_B);
    }
  });
});
