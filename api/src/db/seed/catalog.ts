import type { Insertable } from 'kysely';
import { insertItem } from '../../modules/catalog/catalog.repository.ts';
import { createMember } from '../../modules/members/members.service.ts';
import type { Db } from '../transaction.ts';
import type { QnaArticleTable, ReviewTable } from '../types.ts';
import { AS_SUPPORT, DEMO_ITEMS, INSTALL_METHOD } from './catalog-items.ts';
import { DEMO_QUESTIONS, DEMO_REVIEWERS, GENERIC_REVIEWS, ITEM_REVIEWS } from './catalog-reviews.ts';
import type { Seeder } from './index.ts';
import { renderItemImages } from './item-images.ts';

const DAY = 86_400_000;

/**
 * The demo storefront: 22 programs (20 on sale) across every category with generated images,
 * reviewers with reviews, and public, private, answered and open questions (two by the demo
 * member, so their "my question" view has content). Never applied in production.
 */
export const catalogSeeder: Seeder = {
  name: '20261122-catalog-demo-items',
  async run(tx, env) {
    const now = Date.now();
    // CPU first (sharp renders in its thread pool), then the storage, then the rows.
    const images = await Promise.all(DEMO_ITEMS.map(renderItemImages));
    await Promise.all(
      images.flatMap(({ thumb, detail }) => [
        env.storage.put(`items/${thumb.fileName}`, thumb.body, 'image/webp'),
        env.storage.put(`items/${detail.fileName}`, detail.body, 'image/webp'),
      ]),
    );

    const itemIds = new Map<string, number>();
    for (const [i, item] of DEMO_ITEMS.entries()) {
      const created = new Date(now - (120 - i * 4) * DAY);
      const id = await insertItem(tx, {
        item_name: item.name,
        item_description: item.description,
        category: item.category,
        cost_price: item.costPrice,
        sale_price: item.salePrice,
        sale_quantity: item.sold,
        item_status: item.status ?? 'SALE',
        tags: item.tags,
        recommend: item.recommend ?? false,
        install_method: INSTALL_METHOD,
        environment: item.environment,
        as_support: AS_SUPPORT,
        thumb_file_name: images[i]!.thumb.fileName,
        detail_img_file_name: images[i]!.detail.fileName,
        detail_img_width: images[i]!.detail.width,
        detail_img_height: images[i]!.detail.height,
        video_url: item.video ?? null,
        created_at: created,
        updated_at: created,
      });
      itemIds.set(item.slug, id);
    }

    // They joined before the three months their reviews are spread over.
    const authors = await createReviewers(tx, new Date(now - 120 * 86_400_000));
    await insertReviews(tx, itemIds, [...authors.values()], now);
    await insertQuestions(tx, itemIds, authors, now);
  },
};

async function createReviewers(tx: Db, now: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const r of DEMO_REVIEWERS) {
    const member = await createMember(
      tx,
      { loginId: r.loginId, passwordHash: null, name: r.name, birth: null, email: null, phone: null, consents: { service: true, privacy: true, marketing: false }, welcomeCoupon: false },
      now,
    );
    ids.set(r.loginId, member.id);
  }
  const demo = await tx.selectFrom('members').select('id').where('login_id', '=', 'demo').executeTakeFirst();
  if (demo) ids.set('demo', demo.id);
  return ids;
}

/** More reviews for better sellers; spread over the last three months. */
async function insertReviews(tx: Db, itemIds: Map<string, number>, authors: number[], now: number): Promise<void> {
  const reviewers = authors.slice(0, DEMO_REVIEWERS.length);
  const rows: Insertable<ReviewTable>[] = [];
  let n = 0;
  for (const item of DEMO_ITEMS) {
    if (item.status && item.status !== 'SALE') continue;
    const generic = item.sold > 700 ? 5 : item.sold > 300 ? 3 : item.sold > 100 ? 2 : 1;
    const texts = [...(ITEM_REVIEWS[item.slug] ?? []), ...Array.from({ length: generic }, (_, k) => GENERIC_REVIEWS[(n + k * 5) % GENERIC_REVIEWS.length]!)];
    for (const [k, [rate, content]] of texts.entries()) {
      n += 1;
      const at = new Date(now - ((n * 7 + k * 3) % 90) * DAY - (n % 12) * 3_600_000);
      rows.push({ member_id: reviewers[(n + k) % reviewers.length]!, item_id: itemIds.get(item.slug)!, rate, content, recommend_count: (n * 3) % 17, created_at: at, updated_at: at });
    }
  }
  await tx.insertInto('reviews').values(rows).execute();
}

async function insertQuestions(tx: Db, itemIds: Map<string, number>, authors: Map<string, number>, now: number): Promise<void> {
  const rows: Insertable<QnaArticleTable>[] = [];
  for (const [i, q] of DEMO_QUESTIONS.entries()) {
    const memberId = authors.get(q.author);
    if (memberId === undefined) continue; // the demo member exists only with the membership seeder
    const at = new Date(now - (40 - i * 3) * DAY);
    rows.push({
      member_id: memberId,
      item_id: itemIds.get(q.slug)!,
      title: q.title,
      content: q.content,
      visibility: q.visibility,
      comment: q.answer ?? null,
      comment_at: q.answer ? new Date(at.getTime() + DAY) : null,
      created_at: at,
      updated_at: at,
    });
  }
  if (rows.length > 0) await tx.insertInto('qna_articles').values(rows).execute();
}
