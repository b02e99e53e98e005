// My page, account part: the history of e-mail/SMS notification choices (each change a row with
// its time, PIPA; ad consent itself stays in member_consents as 'marketing'), and withdrawal
// reasons kept for statistics WITHOUT any member reference, so they outlive the erasure.
// Frozen in time: imports only 'kysely', never application code.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_preference_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('notification_preference_changes_member_idx')
    .on('notification_preference_changes')
    .columns(['member_id', 'channel', 'id'])
    .execute();

  await db.schema
    .createTable('withdrawal_reasons')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('RARELY_USED', 'NO_PRODUCT', 'PRICE', 'SERVICE', 'PRIVACY', 'OTHER')`),
    )
    .addColumn('detail', 'text', (c) => c.check(sql`char_length(detail) <= 500`))
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Withdrawn login ids are released 30 days after withdrawal; this index keeps that scan cheap.
  await sql`create index members_withdrawn_at_idx on members (withdrawn_at) where status = 'WITHDRAWN'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index members_withdrawn_at_idx`.execute(db);
  await db.schema.dropTable('withdrawal_reasons').execute();
  await db.schema.dropTable('notification_preference_changes').execute();
}
