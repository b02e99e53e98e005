// Whether a status change's note reached the applicant. A rejection's or cancellation's reason
// always has; now an admin may share any other note too (what the consultation agreed, when the
// delivery comes), which the applicant reads in the mail and on their request's page.
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table custom_application_status_history add column note_shared boolean not null default false`.execute(db);
  // The reasons given before this column went to the applicant as they always have.
  await sql`update custom_application_status_history set note_shared = true where to_status in ('REJECTED', 'CANCEL') and note <> ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table custom_application_status_history drop column note_shared`.execute(db);
}
