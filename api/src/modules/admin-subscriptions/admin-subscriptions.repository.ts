import { expiryNoticeUntil, type AdminKeyFilter } from '@store/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';

// Kysely only: every key for the admin list, and the admin's own keys.

const LIST_LIMIT = 300;

export function listKeys(db: Db, filter: AdminKeyFilter, search: string | undefined, now: Date) {
  let q = db
    .selectFrom('subscriptions as s')
    .innerJoin('items as i', 'i.id', 's.item_id')
    .select(['s.id', 's.buyer_name', 's.hash_key', 's.created_at', 's.expire_at', 's.mac_address1', 's.mac_address2', 's.item_id', 's.use_status', 's.revoked_at', 'i.item_name']);
  // Active = in use right now: GRANTED, not revoked, not past its expiry (read like the member's screens).
  const active = sql<boolean>`s.use_status = 'GRANTED' and s.revoked_at is null and (s.expire_at is null or s.expire_at > ${now})`;
  if (filter === 'active') q = q.where(active);
  if (filter === 'expiring') q = q.where(active).where('s.expire_at', '<=', expiryNoticeUntil(now));
  if (filter === 'inactive') q = q.where(sql<boolean>`not (${active})`);
  if (search) {
    // Escape LIKE wildcards: a search for "50%" means the text, not a pattern.
    const pattern = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    q = q.where((eb) => eb.or([eb('s.buyer_name', 'ilike', pattern), eb('s.hash_key', 'ilike', pattern), eb('i.item_name', 'ilike', pattern), eb('s.mac_address1', 'ilike', pattern), eb('s.mac_address2', 'ilike', pattern)]));
  }
  return q.orderBy('s.id', 'desc').limit(LIST_LIMIT).execute();
}

export function findItem(db: Db, itemId: number) {
  return db.selectFrom('items').select(['id', 'item_name']).where('id', '=', itemId).executeTakeFirst();
}
