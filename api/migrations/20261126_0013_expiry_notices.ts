// A member who switched on e-mail or SMS notices hears of a key a week before it expires, once:
// `expiry_notice_at` marks the key as told (claimed by one conditional UPDATE, so two API
// processes never both send it). The partial index on GRANTED keys' expiry serves the search.
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table subscriptions add column expiry_notice_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table subscriptions drop column expiry_notice_at`.execute(db);
}
