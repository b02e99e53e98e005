import type { z } from '@hono/zod-openapi';
import { sessionExpired } from '../auth/refusals.ts';
import { ACCOUNT_MESSAGES, type withdrawalRequestSchema } from '@store/shared';
import { insertAudit } from '../../lib/audit.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { reverseOrder } from '../orders/cancel.service.ts';
import { SYSTEM_CANCEL_REASONS } from '../orders/order-settings.ts';
import { transitionOrder, type OrderRow } from '../orders/orders.repository.ts';
import { changePoints } from '../points/points.repository.ts';
import { checkCurrentPassword } from './current-password.ts';
import * as repo from './withdrawal.repository.ts';

// /mypage/withdrawal (store.md §2 leaves the buttons "not shown"; DESIGN.md §3: withdrawal
// deletes personal data). POST /api/members/withdrawal.

/** The login id of a withdrawn member cannot be signed up again for this long. */
export const LOGIN_ID_HOLD_DAYS = 30;

type WithdrawalInput = z.output<typeof withdrawalRequestSchema>;

export async function withdraw(deps: AppDeps, memberId: number, input: WithdrawalInput): Promise<void> {
  const now = deps.clock.now();
  const account = await repo.findPasswordHash(deps.db, memberId);
  if (!account) throw sessionExpired();
  // Members with a password confirm with it; social-only members confirm with the consent alone
  // (their session is the proof they hold the account).
  if (account.password_hash) {
    if (!input.password) throw badRequest(ACCOUNT_MESSAGES.withdrawPassword, [{ path: 'password', message: ACCOUNT_MESSAGES.withdrawPassword }]);
    await checkCurrentPassword(deps, memberId, account.password_hash, input.password, 'password', now);
  }

  const storageKeys = await inTransaction(deps.db, async (tx) => {
    // A submitted order waits for money the member may still send (a deposit, a card window):
    // it holds the withdrawal back. A sheet never submitted does not; it ends below.
    const waiting = await repo.lockWaitingOrders(tx, memberId);
    const sheets = waiting.filter(repo.isUnsubmittedSheet);
    if (sheets.length < waiting.length) throw conflict(ACCOUNT_MESSAGES.withdrawWaitingOrder);
    await repo.lockBeforeMember(tx, memberId);
    if (await repo.countActiveSubscriptions(tx, memberId, now)) throw conflict(ACCOUNT_MESSAGES.withdrawActiveSubscription);
    const member = await repo.lockActiveMember(tx, memberId);
    if (!member) throw sessionExpired();
    if (await repo.countWaitingOrders(tx, memberId, sheets.map((s) => s.id))) throw conflict(ACCOUNT_MESSAGES.withdrawWaitingOrder);
    // Ended here, after the member row: whatever a sheet gives back (points, a coupon) is then
    // taken in the lock order, members → member_coupons → coupons.
    const returned = await endSheets(tx, memberId, sheets, now);
    // Remaining points lapse through the ledger, so the history still adds up.
    const points = member.points + returned;
    if (points > 0) await changePoints(tx, { memberId, delta: -points, description: '회원 탈퇴로 소멸', orderId: null }, now);
    const keys = await repo.deletePendingApplication(tx, memberId);
    await repo.eraseMember(tx, member, now);
    await repo.insertReason(tx, input.reason, input.detail || null, now);
    await insertAudit(tx, { actorMemberId: memberId, action: 'member.withdraw', targetType: 'member', targetId: String(memberId), after: { reason: input.reason }, now });
    return keys;
  });
  // The rows are gone, so the objects go now. The member has withdrawn whatever happens here; an
  // object that cannot be removed is logged (its key) and does not stop the others.
  for (const storageKey of storageKeys) {
    await deps.adapters.storage.delete(storageKey).catch((e: unknown) => deps.logger.error({ err: e, storageKey }, 'withdrawn member file object not removed'));
  }
}

/**
 * Ends the member's unsubmitted sheets as the order jobs end an expired one (order-jobs.ts): the
 * conditional claim to CANCEL, reverseOrder giving back what the order took, an audit row. So no
 * WAITING order is left pointing at an erased member for the jobs to find later. afterCancel is
 * not needed: an unpaid sheet has no refund, no card payment to reconcile and gets no e-mail.
 * Returns the points given back, which the caller's lapse must include.
 */
async function endSheets(tx: Tx, memberId: number, sheets: OrderRow[], now: Date): Promise<number> {
  let points = 0;
  for (const sheet of sheets) {
    // Locked since the start of the withdrawal, so the claim cannot miss; checked all the same.
    const claimed = await transitionOrder(tx, sheet.id, 'WAITING', { status: 'CANCEL', cancelled_at: now, cancel_reason: SYSTEM_CANCEL_REASONS.memberWithdrew }, now);
    if (!claimed) continue;
    await reverseOrder(tx, sheet, now);
    points += sheet.use_point;
    await insertAudit(tx, {
      actorMemberId: memberId,
      action: 'order.cancel',
      targetType: 'order',
      targetId: String(sheet.id),
      before: { status: 'WAITING' },
      after: { status: 'CANCEL', reason: SYSTEM_CANCEL_REASONS.memberWithdrew },
      now,
    });
  }
  return points;
}
