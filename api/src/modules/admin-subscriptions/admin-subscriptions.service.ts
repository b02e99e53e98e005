import { createHash, timingSafeEqual } from 'node:crypto';
import { DAYS_PER_MONTH, effectiveUseStatus, LICENSE_MESSAGES, normalizeLicenseKey, normalizeMacAddress, SUBSCRIPTION_MESSAGES, type AdminKey, type AdminKeyFilter } from '@store/shared';
import { inTransaction } from '../../db/transaction.ts';
import { insertAudit } from '../../lib/audit.ts';
import type { AppDeps } from '../../lib/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { consumeRateLimits, releaseRateLimits } from '../../lib/rate-limit.ts';
import { insertWithFreshKeys } from '../fulfilment/fulfilment.repository.ts';
import { clearSlot } from '../licenses/licenses.repository.ts';
import * as repo from './admin-subscriptions.repository.ts';

// The admin's key creation, key list and MAC-slot clearing (store.md §2 Admin, §7, §8). Role ADMIN
// is checked by the routes; creating a key also needs the subscription secret token, an extra
// factor typed into the form (SECURITY.md: "an extra factor, never a substitute").

export interface AdminActor {
  memberId: number;
  ip: string;
}

/** Wrong subscription secret tokens one admin may type in a quarter of an hour. */
const SECRET_GUESSES = { limit: 5, windowSeconds: 15 * 60 };

/** Constant-time comparison of digests: the time taken says nothing about how much matched. */
export function secretMatches(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * POST /api/subscription/create-hash-key/temp: a key for a buyer outside the store (an order by
 * phone, a partner). It is live at once: GRANTED from now for `days` (months × 30), no slots yet.
 */
export async function createAdminKey(deps: AppDeps, actor: AdminActor, input: { id: number; days: number; secret_token: string; buyerName: string }): Promise<string> {
  const now = deps.clock.now();
  // Counted before the comparison and given back when it matches, as a login's attempts are: only
  // wrong guesses add up, and once they do even the right token waits, so a stolen admin session
  // cannot try the token out.
  const guesses = [{ key: `key-secret:member:${actor.memberId}`, ...SECRET_GUESSES }];
  await consumeRateLimits(deps.db, guesses, now, SUBSCRIPTION_MESSAGES.secretThrottled, () => deps.logger.warn({ adminId: actor.memberId }, 'subscription secret token guesses throttled'));
  if (!secretMatches(input.secret_token, deps.config.subscriptionSecretToken)) {
    deps.logger.warn({ adminId: actor.memberId }, 'subscription secret token mismatch');
    throw forbidden(SUBSCRIPTION_MESSAGES.wrongSecret);
  }
  await releaseRateLimits(deps.db, guesses, now);
  const months = input.days / DAYS_PER_MONTH;
  return inTransaction(deps.db, async (tx) => {
    const item = await repo.findItem(tx, input.id);
    if (!item) throw notFound(SUBSCRIPTION_MESSAGES.itemNotFound);
    const [issued] = await insertWithFreshKeys(tx, [
      {
        member_id: null,
        item_id: item.id,
        buyer_name: input.buyerName,
        use_status: 'GRANTED',
        subscription_period: months,
        start_at: now,
        expire_at: new Date(now.getTime() + input.days * 86_400_000),
        source: 'ADMIN',
        created_at: now,
        updated_at: now,
      },
    ]);
    await insertAudit(tx, { actorMemberId: actor.memberId, action: 'subscription.create', targetType: 'subscription', targetId: String(issued!.id), after: { itemId: item.id, buyerName: input.buyerName, days: input.days }, ip: actor.ip, now });
    return SUBSCRIPTION_MESSAGES.created(issued!.hashKey, input.days);
  });
}

/** GET /api/subscription/list/temp */
export async function listAdminKeys(deps: AppDeps, filter: AdminKeyFilter, search: string | undefined): Promise<AdminKey[]> {
  const now = deps.clock.now();
  // `search` is NFC already (adminKeyListQuerySchema): buyer and product names are stored composed.
  const rows = await repo.listKeys(deps.db, filter, search || undefined, now);
  return rows.map((r) => {
    const status = r.revoked_at && r.use_status === 'GRANTED' ? 'UNSUBSCRIPTION' : effectiveUseStatus(r.use_status, r.expire_at, now);
    return {
      id: r.id,
      buyerName: r.buyer_name,
      hashKey: r.hash_key,
      creationDate: r.created_at.toISOString(),
      expirationDate: r.expire_at ? r.expire_at.toISOString() : null,
      macAddress1: r.mac_address1,
      macAddress2: r.mac_address2,
      productNumber: r.item_id,
      productName: r.item_name,
      useStatus: status,
      useState: status === 'GRANTED' && !r.member_suspended ? 'active' : 'inactive',
      memberSuspended: r.member_suspended,
      revoked: r.revoked_at !== null,
      issuedByAdmin: r.source === 'ADMIN',
    };
  });
}

/**
 * DELETE /api/subscription/hash-key-mac-delete/temp: frees exactly the slot of key `id` that holds
 * `macAddress` (one conditional UPDATE per slot), so that PC can be replaced by another.
 */
export async function deleteKeyMac(deps: AppDeps, actor: AdminActor, input: { id: number; hashKey: string; macAddress: string }) {
  const mac = normalizeMacAddress(input.macAddress);
  if (!mac) throw badRequest(LICENSE_MESSAGES.INVALID_MAC);
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const slot = await clearSlot(tx, input.id, normalizeLicenseKey(input.hashKey), mac, now);
    if (!slot) return { result: 'fail' as const, message: SUBSCRIPTION_MESSAGES.macNotInSlot };
    await insertAudit(tx, { actorMemberId: actor.memberId, action: 'license.slot.clear', targetType: 'subscription', targetId: String(input.id), before: { slot, macAddress: mac }, after: { slot, macAddress: null }, ip: actor.ip, now });
    return { result: 'success' as const, message: SUBSCRIPTION_MESSAGES.macDeleted, slot };
  });
}

/**
 * Takes back a key made on the admin screen (an off-store sale refunded, a key sent to the wrong
 * person): it stops validating at once. A key bought in an order is taken back by cancelling the
 * order, which refunds it too; revoking it alone would leave a paid order without its key.
 */
export async function revokeAdminKey(deps: AppDeps, actor: AdminActor, id: number, reason: string | undefined) {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const key = await repo.lockKey(tx, id);
    if (!key) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
    if (key.source !== 'ADMIN' || key.order_id !== null) throw conflict(SUBSCRIPTION_MESSAGES.orderKeyRevoke);
    if (key.revoked_at) throw conflict(SUBSCRIPTION_MESSAGES.alreadyRevoked);
    await repo.revokeKey(tx, id, now);
    await insertAudit(tx, {
      actorMemberId: actor.memberId,
      action: 'subscription.revoke',
      targetType: 'subscription',
      targetId: String(id),
      before: { useStatus: key.use_status },
      after: { useStatus: 'UNSUBSCRIPTION', ...(reason ? { reason } : {}) },
      ip: actor.ip,
      now,
    });
    return { message: SUBSCRIPTION_MESSAGES.keyRevoked, id };
  });
}
