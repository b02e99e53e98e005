// A member's purchase total in bigint: one order may be 10억 won, so a few of them passed what an
// integer holds, and the overflow failed the payment's transaction after the card was charged.
// (Won amounts stay far below 2^53, so the drivers read int8 as a number: db/database.ts.)
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members alter column total_purchase_krw type bigint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members alter column total_purchase_krw type integer using least(total_purchase_krw, 2147483647)`.execute(db);
}
