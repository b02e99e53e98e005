// Catalog change notifications for the in-process read cache (modules/catalog/catalog.cache.ts),
// and two admin list indexes.
// Statement-level triggers on every table the storefront list, detail and suggestions read
// send NOTIFY catalog_changed when a statement changed them. NOTIFY is transactional: it is
// delivered at commit and never for a rolled-back change, to every API process listening on
// this database, whichever module (or raw SQL) made the change. No version row is updated,
// so no lock is added to the writers' transactions.
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

const TABLES = ['items', 'reviews', 'qna_articles'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_catalog_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('catalog_changed', tg_table_name);
      return null;
    end
    $$`.execute(db);
  for (const table of TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_notify_catalog`)}
      after insert or update or delete or truncate on ${sql.id(table)}
      for each statement execute function notify_catalog_changed()`.execute(db);
  }
  // Reviews and Q&A show the author's masked login id; withdrawal rewrites it. Other member
  // updates (points, last login) do not touch the catalog and must not flush the cache.
  await sql`
    create trigger members_notify_catalog
    after update of login_id or delete on members
    for each statement execute function notify_catalog_changed()`.execute(db);

  // Admin list filters that had no index at scale (bench/scale-results.md): orders of a date
  // range, and members by login id prefix (lower(login_id) LIKE 'abc%'; the unique index on
  // lower(login_id) uses the database collation and cannot serve LIKE).
  await sql`create index orders_created_at_idx on orders (created_at)`.execute(db);
  await sql`create index members_login_id_pattern_idx on members (lower(login_id) text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists members_login_id_pattern_idx`.execute(db);
  await sql`drop index if exists orders_created_at_idx`.execute(db);
  await sql`drop trigger if exists members_notify_catalog on members`.execute(db);
  for (const table of TABLES) await sql`drop trigger if exists ${sql.id(`${table}_notify_catalog`)} on ${sql.id(table)}`.execute(db);
  await sql`drop function if exists notify_catalog_changed()`.execute(db);
}
