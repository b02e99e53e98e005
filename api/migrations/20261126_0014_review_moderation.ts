// An admin can hide a review (abuse, personal data, advertising) instead of deleting it: the row
// stays, so its order line cannot be reviewed (and rewarded) a second time, and its author still
// sees it on my page with the reason. Hidden reviews leave the product page and its rating.
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table reviews
      add column hidden_at timestamptz,
      add column hidden_reason text,
      add constraint reviews_hidden_reason check ((hidden_at is null) = (hidden_reason is null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reviews drop constraint reviews_hidden_reason, drop column hidden_reason, drop column hidden_at`.execute(db);
}
