// Two fixes to existing data and plans:
// - The /products 프론트엔드·백엔드 filters match the tags FRONTEND and BACKEND exactly, and the
//   admin save now stores those two in upper case; products saved before kept 'frontend' or
//   'Backend' and stayed off their filter until saved again. Rewritten here as a save would:
//   upper case, each tag once (a product with both 'frontend' and 'FRONTEND' keeps one), first
//   place kept. `updated_at` is left alone: no one edited these products.
// - The admin review list filtered to hidden reviews (newest first) walked every review for the
//   few hidden ones (a sequential scan, 25–40 ms on 200k reviews in bench:scale). A partial index
//   in the list's exact order serves the page and its bounded count from the hidden rows alone.
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update items i
    set tags = (
      select array_agg(s.tag order by s.pos)
      from (
        select case when upper(u.tag) in ('FRONTEND', 'BACKEND') then upper(u.tag) else u.tag end as tag, min(u.n) as pos
        from unnest(i.tags) with ordinality as u(tag, n)
        group by 1
      ) s
    )
    where exists (select 1 from unnest(i.tags) as t(tag) where upper(t.tag) in ('FRONTEND', 'BACKEND') and t.tag <> upper(t.tag))`.execute(db);
  await sql`create index reviews_hidden_created_idx on reviews (created_at desc, id desc) where hidden_at is not null`.execute(db);
}

// The tags stay in upper case: which ones were lower case is not kept, and upper case is what
// the save writes anyway.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index reviews_hidden_created_idx`.execute(db);
}
