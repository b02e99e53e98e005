import { DAYS_PER_MONTH } from '@store/shared';
import { sql, type Selectable } from 'kysely';
import { genericPlan } from '../../db/generic-plans.ts';
import type { Db } from '../../db/transaction.ts';
import type { SubscriptionTable } from '../../db/types.ts';
import { hitRateLimitsQuery, type RateLimit } from '../../lib/rate-limit.ts';

// Kysely only. The MAC slots of a key are taken and cleared here, each with ONE conditional
// UPDATE: PostgreSQL locks the row and re-checks the WHERE clause against its newest version, so
// concurrent activations (on any number of API processes) cannot both fill a slot, and no
// activation can ever put a third PC on a key (DESIGN.md §6, SECURITY.md "Money").

export type SlotRow = Selectable<SubscriptionTable>;
export type KeyRow = SlotRow & { member_status: string | null };

/** The key with its member's status, for a statement of its own or inside a larger one. */
function keyByHashQuery(db: Db, hashKey: string) {
  return db.selectFrom('subscriptions as s').leftJoin('members as m', 'm.id', 's.member_id').selectAll('s').select('m.status as member_status').where('s.hash_key', '=', hashKey);
}

export function findKeyByHash(db: Db, hashKey: string): Promise<KeyRow | undefined> {
  return keyByHashQuery(db, hashKey).executeTakeFirst();
}

/**
 * Counts a validation's throttle hits and reads its key in one statement (a CTE, as a login
 * reads its member): every purchased program validates at start, and on PostgreSQL this saves a
 * round trip (in a loop on loopback, 1.1 → 1.0 ms per validation; on PGlite, where the write is
 * the cost, the same either way). The counts come back by limit key, for enforceRateLimits.
 */
export async function hitLimitsAndFindKey(db: Db, limits: RateLimit[], now: Date, hashKey: string): Promise<{ counts: Map<string, number>; row: KeyRow | undefined }> {
  const rows = await db
    .with('hits', (qc) => hitRateLimitsQuery(qc, limits, now))
    .selectFrom('hits')
    .leftJoin(keyByHashQuery(db, hashKey).as('k'), (join) => join.onTrue())
    .select(['hits.key as limit_key', 'hits.count as limit_count'])
    .selectAll('k')
    .modifyEnd(genericPlan)
    .execute();
  const counts = new Map(rows.map((r) => [r.limit_key, r.limit_count]));
  const first = rows[0];
  if (first?.id == null) return { counts, row: undefined };
  // The left join types every column as nullable; a row with an id is a whole key.
  const { limit_key: _key, limit_count: _count, ...row } = first;
  return { counts, row: row as KeyRow };
}

/**
 * Only a live key takes a slot: not revoked, BEFORE_USE or GRANTED, not past its expiry, and
 * not belonging to a suspended member. The cancel flow's contract (api/README.md) is
 * `revoked_at IS NULL AND use_status …` in the same statement as the write.
 */
function live(now: Date) {
  return sql<boolean>`s.revoked_at is null
    and s.use_status in ('BEFORE_USE', 'GRANTED')
    and (s.expire_at is null or s.expire_at > ${now})
    and (s.member_id is null or exists (select 1 from members m where m.id = s.member_id and m.status <> 'BLOCKED'))`;
}

/**
 * Starting the period on first activation: BEFORE_USE → GRANTED, start now, expiry from the months.
 * A month is 30 × 24 hours (expiryOf in shared, as the reveal and admin keys count it): interval
 * days would be calendar days in the session's time zone, 23 or 25 hours across a DST change.
 */
function startPeriod(now: Date) {
  return {
    use_status: sql<'GRANTED'>`'GRANTED'`,
    start_at: sql<Date>`coalesce(s.start_at, ${now}::timestamptz)`,
    expire_at: sql<Date | null>`case when s.use_status = 'BEFORE_USE'
      then case when s.subscription_period > 0 then ${now}::timestamptz + make_interval(hours => s.subscription_period * ${sql.lit(DAYS_PER_MONTH * 24)}) else null end
      else s.expire_at end`,
    updated_at: now,
  };
}

const SLOT_COLUMNS = {
  1: { mac: 'mac_address1', machine: 'machine_id1', otherMac: 'mac_address2', otherMachine: 'machine_id2' },
  2: { mac: 'mac_address2', machine: 'machine_id2', otherMac: 'mac_address1', otherMachine: 'machine_id1' },
} as const;

/**
 * Puts `mac` into `slot` if that slot is empty and the other slot does not already hold this
 * PC, by its MAC or by its machine id. Returns the updated row, or undefined when the condition
 * did not hold (at the moment the row lock was taken).
 */
export function takeSlot(db: Db, hashKey: string, slot: 1 | 2, mac: string, machineId: string | null, now: Date) {
  const c = SLOT_COLUMNS[slot];
  let update = db
    .updateTable('subscriptions as s')
    .set({ ...startPeriod(now), [c.mac]: mac, [c.machine]: machineId })
    .where('s.hash_key', '=', hashKey)
    .where(live(now))
    .where(`s.${c.mac}`, 'is', null)
    .where(sql<boolean>`${sql.ref(`s.${c.otherMac}`)} is distinct from ${mac}`);
  if (machineId !== null) update = update.where(sql<boolean>`${sql.ref(`s.${c.otherMachine}`)} is distinct from ${machineId}`);
  return update.returningAll().executeTakeFirst();
}

