import { hangulInitials, PRODUCT_FILTER_LABELS, PRODUCT_TAG_FILTERS, type ItemStatus } from '@store/shared';
import { sql, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/transaction.ts';
import type { ItemTable } from '../../db/types.ts';
import { insertItem, type NewItem } from '../catalog/catalog.repository.ts';

// Kysely queries of the admin product screens: every status, search by name or tag, paging.

export type AdminItemRow = Selectable<ItemTable>;

/**
 * The tag a search names: the list shows the filter tags by their labels (백엔드, 프론트엔드), so
 * those find their codes (BACKEND, FRONTEND) too.
 */
function tagOf(q: string): string {
  const code = PRODUCT_TAG_FILTERS.find((tag) => PRODUCT_FILTER_LABELS[tag] === q.replace(/\s+/g, ''));
  return (code ?? q).toLowerCase();
}

function filtered(db: Db, q: string | undefined, status: ItemStatus | 'ALL') {
  let query = db.selectFrom('items');
  if (status !== 'ALL') query = query.where('item_status', '=', status);
  if (q) {
    const needle = `%${q.toLowerCase().replace(/\s+/g, '').replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where((eb) => eb.or([eb('search_text', 'like', needle), eb(sql<boolean>`exists (select 1 from unnest(tags) as t(tag) where lower(t.tag) in (${q.toLowerCase()}, ${tagOf(q)}))`, '=', true)]));
  }
  return query;
}

export async function listAdminItems(db: Db, options: { q?: string; status: ItemStatus | 'ALL'; page: number; size: number }) {
  const [rows, total] = await Promise.all([
    filtered(db, options.q, options.status)
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.size)
      .offset((options.page - 1) * options.size)
      .execute(),
    filtered(db, options.q, options.status).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findAdminItem(db: Db, itemId: number, lock = false) {
  const query = db.selectFrom('items').selectAll().where('id', '=', itemId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function createAdminItem(db: Db, values: NewItem): Promise<number> {
  return insertItem(db, values);
}

export async function updateAdminItem(db: Db, itemId: number, values: Omit<Updateable<ItemTable>, 'search_text' | 'search_initials'> & { item_name: string }): Promise<void> {
  const name = values.item_name.normalize('NFC');
  await db
    .updateTable('items')
    .set({ ...values, item_name: name, search_initials: hangulInitials(name) })
    .where('id', '=', itemId)
    .execute();
}

/** Another product of this name, in any case (two products named alike would be told apart by no buyer). */
export function findItemNamed(db: Db, name: string, exceptId: number | null) {
  let query = db.selectFrom('items').select(['id', 'item_name']).where(sql<boolean>`lower(item_name) = lower(${name})`);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}
