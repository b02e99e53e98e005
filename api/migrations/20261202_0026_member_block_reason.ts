// Why a member was suspended, kept on the member while the suspension lasts: the admin who lifts
// it (or answers the member's call) reads it on the member's page instead of searching the audit
// log, which keeps it for good. Lifting the suspension clears it.
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column block_reason text`.execute(db);
  // Members suspended before this column: their reason is the one their suspension audited.
  await sql`
    update members m set block_reason = a.after->>'reason'
    from (
      select distinct on (target_id) target_id, after from audit_log
      where action = 'member.block' and target_type = 'member'
      order by target_id, id desc
    ) a
    where m.status = 'BLOCKED' and a.target_id = m.id::text and a.after->>'reason' is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members drop column block_reason`.execute(db);
}
