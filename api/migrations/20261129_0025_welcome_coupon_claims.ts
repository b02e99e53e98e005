// A welcome coupon per phone, not per account: withdrawing and signing up again with the same
// phone would otherwise hand out the coupon on every round. Withdrawal erases the phone, so what
// stays is a keyed hash of it (HMAC: a phone number cannot be read back from it, nor found by
// trying the 10^8 numbers without the server's key), for a year from the claim (housekeeping).
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table welcome_coupon_claims (phone_key text primary key, claimed_at timestamptz not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table welcome_coupon_claims`.execute(db);
}
