// The admin dashboard sums orders by the day they were paid and by the day they were cancelled
// (refunds), and counts today's new members. At scale (1M orders, 100k members) each of those was
// a sequential scan; these indexes make them range scans of a few days.
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_paid_at_idx on orders (paid_at) where paid_at is not null`.execute(db);
  await sql`create index orders_cancelled_at_idx on orders (cancelled_at) where cancelled_at is not null`.execute(db);
  await sql`create index members_created_at_idx on members (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists members_created_at_idx`.execute(db);
  await sql`drop index if exists orders_cancelled_at_idx`.execute(db);
  await sql`drop index if exists orders_paid_at_idx`.execute(db);
}
