// The detail image's size in pixels, so a product page can reserve its space before it loads.
// Null for images saved before this column existed; the page then sizes it when it arrives.
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table items
      add column detail_img_width integer,
      add column detail_img_height integer,
      add constraint items_detail_img_size check (
        (detail_img_width is null and detail_img_height is null)
        or (detail_img_width > 0 and detail_img_height > 0)
      )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table items drop constraint items_detail_img_size, drop column detail_img_width, drop column detail_img_height`.execute(db);
}
