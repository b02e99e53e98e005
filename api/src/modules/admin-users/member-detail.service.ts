import { ADMIN_MEMBER_MESSAGES as M, ADMIN_USER_MESSAGES, type AdminMemberDetail } from '@store/shared';
import { inTransaction } from '../../db/transaction.ts';
import { iso } from '../../lib/admin-list.ts';
import { insertAudit } from '../../lib/audit.ts';
import type { AppDeps } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { listUsableCoupons } from '../coupons/coupons.repository.ts';
import { changePoints } from '../points/points.repository.ts';
import { toRow, type AdminActor } from './admin-users.service.ts';
import * as repo from './member-detail.repository.ts';

// One member as an admin sees them, and the points adjustment a shop needs for goodwill and
// corrections (a payment error, a promised reward). The adjustment goes through changePoints,
// the one way a balance changes, so it has its ledger row and can never take the balance below 0.

const POINTS_SHOWN = 20;
const ORDERS_SHOWN = 10;

export async function memberDetail(deps: AppDeps, id: number): Promise<AdminMemberDetail> {
  const m = await repo.findMember(deps.db, id);
  if (!m) throw notFound(ADMIN_USER_MESSAGES.userNotFound);
  const now = deps.clock.now();
  const [keys, coupons, points, orders] = await Promise.all([
    repo.keyCounts(deps.db, id, now),
    listUsableCoupons(deps.db, id, now),
    repo.latestPoints(deps.db, id, POINTS_SHOWN),
    repo.latestOrders(deps.db, id, ORDERS_SHOWN),
  ]);
  return {
    ...toRow(m),
    role: m.role,
    status: m.status,
    marketingOptIn: m.marketing_opt_in,
    emailOptIn: m.email_opt_in,
    smsOptIn: m.sms_opt_in,
    keys,
    usableCoupons: coupons.length,
    points: points.map((p) => ({ id: p.id, delta: p.delta, description: p.description, balanceAfter: p.balance_after, orderNumber: p.order_number, createdAt: iso(p.created_at)! })),
    orders: orders.map((o) => {
      const more = Number(o.line_count) - 1;
      return {
        orderId: o.id,
        orderNumber: o.order_number,
        status: o.status,
        paymentMethod: o.payment_method,
        finalAmount: o.final_krw,
        itemSummary: `${o.first_item ?? '-'}${more > 0 ? ` 외 ${more}건` : ''}`,
        createdAt: iso(o.created_at)!,
      };
    }),
  };
}

/**
 * GET /api/admin/users/{id}: the detail, and an audit row saying which admin opened whose record
 * and from where (SECURITY.md, Privacy). Only the access is recorded, never what was shown: no
 * before/after, so no name, e-mail or phone is copied into the log. Written after the read (a 404
 * records nothing) and before the answer, so a detail is never shown without its row. The points
 * adjustment answers with memberDetail too, without this: its own audit row already names the member.
 */
export async function viewMemberDetail(deps: AppDeps, actor: AdminActor, id: number): Promise<AdminMemberDetail> {
  const detail = await memberDetail(deps, id);
  // Only this single-member view is logged, not the list (GET /api/admin/users): a list is browsing, and a row per page would bury the log.
  await insertAudit(deps.db, { actorMemberId: actor.memberId, action: 'member.view', targetType: 'member', targetId: String(id), ip: actor.ip, now: deps.clock.now() });
  return detail;
}

/**
 * POST /api/admin/users/{id}/points. The member row is locked while the balance the admin saw is
 * compared, so a purchase, another admin or a second click in between is a 409, not a second
 * adjustment on top of the first. The reason is the ledger row's text: the member reads it in
 * their point history.
 */
export async function adjustPoints(deps: AppDeps, actor: AdminActor, id: number, input: { delta: number; reason: string; expectedBalance: number }): Promise<AdminMemberDetail> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const m = await repo.lockBalance(tx, id);
    if (!m) throw notFound(ADMIN_USER_MESSAGES.userNotFound);
    if (m.status === 'WITHDRAWN') throw conflict(M.withdrawn);
    if (m.points !== input.expectedBalance) throw conflict(M.staleBalance);
    const balance = await changePoints(tx, { memberId: id, delta: input.delta, description: input.reason, orderId: null }, now);
    if (balance === undefined) throw conflict(M.insufficient);
    await insertAudit(tx, {
      actorMemberId: actor.memberId,
      action: 'member.points.adjust',
      targetType: 'member',
      targetId: String(id),
      before: { points: m.points },
      after: { points: balance, delta: input.delta, reason: input.reason },
      ip: actor.ip,
      now,
    });
  });
  return memberDetail(deps, id);
}
