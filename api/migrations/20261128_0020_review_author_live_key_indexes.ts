// Indexes for two admin screens at scale (`npm run bench:scale`: 200k reviews, 2M keys):
// - the review search finds its matches by author and by product first, then sorts only those
//   (admin-reviews.repository.ts): their ids and dates read off the index alone. These take the
//   place of (member_id) and (item_id, created_at), which they cover;
// - the dashboard's live keys, counted over the index alone: (expire_at) where GRANTED also held
//   the revoked keys, so each of the 35k live ones was fetched to be tested (34 ms).
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index reviews_member_created_idx on reviews (member_id, created_at, id)`.execute(db);
  await sql`create index reviews_item_created_idx on reviews (item_id, created_at, id)`.execute(db);
  await sql`drop index reviews_member_idx`.execute(db);
  await sql`drop index reviews_item_idx`.execute(db);
  await sql`create index subscriptions_live_expiry_idx on subscriptions (expire_at) where use_status = 'GRANTED' and revoked_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index subscriptions_live_expiry_idx`.execute(db);
  await sql`create index reviews_item_idx on reviews (item_id, created_at)`.execute(db);
  await sql`create index reviews_member_idx on reviews (member_id)`.execute(db);
  await sql`drop index reviews_item_created_idx`.execute(db);
  await sql`drop index reviews_member_created_idx`.execute(db);
}
