// A cancelled payment may go back in part: an admin refunding a program error minus the days
// used (store.md §9). `refund_amount` is the won going back, decided with the cancel; null on a
// payment nothing was decided for. The dev card provider records a partial cancel as PortOne does.
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payments
      add column refund_amount integer,
      add constraint payments_refund_amount check (refund_amount is null or (refund_amount >= 0 and refund_amount <= amount))`.execute(db);
  await sql`alter table dev_payments drop constraint dev_payments_status_check`.execute(db);
  await sql`
    alter table dev_payments
      add constraint dev_payments_status_check check (status in ('PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED')),
      add column cancelled_amount integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dev_payments drop column cancelled_amount, drop constraint dev_payments_status_check`.execute(db);
  await sql`update dev_payments set status = 'CANCELLED' where status = 'PARTIAL_CANCELLED'`.execute(db);
  await sql`alter table dev_payments add constraint dev_payments_status_check check (status in ('PAID', 'FAILED', 'CANCELLED'))`.execute(db);
  await sql`alter table payments drop constraint payments_refund_amount, drop column refund_amount`.execute(db);
}
