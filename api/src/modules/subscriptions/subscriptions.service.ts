import {
  effectiveUseStatus,
  expiryOf,
  keyHasEnded,
  maskLicenseKey,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionDetailResponse,
  type SubscriptionSummary,
} from '@store/shared';
import { inTransaction } from '../../db/transaction.ts';
import { insertAudit } from '../../lib/audit.ts';
import type { AppDeps } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { itemImagePath } from '../catalog/catalog.service.ts';
import * as repo from './subscriptions.repository.ts';

// The member's license keys (store.md §2 /mypage/subscription, §4 use statuses). Every call acts
// on the token's member; another member's key answers 404 like a missing one.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET /api/subscription-list: one card per product with its counts and keys. */
export async function listSubscriptions(deps: AppDeps, memberId: number): Promise<{ subscriptionData: SubscriptionSummary[] }> {
  const now = deps.clock.now();
  const rows = await repo.listMemberKeys(deps.db, memberId);
  const cards = new Map<number, SubscriptionSummary>();
  for (const row of rows) {
    const status = effectiveUseStatus(row.use_status, row.expire_at, now);
    let card = cards.get(row.item_id);
    if (!card) {
      card = { itemId: row.item_id, itemName: row.item_name, itemThumbnail: itemImagePath(row.thumb_file_name), count: 0, grantedCount: 0, beforeUseCount: 0, expiredCount: 0, revokedCount: 0, allExpired: true, subscriptions: [] };
      cards.set(row.item_id, card);
    }
    card.count += 1;
    // A product whose keys have all ended (ran out or refunded) is "all expired": hidden by the
    // list's checkbox and offered again.
    if (!keyHasEnded(status, row.revoked_at, row.expire_at, now)) card.allExpired = false;
    // A key taken back with its cancelled order counts as that, whatever its status says: it was
    // neither used up nor expired, and the screen must not describe it so (revokedDate).
    if (row.revoked_at) card.revokedCount = (card.revokedCount ?? 0) + 1;
    else if (status === 'GRANTED') card.grantedCount += 1;
    else if (status === 'BEFORE_USE') card.beforeUseCount += 1;
    else if (status === 'EXPIRED') card.expiredCount += 1;
    card.subscriptions.push({
      subscriptionListId: row.id,
      useStatus: status,
      subscriptionPeriod: row.subscription_period,
      purchaseDate: row.created_at.toISOString(),
      expireDate: iso(row.expire_at),
      revokedDate: iso(row.revoked_at),
    });
  }
  // Cards in the order of their newest key.
  return { subscriptionData: [...cards.values()] };
}

function detailOf(row: repo.MemberKeyRow, now: Date): SubscriptionDetailResponse {
  const status = effectiveUseStatus(row.use_status, row.expire_at, now);
  // Before its period starts the key stays masked: seeing it is what starts the period (§4).
  // A key refunded before it was ever shown stays masked too: it was never the member's to use.
  const revealed = row.start_at !== null;
  const unitPrice = row.order_price_krw !== null && row.quantity ? Math.floor(row.order_price_krw / row.quantity) : 0;
  return {
    itemName: row.item_name,
    subscriptionDetail: {
      subscriptionListId: row.id,
      hashKey: revealed ? row.hash_key : maskLicenseKey(row.hash_key),
      revealed,
      useStatus: status,
      subscriptionPeriod: row.subscription_period,
      purchaseDate: row.created_at.toISOString(),
      startDate: iso(row.start_at),
      expireDate: iso(row.expire_at),
      revokedDate: iso(row.revoked_at),
      orderPrice: unitPrice,
      source: row.source,
      slots: [
        { slot: 1, macAddress: row.mac_address1, machineId: row.machine_id1 },
        { slot: 2, macAddress: row.mac_address2, machineId: row.machine_id2 },
      ],
    },
  };
}

/** GET /api/subscription/detail/{id} */
export async function subscriptionDetail(deps: AppDeps, memberId: number, id: number): Promise<SubscriptionDetailResponse> {
  const row = await repo.findMemberKey(deps.db, memberId, id);
  if (!row) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
  return detailOf(row, deps.clock.now());
}

/**
 * PUT /api/subscription/update/{subscriptionListId}: the member reveals a BEFORE_USE key, which
 * starts its period (GRANTED, start now, expiry after its months). Revealing a key already in
 * use answers it again; an expired, cancelled or suspended key cannot be started (409).
 */
export async function revealSubscription(deps: AppDeps, memberId: number, id: number, ip: string): Promise<SubscriptionDetailResponse> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.findMemberKey(tx, memberId, id);
    if (!row) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
    const expireAt = expiryOf(now, row.subscription_period);
    const started = await repo.startMemberKey(tx, memberId, id, now, expireAt);
    if (started) {
      await insertAudit(tx, { actorMemberId: memberId, action: 'subscription.reveal', targetType: 'subscription', targetId: String(id), before: { useStatus: 'BEFORE_USE' }, after: { useStatus: 'GRANTED', startAt: now, expireAt }, ip, now });
    }
    // Re-read in a new statement: a concurrent reveal that won the UPDATE has committed by now.
    const current = await repo.findMemberKey(tx, memberId, id);
    const detail = detailOf(current!, now);
    // The effective status: a key whose period ran out is not answered as started just because
    // the expiry job has not written EXPIRED yet.
    if (!started && detail.subscriptionDetail.useStatus !== 'GRANTED') throw conflict(SUBSCRIPTION_MESSAGES.revealNotAllowed, { useStatus: detail.subscriptionDetail.useStatus });
    return detail;
  });
}
