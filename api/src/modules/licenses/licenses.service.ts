import { createHash } from 'node:crypto';
import {
  effectiveUseStatus,
  LICENSE_CERT_AUDIENCE,
  LICENSE_CERT_ISSUER,
  LICENSE_MESSAGES,
  LICENSE_MOVES_USED_UP,
  LICENSE_RATE_LIMITED,
  type LicenseAnswer,
  type LicenseReason,
} from '@store/shared';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { insertAudit } from '../../lib/audit.ts';
import type { AppDeps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { consumeRateLimits, enforceRateLimits, type RateLimit } from '../../lib/rate-limit.ts';
import { licenseSigner, signCertificate } from './certificate.ts';
import * as repo from './licenses.repository.ts';

// Activation and validation of license keys by the purchased programs and the desktop app. The
// key itself is the credential (90 random bits), so these calls need no login; they are rate
// limited per key and PC (MAC) and per IP instead, and every activation is audit-logged. Per key
// and PC, not per key: a per-key count let a third PC's retries, or anyone holding the key,
// refuse the two PCs that hold its slots.

export const LICENSE_LIMITS = { perKeyAndMac: 30, perIp: 120, windowSeconds: 600 } as const;

/**
 * Slot moves (a PC back under another MAC) per key. The machine id a PC reports cannot be
 * checked, so a move needs the key's owner logged in (the desktop app), and an owner handing one
 * machine id to many PCs would still move one slot between them: the budget bounds that to a
 * few PCs a day, while a laptop moving between its dock's Ethernet and its Wi-Fi fits in it.
 */
export const LICENSE_MOVES = { limit: 3, windowSeconds: 86_400 } as const;

export interface LicenseCaller {
  ip: string;
  /** The logged-in member when the store's own app calls (audit only; the key is the authority). */
  memberId: number | null;
}

/** The rate-limit key names a hash of the license key, not the key: rate_limits is not a secret store. */
const keyTag = (hashKey: string) => createHash('sha256').update(hashKey).digest('base64url').slice(0, 22);

/** Per key and MAC, then per IP; the two keys always differ, so one statement counts both. */
const licenseLimits = (hashKey: string, mac: string, ip: string): [perKeyAndMac: RateLimit, perIp: RateLimit] => [
  { key: `license:key:${keyTag(hashKey)}:${mac}`, limit: LICENSE_LIMITS.perKeyAndMac, windowSeconds: LICENSE_LIMITS.windowSeconds },
  { key: `license:ip:${ip}`, limit: LICENSE_LIMITS.perIp, windowSeconds: LICENSE_LIMITS.windowSeconds },
];

const logExceeded = (deps: AppDeps) => (l: RateLimit) => deps.logger.warn({ limit: l.key.split(':')[1] }, 'license rate limit');

async function limit(deps: AppDeps, hashKey: string, mac: string, ip: string): Promise<void> {
  await consumeRateLimits(deps.db, licenseLimits(hashKey, mac, ip), deps.clock.now(), LICENSE_RATE_LIMITED, logExceeded(deps));
}

/** Why a key cannot be used right now, read after the fact (no write follows this read). */
function refusalOf(row: repo.KeyRow | undefined, now: Date): LicenseReason {
  if (!row) return 'NOT_FOUND';
  if (row.revoked_at || row.use_status === 'UNSUBSCRIPTION') return 'REVOKED';
  if (row.use_status === 'DENIED' || row.member_status === 'BLOCKED') return 'SUSPENDED';
  if (effectiveUseStatus(row.use_status, row.expire_at, now) === 'EXPIRED' || row.use_status === 'EXPIRED') return 'EXPIRED';
  if (row.use_status !== 'BEFORE_USE' && row.use_status !== 'GRANTED') return 'SUSPENDED';
  return row.mac_address1 && row.mac_address2 ? 'SLOTS_FULL' : 'NOT_ACTIVATED';
}

const REFUSAL_STATUS: Partial<Record<LicenseReason, 404 | 409 | 403>> = { NOT_FOUND: 404, SLOTS_FULL: 409, PC_UNDER_OTHER_MAC: 409, EXPIRED: 409, REVOKED: 409, SUSPENDED: 403 };

async function answer(deps: AppDeps, result: LicenseReason, hashKey: string, mac: string, slot: number | null, expireAt: Date | null, nonce: string | undefined, now: Date): Promise<LicenseAnswer> {
  const valid = result === 'VALID' || result === 'ACTIVATED';
  const signer = await licenseSigner(deps.config.licenseSigningKey);
  // NOT_FOUND is not signed: a signature over an unknown key would only help someone probing keys.
  const certificate = result === 'NOT_FOUND' ? undefined : await signCertificate(signer, { hashKey, mac, status: result, slot, licenseExpiresAt: expireAt, nonce: nonce ?? null, now });
  return { result, valid, message: LICENSE_MESSAGES[result], slot, expireDate: expireAt ? expireAt.toISOString() : null, ...(certificate ? { certificate } : {}) };
}

const slotOf = (row: { mac_address1: string | null; mac_address2: string | null }, mac: string) => (row.mac_address1 === mac ? 1 : row.mac_address2 === mac ? 2 : null);

type Activated = { kind: 'taken' | 'held'; row: repo.SlotRow; slot: 1 | 2 };
type ActivationInput = { hashKey: string; macAddress: string; machineId?: string | undefined };

/** A free slot for this PC (slot 1, then 2), else the slot it already holds, else undefined. */
async function takeOrFind(tx: Tx, caller: LicenseCaller, input: ActivationInput, now: Date): Promise<Activated | undefined> {
  const mac = input.macAddress;
  for (const slot of [1, 2] as const) {
    const taken = await repo.takeSlot(tx, input.hashKey, slot, mac, input.machineId ?? null, now);
    if (taken) {
      await insertAudit(tx, {
        actorMemberId: caller.memberId,
        action: 'license.activate',
        targetType: 'subscription',
        targetId: String(taken.id),
        after: { slot, macAddress: mac, machineId: input.machineId ?? null, useStatus: taken.use_status, expireAt: taken.expire_at },
        ip: caller.ip,
        now,
      });
      return { kind: 'taken', row: taken, slot };
    }
  }
  const held = await repo.heldSlot(tx, input.hashKey, mac, now);
  if (!held) return undefined;
  const slot = slotOf(held, mac)!;
  if (input.machineId && held[slot === 1 ? 'machine_id1' : 'machine_id2'] === null) {
    // The PC now tells its machine id: the slot remembers it, so a later MAC of this PC moves
    // the slot instead of taking the other one.
    const adopted = await repo.adoptMachineId(tx, input.hashKey, slot, mac, input.machineId, now);
    if (adopted) return { kind: 'held', row: adopted, slot };
  }
  return { kind: 'held', row: held, slot };
}

/**
 * POST /api/licenses/activate: takes a free MAC slot of the key for this PC, or answers the slot
 * it already holds (idempotent). Slot 1 is tried, then slot 2, each a conditional UPDATE, and
 * once more under the key's row lock before a third PC is refused with SLOTS_FULL (409).
 * Activating a BEFORE_USE key starts its period. With the owner's app's machine id, a PC is
 * recognised by it too: its slot follows it to a new MAC (LICENSE_MOVES a day).
 */
export async function activateLicense(
  deps: AppDeps,
  caller: LicenseCaller,
  input: ActivationInput & { nonce?: string | undefined },
): Promise<LicenseAnswer> {
  await limit(deps, input.hashKey, input.macAddress, caller.ip);
  const now = deps.clock.now();
  const mac = input.macAddress;
  const outcome = await inTransaction(deps.db, async (tx) => {
    if (input.machineId && caller.memberId !== null) {
      // A PC is its machine id when the owner's app sends one: a new MAC of a PC that holds a
      // slot moves that slot, instead of filling the other one. A move over the day's budget
      // throws, and the transaction takes the move back with its hit.
      const moved = await repo.moveSlot(tx, input.hashKey, mac, input.machineId, caller.memberId, now);
      if (moved) {
        await consumeRateLimits(tx, [{ key: `license:move:${keyTag(input.hashKey)}`, ...LICENSE_MOVES }], now, LICENSE_MOVES_USED_UP, logExceeded(deps));
        await insertAudit(tx, {
          actorMemberId: caller.memberId,
          action: 'license.activate.moved',
          targetType: 'subscription',
          targetId: String(moved.row.id),
          before: { slot: moved.slot, macAddress: moved.previousMac },
          after: { slot: moved.slot, macAddress: mac, machineId: input.machineId },
          ip: caller.ip,
          now,
        });
        return { kind: 'held' as const, row: moved.row, slot: moved.slot };
      }
    }
    const first = await takeOrFind(tx, caller, input, now);
    if (first) return first;
    // Neither taken nor held, but those reads took no lock: an admin clearing a slot between the
    // failed takes and the held check (this PC's own, say) would leave a slot free and this PC
    // refused with SLOTS_FULL. Under the key's row lock no slot can change, so one more try is
    // the final answer.
    if (await repo.lockKey(tx, input.hashKey)) {
      const second = await takeOrFind(tx, caller, input, now);
      if (second) return second;
    }
    const row = await repo.findKeyByHash(tx, input.hashKey);
    const reason = refusalOf(row, now);
    if (row && reason === 'SLOTS_FULL') {
      // A third PC is worth a line in the audit log: it is how a shared key shows up.
      await insertAudit(tx, { actorMemberId: caller.memberId, action: 'license.activate.refused', targetType: 'subscription', targetId: String(row.id), after: { reason, macAddress: mac }, ip: caller.ip, now });
    }
    return { kind: 'refused' as const, reason, row };
  });

  if (outcome.kind === 'refused') {
    // Refused with a slot free: the other slot holds this PC's machine id under another MAC, which
    // only the key's owner moves (moveSlot). Not SLOTS_FULL, which sends the buyer to support.
    const body = await answer(deps, outcome.reason === 'NOT_ACTIVATED' ? 'PC_UNDER_OTHER_MAC' : outcome.reason, input.hashKey, mac, null, outcome.row?.expire_at ?? null, input.nonce, now);
    throw new AppError(REFUSAL_STATUS[body.result] ?? 409, body.message, { body: { result: body.result, valid: false, slot: null, expireDate: body.expireDate, ...(body.certificate ? { certificate: body.certificate } : {}) } });
  }
  const result: LicenseReason = outcome.kind === 'taken' ? 'ACTIVATED' : 'VALID';
  return answer(deps, result, input.hashKey, mac, outcome.slot, outcome.row.expire_at, input.nonce, now);
}

/**
 * POST /api/licenses/validate: is this key usable on this PC right now? 200 with a reason code
 * and (for a known key) a signed certificate of that answer; writes nothing but the counters. Over
 * a limit, 429 with Retry-After.
 */
export async function validateLicense(deps: AppDeps, caller: LicenseCaller, input: { hashKey: string; macAddress: string; nonce?: string | undefined }): Promise<LicenseAnswer> {
  const now = deps.clock.now();
  const limits = licenseLimits(input.hashKey, input.macAddress, caller.ip);
  const { counts, row } = await repo.hitLimitsAndFindKey(deps.db, limits, now, input.hashKey);
  const reason = refusalOf(row, now);
  const slot = row ? slotOf(row, input.macAddress) : null;
  const result: LicenseReason = (reason === 'NOT_ACTIVATED' || reason === 'SLOTS_FULL') && slot !== null ? 'VALID' : reason;
  // A PC holding a slot of a live key is not guessing keys: the address's limit must not refuse it
  // (an office's PCs share one address, and one of them retrying would lock out the others). Its
  // own key-and-PC limit still applies.
  const [perKeyAndMac, perIp] = limits;
  const enforced = result === 'VALID' ? [perKeyAndMac, { ...perIp, limit: Number.POSITIVE_INFINITY }] : limits;
  await enforceRateLimits(deps.db, enforced, counts, now, LICENSE_RATE_LIMITED, logExceeded(deps));
  return answer(deps, result, input.hashKey, input.macAddress, result === 'VALID' ? slot : null, row?.expire_at ?? null, input.nonce, now);
}

export async function licensePublicKey(deps: AppDeps) {
  const signer = await licenseSigner(deps.config.licenseSigningKey);
  return { alg: 'EdDSA' as const, kid: signer.kid, publicKeyPem: signer.publicKeyPem, jwk: { ...signer.jwk, kty: 'OKP' as const, crv: 'Ed25519' as const, x: signer.jwk.x! }, issuer: LICENSE_CERT_ISSUER, audience: LICENSE_CERT_AUDIENCE };
}
