import { sql, type Kysely } from 'kysely';

// Licenses: which PC (the desktop app's machine id, when it sent one) took each MAC slot, and an
// index for the expiry job's scan of live keys by expiry. Frozen in time: imports only kysely.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('machine_id1', 'text')
    .addColumn('machine_id2', 'text')
    .execute();
  // A slot holds one PC: the same adapter cannot sit in both slots.
  await db.schema
    .alterTable('subscriptions')
    .addCheckConstraint('subscriptions_distinct_macs', sql`mac_address1 is null or mac_address2 is null or mac_address1 <> mac_address2`)
    .execute();
  await db.schema.createIndex('subscriptions_granted_expiry_idx').on('subscriptions').column('expire_at').where(sql.ref('use_status'), '=', 'GRANTED').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index subscriptions_granted_expiry_idx`.execute(db);
  await db.schema.alterTable('subscriptions').dropConstraint('subscriptions_distinct_macs').execute();
  await db.schema.alterTable('subscriptions').dropColumn('machine_id1').dropColumn('machine_id2').execute();
}
