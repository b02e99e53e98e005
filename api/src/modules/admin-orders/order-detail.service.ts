import type { AdminOrderDetail } from '@store/shared';
import { insertAudit } from '../../lib/audit.ts';
import type { AppDeps } from '../../lib/context.ts';
import { orderDetail } from './admin-orders.service.ts';

// The order detail shows its buyer's name, e-mail and phone, so opening it is an access to member
// data and is audit-logged like the member detail (SECURITY.md, Privacy).

/**
 * GET /api/admin/orders/{orderId}: the detail, and an audit row saying which admin opened which
 * order and from where. Only the access is recorded, never what was shown (no before/after).
 * Written after the read (a 404 records nothing) and before the answer. The order's history on
 * the screen leaves these reads out (orderAuditRows).
 */
export async function viewOrderDetail(deps: AppDeps, actor: { memberId: number; ip: string }, orderId: number): Promise<AdminOrderDetail> {
  const detail = await orderDetail(deps, orderId);
  // Only this single-order view is logged, not the list (GET /api/admin/orders): a list is browsing, and a row per page would bury the log.
  await insertAudit(deps.db, { actorMemberId: actor.memberId, action: 'order.view', targetType: 'order', targetId: String(orderId), ip: actor.ip, now: deps.clock.now() });
  return detail;
}
