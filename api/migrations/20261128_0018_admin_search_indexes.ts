// Indexes for the admin screens at production scale (`npm run bench:scale`: 100k members, 1M
// orders, 2M keys, 200k reviews), where their searches and the new-order poll read whole tables:
// - "part of" searches (ILIKE '%…%') of members, order numbers, review texts and key buyers:
//   trigram indexes (pg_trgm, migration 0001), which serve ILIKE as well as LIKE;
// - a key or a MAC by its beginning (what a buyer reads out over the phone): LIKE 'AW12%' on
//   text_pattern_ops b-trees, whatever the database's collation;
// - members by purchases (a grade's list, its biggest buyers first), keys by product;
// - the new-order poll's "when it became an admin's business" (admin-orders.repository.ts
//   `noticedAt`), the same expression as the query's;
// - the dashboard's bank transfers awaiting a deposit.
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

const INDEXES = [
  ['members_login_id_trgm_idx', 'members using gin (login_id gin_trgm_ops)'],
  ['members_name_trgm_idx', 'members using gin (name gin_trgm_ops)'],
  ['members_email_trgm_idx', 'members using gin (email gin_trgm_ops)'],
  ['members_phone_trgm_idx', 'members using gin (phone gin_trgm_ops)'],
  ['members_purchase_idx', 'members (total_purchase_krw, id)'],
  ['orders_order_number_trgm_idx', 'orders using gin (order_number gin_trgm_ops)'],
  ['reviews_content_trgm_idx', 'reviews using gin (content gin_trgm_ops)'],
  ['reviews_created_idx', 'reviews (created_at, id)'],
  ['subscriptions_buyer_name_trgm_idx', 'subscriptions using gin (buyer_name gin_trgm_ops)'],
  ['subscriptions_item_idx', 'subscriptions (item_id, id)'],
  ['subscriptions_hash_key_prefix_idx', 'subscriptions (hash_key text_pattern_ops)'],
  ['subscriptions_mac1_prefix_idx', 'subscriptions (mac_address1 text_pattern_ops) where mac_address1 is not null'],
  ['subscriptions_mac2_prefix_idx', 'subscriptions (mac_address2 text_pattern_ops) where mac_address2 is not null'],
  ['orders_noticed_at_idx', "orders ((case when payment_method = 'BANK_TRANSFER' then created_at else paid_at end))"],
  ['orders_waiting_method_idx', "orders (payment_method) where status = 'WAITING'"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, definition] of INDEXES) await sql.raw(`create index ${name} on ${definition}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...INDEXES].reverse()) await sql.raw(`drop index ${name}`).execute(db);
}
