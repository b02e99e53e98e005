// Admin operations: each admin's "new orders seen up to" mark, the status history of custom
// applications (with the admin's note), and indexes for the audit-log screen's filters.
// Frozen in time: imports only 'kysely', never application code. The status list is copied
// from the catalog migration on purpose.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per admin: orders placed after seen_at are "new" for that admin. The mark only
  // moves forward (the service writes greatest(old, new)), so two tabs cannot rewind it.
  await db.schema
    .createTable('admin_order_marks')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  const statuses = sql`('WAITING', 'ACCEPTED', 'IN_PROGRESS', 'PRODUCTION_COMPLETED', 'DELIVERY_COMPLETED', 'REJECTED', 'CANCEL')`;
  await db.schema
    .createTable('custom_application_status_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('application_id', 'integer', (c) => c.notNull().references('custom_applications.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (c) => c.notNull().check(sql`from_status in ${statuses}`))
    .addColumn('to_status', 'text', (c) => c.notNull().check(sql`to_status in ${statuses}`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo('').check(sql`char_length(note) <= 1000`))
    .addColumn('actor_member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('custom_application_status_history_app_idx')
    .on('custom_application_status_history')
    .columns(['application_id', 'id'])
    .execute();

  // The audit-log screen pages newest first and filters by actor and action.
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_member_id', 'id']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id']).execute();
  // Admin order list: newest first, filtered by status.
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['orders_created_idx', 'orders_status_created_idx', 'audit_log_action_idx', 'audit_log_actor_idx', 'audit_log_created_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable('custom_application_status_history').execute();
  await db.schema.dropTable('admin_order_marks').execute();
}
