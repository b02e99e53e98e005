import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';

/** app_settings rows by key. */
export async function readSettings(db: Db, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('app_settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** The latest save of any of `keys`, or null when none was ever saved. */
export async function settingsUpdatedAt(db: Db, keys: string[]): Promise<Date | null> {
  const row = await db.selectFrom('app_settings').select((eb) => eb.fn.max('updated_at').as('at')).where('key', 'in', keys).executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

/** Locks the rows about to change (and waits for a concurrent save), so before/after are exact. */
export async function lockSettings(db: Db, keys: string[]): Promise<void> {
  await db.selectFrom('app_settings').select('key').where('key', 'in', keys).forUpdate().execute();
}

export async function writeSetting(db: Db, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value: JSON.stringify(value), updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: sql`excluded.value`, updated_at: now }))
    .execute();
}
