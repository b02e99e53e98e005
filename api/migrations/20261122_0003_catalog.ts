// Catalog and custom requests: items, reviews, Q&A, stored files, custom applications.
// Frozen in time: imports only 'kysely', never application code. Enum lists are copied here
// on purpose: a later change to the shared constants needs its own migration.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('item_name', 'text', (c) => c.notNull().check(sql`char_length(item_name) between 1 and 100`))
    .addColumn('item_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('BEST', 'NEW', 'DISCOUNTED', 'NCOMPANY', 'KCOMPANY', 'MARKETING', 'ETC')`),
    )
    // Integer won. The list price is never below the selling price, so a discount rate is
    // never negative, whatever an admin form sends.
    .addColumn('cost_price', 'integer', (c) => c.notNull().check(sql`cost_price >= 0`))
    .addColumn('sale_price', 'integer', (c) => c.notNull().check(sql`sale_price >= 0`))
    .addColumn('sale_quantity', 'integer', (c) => c.notNull().defaultTo(0).check(sql`sale_quantity >= 0`))
    .addColumn('item_status', 'text', (c) => c.notNull().defaultTo('PENDING').check(sql`item_status in ('SALE', 'PENDING', 'STOP')`))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('recommend', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('install_method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('environment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('as_support', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thumb_file_name', 'text')
    .addColumn('detail_img_file_name', 'text')
    .addColumn('video_url', 'text')
    // Search forms of the name. search_text follows the name by itself; search_initials (초성)
    // is written by the application with the shared hangulInitials() rule, so the database
    // and the web compute it the same way.
    .addColumn('search_text', 'text', (c) =>
      c.generatedAlwaysAs(sql`lower(regexp_replace(item_name, '[[:space:]]+', '', 'g'))`).stored(),
    )
    .addColumn('search_initials', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('items_sale_not_above_cost', sql`sale_price <= cost_price`)
    .execute();
  await db.schema.createIndex('items_status_category_idx').on('items').columns(['item_status', 'category']).execute();
  await sql`create index items_tags_idx on items using gin (tags)`.execute(db);
  // Trigram indexes: substring (LIKE '%…%' of 3+ characters) and similarity (typos) searches.
  await sql`create index items_search_text_trgm_idx on items using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index items_search_initials_trgm_idx on items using gin (search_initials gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    // The commerce migration adds the foreign key to order_items once that table exists.
    .addColumn('order_item_id', 'integer')
    .addColumn('rate', 'integer', (c) => c.notNull().check(sql`rate between 1 and 5`))
    .addColumn('content', 'text', (c) => c.notNull().check(sql`char_length(content) between 1 and 1000`))
    .addColumn('recommend_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`recommend_count >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // One review per purchased order line, even when two requests race.
  await sql`create unique index reviews_member_order_item_key on reviews (member_id, order_item_id) where order_item_id is not null`.execute(db);
  await db.schema.createIndex('reviews_item_idx').on('reviews').columns(['item_id', 'created_at']).execute();
  await db.schema.createIndex('reviews_member_idx').on('reviews').column('member_id').execute();

  await db.schema
    .createTable('qna_articles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 100`))
    .addColumn('content', 'text', (c) => c.notNull().check(sql`char_length(content) between 1 and 2000`))
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('PUBLIC').check(sql`visibility in ('PUBLIC', 'PRIVATE')`))
    .addColumn('comment', 'text')
    .addColumn('comment_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('qna_articles_item_idx').on('qna_articles').columns(['item_id', 'id']).execute();
  await db.schema.createIndex('qna_articles_member_idx').on('qna_articles').column('member_id').execute();

  // Uploaded and generated files. The id is a random, unguessable token; the bytes live in the
  // storage adapter under storage_key (a generated name, never the uploader's file name).
  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('custom-request', 'product-image', 'example')`))
    .addColumn('owner_member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    // SHA-256 of the visitor's upload_session cookie, never the cookie itself.
    .addColumn('upload_session', 'text')
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull().check(sql`size_bytes >= 0`))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('attached', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('stored_files_owner_idx').on('stored_files').columns(['owner_member_id', 'attached']).execute();
  await db.schema.createIndex('stored_files_session_idx').on('stored_files').columns(['upload_session', 'attached']).execute();

  await db.schema
    .createTable('custom_applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // Given on submission (CR-YYYYMMDD-NNNN, Seoul date); a draft has none.
    .addColumn('application_number', 'text', (c) => c.unique())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('WAITING')
        .check(sql`status in ('WAITING', 'ACCEPTED', 'IN_PROGRESS', 'PRODUCTION_COMPLETED', 'DELIVERY_COMPLETED', 'REJECTED', 'CANCEL')`),
    )
    .addColumn('is_draft', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    // A draft belongs to a member and has no number yet; a submission has both number and time.
    .addCheckConstraint(
      'custom_applications_draft_shape',
      sql`(is_draft and member_id is not null and application_number is null and submitted_at is null)
          or (not is_draft and application_number is not null and submitted_at is not null)`,
    )
    .execute();
  // At most one draft per member, even when two saves race.
  await sql`create unique index custom_applications_one_draft_key on custom_applications (member_id) where is_draft`.execute(db);
  await db.schema.createIndex('custom_applications_member_idx').on('custom_applications').columns(['member_id', 'id']).execute();

  // Per-day counters for application numbers: an upsert hands out each number exactly once.
  await db.schema
    .createTable('application_number_counters')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('custom_application_files')
    .addColumn('application_id', 'integer', (c) => c.notNull().references('custom_applications.id').onDelete('cascade'))
    // A file belongs to at most one application.
    .addColumn('file_id', 'text', (c) => c.notNull().unique().references('stored_files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('custom_application_files_pkey', ['application_id', 'file_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'custom_application_files',
    'application_number_counters',
    'custom_applications',
    'stored_files',
    'qna_articles',
    'reviews',
    'items',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
