import { ADMIN_COUPON_MESSAGES as M, adminCouponCreateSchema, couponCopyExpiry, DAY_MS, isoDateInSeoul, lastMomentBefore, type AdminCoupon } from '@store/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import type { CouponTable } from '../../db/types.ts';
import type { AppDeps } from '../../lib/context.ts';
import { insertAudit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import * as repo from './admin-coupons.repository.ts';

// Admin coupon rules: creation with sane bounds and a unique code, switching on/off, and
// issuing to chosen members without ever exceeding the quantity or giving anyone two copies.
// Checkout (orders/order-sheet.service.ts) reads the same rows, so a change applies at once.

type Admin = { memberId: number; ip: string | null };
type CouponRow = Selectable<CouponTable>;

/** A calendar day in Asia/Seoul (UTC+9, no daylight saving) starts at 00:00 KST. */
const seoulDayStart = (date: string) => new Date(`${date}T00:00:00+09:00`);

export function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    couponId: row.id,
    name: row.name,
    description: row.description,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    minPurchase: row.min_purchase_krw,
    quantity: row.quantity,
    issuedCount: row.issued_count,
    usedCount: row.used_count,
    startDate: isoDateInSeoul(row.start_at),
    // end_at is exclusive (the start of the day after the last day).
    endDate: row.end_at ? isoDateInSeoul(lastMomentBefore(row.end_at)) : null,
    validDays: row.valid_days,
    couponCode: row.code,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listCoupons(deps: AppDeps): Promise<AdminCoupon[]> {
  return (await repo.listCoupons(deps.db)).map(toAdminCoupon);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code?: unknown }).code === '23505';
}

export async function createCoupon(deps: AppDeps, admin: Admin, input: z.output<typeof adminCouponCreateSchema>): Promise<AdminCoupon> {
  const now = deps.clock.now();
  const startAt = seoulDayStart(input.startDate);
  const endAt = new Date(seoulDayStart(input.endDate).getTime() + DAY_MS);
  // A coupon that has ended before it exists could never be issued or used.
  if (endAt.getTime() <= now.getTime()) throw badRequest(M.endPassed, [{ path: 'endDate', message: M.endPassed }]);
  if (input.couponCode && (await repo.codeTaken(deps.db, input.couponCode))) throw conflict(M.duplicateCode);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const id = await repo.insertCoupon(tx, {
        name: input.name,
        description: input.description,
        discount_type: input.discountType,
        discount_value: input.discountValue,
        min_purchase_krw: input.minPurchase,
        quantity: input.quantity,
        start_at: startAt,
        end_at: endAt,
        code: input.couponCode,
        is_active: input.isActive,
        created_at: now,
      });
      const coupon = toAdminCoupon((await repo.findCoupon(tx, id))!);
      await insertAudit(tx, { actorMemberId: admin.memberId, action: 'coupon.create', targetType: 'coupon', targetId: String(id), after: coupon, ip: admin.ip, now });
      return coupon;
    });
  } catch (error) {
    // Two admins creating the same code at once: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) throw conflict(M.duplicateCode);
    throw error;
  }
}

export async function setActive(deps: AppDeps, admin: Admin, couponId: number, isActive: boolean): Promise<AdminCoupon> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const before = await repo.findCoupon(tx, couponId, true);
    if (!before) throw notFound(M.notFound);
    await repo.setCouponActive(tx, couponId, isActive);
    const after = toAdminCoupon((await repo.findCoupon(tx, couponId))!);
    await insertAudit(tx, {
      actorMemberId: admin.memberId,
      action: isActive ? 'coupon.activate' : 'coupon.deactivate',
      targetType: 'coupon',
      targetId: String(couponId),
      before: toAdminCoupon(before),
      after,
      ip: admin.ip,
      now,
    });
    return after;
  });
}

/**
 * Every member named who cannot have the coupon, all at once: named as the admin named them (a
 * login id typed in, a suspended spam99, else the number) and why, which the list of ids they
 * typed does not show.
 */
function refusals(memberIds: number[], loginIds: string[], byLogin: Map<string, number>, standing: Map<number, repo.MemberStanding>) {
  const unknownLogins = loginIds.filter((l) => !byLogin.has(l.toLowerCase()));
  const loginOf = new Map(loginIds.map((login) => [byLogin.get(login.toLowerCase()), login]));
  const why = { admin: M.adminMember, BLOCKED: M.suspendedMember, WITHDRAWN: M.withdrawnMember } as const;
  const ineligible = memberIds.flatMap((id) => {
    const standingOf = standing.get(id);
    if (standingOf === 'eligible') return [];
    const message = (standingOf === undefined ? M.notAMember : why[standingOf])(loginOf.get(id) ?? M.memberNumber(id));
    return [{ path: loginOf.has(id) ? 'loginIds' : 'memberIds', message }];
  });
  return [...unknownLogins.map((l) => ({ path: 'loginIds', message: M.notAMember(l) })), ...ineligible];
}

/**
 * Issues a coupon to chosen members, all or nothing. New copies are inserted first (the unique
 * (member_id, coupon_id) skips members who hold one, even against a concurrent issue), then
 * exactly that many are claimed from the quantity with a conditional UPDATE; if not enough are
 * left the whole step rolls back with 409.
 */
export async function issueCoupon(deps: AppDeps, admin: Admin, couponId: number, target: { memberIds: number[]; loginIds: string[] }) {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const byLogin = await repo.memberIdsByLogin(tx, target.loginIds);
    const memberIds = [...new Set([...target.memberIds, ...byLogin.values()])];
    const coupon = await repo.findCoupon(tx, couponId);
    if (!coupon) throw notFound(M.notFound);
    if (!coupon.is_active) throw conflict(M.inactive);
    if (coupon.end_at && new Date(coupon.end_at).getTime() <= now.getTime()) throw conflict(M.expired);
    const refused = refusals(memberIds, target.loginIds, byLogin, await repo.memberStanding(tx, memberIds));
    if (refused.length > 0) throw badRequest(M.memberNotFound, refused);

    const expiresAt = couponCopyExpiry(now, coupon.valid_days, coupon.end_at ? new Date(coupon.end_at) : null);
    const issued = await repo.insertMemberCopies(tx, couponId, memberIds, now, expiresAt);
    if (issued.length > 0 && !(await repo.claimQuantity(tx, couponId, issued.length))) {
      // Read after the refused claim, so the count is the one it was refused against.
      const current = (await repo.findCoupon(tx, couponId))!;
      throw conflict(M.soldOut(Math.max(0, (current.quantity ?? 0) - current.issued_count), issued.length));
    }
    const issuedSet = new Set(issued);
    const after = toAdminCoupon((await repo.findCoupon(tx, couponId))!);
    if (issued.length > 0) {
      await insertAudit(tx, {
        actorMemberId: admin.memberId,
        action: 'coupon.issue',
        targetType: 'coupon',
        targetId: String(couponId),
        before: { issuedCount: coupon.issued_count },
        after: { issuedCount: after.issuedCount, memberIds: issued },
        ip: admin.ip,
        now,
      });
    }
    return { issued, alreadyHeld: memberIds.filter((id) => !issuedSet.has(id)), coupon: after };
  });
}