/**
 * The same PC back with another MAC (a laptop between its dock's Ethernet and its Wi-Fi reports
 * whichever adapter is connected): the slot that holds its machine id takes the new MAC, so one
 * PC never fills both slots. Run in the activation's transaction: the row is locked first, so
 * the MAC it reports replacing (for the audit log) is the one it replaced. Only for the key's
 * owner (`ownerId`, from the caller's token): the machine id is whatever the caller says. Returns
 * undefined when no live slot of the owner's key holds this machine id under another MAC.
 */
export async function moveSlot(db: Db, hashKey: string, mac: string, machineId: string, ownerId: number, now: Date) {
  const before = await db.selectFrom('subscriptions').select(['mac_address1', 'mac_address2']).where('hash_key', '=', hashKey).forUpdate().executeTakeFirst();
  if (!before) return undefined;
  for (const slot of [1, 2] as const) {
    const c = SLOT_COLUMNS[slot];
    const row = await db
      .updateTable('subscriptions as s')
      .set({ [c.mac]: mac, updated_at: now })
      .where('s.hash_key', '=', hashKey)
      .where('s.member_id', '=', ownerId)
      .where(live(now))
      .where(`s.${c.machine}`, '=', machineId)
      .where(sql<boolean>`${sql.ref(`s.${c.mac}`)} is distinct from ${mac}`)
      .where(sql<boolean>`${sql.ref(`s.${c.otherMac}`)} is distinct from ${mac}`)
      .returningAll()
      .executeTakeFirst();
    if (row) return { row, slot, previousMac: before[c.mac] };
  }
  return undefined;
}

/**
 * Locks the key's row until the transaction ends, so no slot of it changes meanwhile (an admin's
 * clear waits): what an activation reads and writes after this is one consistent state.
 */
export async function lockKey(db: Db, hashKey: string): Promise<boolean> {
  const row = await db.selectFrom('subscriptions').select('id').where('hash_key', '=', hashKey).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** The slot `mac` already holds on a live key (the idempotent answer), or undefined. */
export function heldSlot(db: Db, hashKey: string, mac: string, now: Date) {
  return db
    .selectFrom('subscriptions as s')
    .selectAll('s')
    .where('s.hash_key', '=', hashKey)
    .where(live(now))
    .where((eb) => eb.or([eb('s.mac_address1', '=', mac), eb('s.mac_address2', '=', mac)]))
    .executeTakeFirst();
}

/**
 * Records `machineId` on the slot that `mac` holds when that slot has none yet (it was taken by a
 * program that sends no machine id), unless the other slot already names this machine. Without
 * it, the same PC coming back through the app with another adapter's MAC would take the other
 * slot: one PC on both. Returns the updated row, or undefined when nothing was recorded.
 */
export function adoptMachineId(db: Db, hashKey: string, slot: 1 | 2, mac: string, machineId: string, now: Date) {
  const c = SLOT_COLUMNS[slot];
  return db
    .updateTable('subscriptions as s')
    .set({ [c.machine]: machineId, updated_at: now })
    .where('s.hash_key', '=', hashKey)
    .where(live(now))
    .where(`s.${c.mac}`, '=', mac)
    .where(`s.${c.machine}`, 'is', null)
    .where(sql<boolean>`${sql.ref(`s.${c.otherMachine}`)} is distinct from ${machineId}`)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Empties the slot that holds exactly `mac` on key `id` / `hashKey`: slot 1 first, else slot 2,
 * each a conditional UPDATE, so a racing activation either sees the slot before (full) or after
 * (empty), never half.
 */
export async function clearSlot(db: Db, id: number, hashKey: string, mac: string, now: Date): Promise<1 | 2 | undefined> {
  for (const slot of [1, 2] as const) {
    const c = SLOT_COLUMNS[slot];
    const row = await db
      .updateTable('subscriptions')
      .set({ [c.mac]: null, [c.machine]: null, updated_at: now })
      .where('id', '=', id)
      .where('hash_key', '=', hashKey)
      .where(c.mac, '=', mac)
      .returning('id')
      .executeTakeFirst();
    if (row) return slot;
  }
  return undefined;
}

/**
 * Marks live keys whose period has ended EXPIRED; returns their ids. The batch is locked first,
 * skipping keys another transaction holds (they expire at the next run): an UPDATE of many rows
 * locks them in whatever order its plan reads them (here by expiry), and waiting there for a key
 * of an order being cancelled, which revokes its keys in another order, deadlocked on PostgreSQL.
 * Never waiting for a key, the job cannot be part of a deadlock with any writer of keys.
 */
export async function expireKeys(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .with(
      (wb) => wb('batch').materialized(),
      (qc) =>
        qc
          .selectFrom('subscriptions')
          .select('id')
          .where('use_status', '=', 'GRANTED')
          .where('expire_at', '<=', now)
          .orderBy('expire_at')
          .limit(limit)
          .forNoKeyUpdate()
          .skipLocked(),
    )
    .updateTable('subscriptions')
    .set({ use_status: 'EXPIRED', updated_at: now })
    .where('id', 'in', (eb) => eb.selectFrom('batch').select('id'))
    .where('use_status', '=', 'GRANTED')
    .where('expire_at', '<=', now)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
