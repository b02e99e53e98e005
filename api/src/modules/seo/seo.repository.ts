import type { Db } from '../../db/transaction.ts';

/** Products a visitor can open, with when each last changed. */
export function listItemsForSitemap(db: Db) {
  return db.selectFrom('items').select(['id', 'updated_at']).where('item_status', '=', 'SALE').orderBy('id').execute();
}
