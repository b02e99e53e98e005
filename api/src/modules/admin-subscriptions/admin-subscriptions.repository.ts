import { expiryNoticeUntil, type AdminKeyFilter } from '@store/shared';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/transaction.ts';
import { containsPattern, prefixPattern } from '../../lib/admin-list.ts';

// Kysely only: every key for the admin list, and the admin's own keys.

const LIST_LIMIT = 300;

const keys = (db: Db) => db.selectFrom('subscriptions').select('id');

export async function listKeys(db: Db, filter: AdminKeyFilter, search: string | undefined, now: Date) {
  let q = db
    .selectFrom('subscriptions as s')
    .innerJoin('items as i', 'i.id', 's.item_id')
    .leftJoin('members as m', 'm.id', 's.member_id')
    .select(['s.id', 's.buyer_name', 's.hash_key', 's.created_at', 's.expire_at', 's.mac_address1', 's.mac_address2', 's.item_id', 's.use_status', 's.revoked_at', 's.source', 'i.item_name'])
    .select(sql<boolean>`m.status is not distinct from 'BLOCKED'`.as('member_suspended'));
  // Active = in use right now, as validation answers and the dashboard counts: GRANTED, not
  // revoked, not past its expiry, and not a suspended member's (a key the admin made has no member).
  const active = sql<boolean>`s.use_status = 'GRANTED' and s.revoked_at is null and (s.expire_at is null or s.expire_at > ${now}) and m.status is distinct from 'BLOCKED'`;
  if (filter === 'active') q = q.where(active);
  if (filter === 'expiring') q = q.where(active).where('s.expire_at', '<=', expiryNoticeUntil(now));
  if (filter === 'inactive') q = q.where(sql<boolean>`not (${active})`);
  if (search) q = q.where('s.id', 'in', await searchIds(db, search));
  return q.orderBy('s.id', 'desc').limit(LIST_LIMIT).execute();
}

/**
 * The keys a search names: buyer and product by any part, a key and a MAC by their beginning (as
 * they are read out or copied). The list shows the newest LIST_LIMIT matches, so each way of
 * matching contributes its own newest LIST_LIMIT ids, through its own index (migration 0018), or
 * the newest keys first for a word most of them share. An OR of them all filtered two million keys
 * in turn (2.6 s in bench:scale). The products are looked up first (a few dozen rows): unresolved,
 * a word no product has still walked every key looking for one.
 */
async function searchIds(db: Db, search: string) {
  const part = containsPattern(search);
  const key = prefixPattern(search.toUpperCase());
  const mac = prefixPattern(macPrefix(search));
  const itemIds = (await db.selectFrom('items').select('id').where('item_name', 'ilike', part).execute()).map((r) => r.id);
  // Each branch in a subquery of its own: SQL takes no ORDER BY or LIMIT on a bare UNION branch.
  const newest = (where: (s: ReturnType<typeof keys>) => ReturnType<typeof keys>) =>
    db.selectFrom(where(keys(db)).orderBy('id', 'desc').limit(LIST_LIMIT).as('b')).select('b.id');
  const branches = [
    newest((s) => s.where('buyer_name', 'ilike', part)),
    newest((s) => s.where('hash_key', 'like', key)),
    newest((s) => s.where('mac_address1', 'like', mac)),
    newest((s) => s.where('mac_address2', 'like', mac)),
    ...(itemIds.length ? [newest((s) => s.where('item_id', 'in', itemIds))] : []),
  ];
  const union = branches.slice(1).reduce((all, branch) => all.unionAll(branch), branches[0]!);
  return db.selectFrom(union.as('matches')).select('matches.id');
}

/**
 * The beginning of a MAC as the slots store it (`0A:1B:2C:…`, shared normalizeMacAddress) from
 * any spelling the license API accepts: either case, `-` or `:` pairs, Cisco dots, bare hex.
 * Text that is not hex digits and separators names no MAC and is only upper-cased.
 */
function macPrefix(search: string): string {
  const upper = search.toUpperCase();
  if (!/^[0-9A-F][0-9A-F:.\-\s]*$/.test(upper)) return upper;
  return upper.replace(/[^0-9A-F]/g, '').match(/.{1,2}/g)!.join(':');
}

export function findItem(db: Db, itemId: number) {
  return db.selectFrom('items').select(['id', 'item_name']).where('id', '=', itemId).executeTakeFirst();
}

/** The key, locked for the change that follows. */
export function lockKey(tx: Tx, id: number) {
  return tx.selectFrom('subscriptions').select(['id', 'source', 'order_id', 'revoked_at', 'use_status']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Stops the key at once: validation refuses a revoked key (REVOKED). The row stays for the record. */
export async function revokeKey(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.updateTable('subscriptions').set({ use_status: 'UNSUBSCRIPTION', revoked_at: now, updated_at: now }).where('id', '=', id).execute();
}
