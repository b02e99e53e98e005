// The desktop app's social login in the member's browser (RFC 8252): a state may name the
// loopback port the flow ends at and the S256 challenge of the app's verifier, and the ticket it
// yields keeps the challenge, so only the app that started the login can exchange it.
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table oauth_states
      add column app_port integer check (app_port between 1024 and 65535),
      add column app_challenge text,
      add constraint oauth_states_app_both check ((app_port is null) = (app_challenge is null))
  `.execute(db);
  await sql`alter table login_tickets add column app_challenge text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table login_tickets drop column app_challenge`.execute(db);
  await sql`alter table oauth_states drop constraint oauth_states_app_both, drop column app_challenge, drop column app_port`.execute(db);
}
