import type { z } from '@hono/zod-openapi';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, type withdrawalRequestSchema } from '@store/shared';
import { insertAudit } from '../../lib/audit.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { badRequest, conflict, unauthorized } from '../../lib/errors.ts';
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
  if (!account) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  // Members with a password confirm with it; social-only members confirm with the consent alone
  // (their session is the proof they hold the account).
  if (account.password_hash) {
    if (!input.password) throw badRequest(ACCOUNT_MESSAGES.withdrawPassword, [{ path: 'password', message: ACCOUNT_MESSAGES.withdrawPassword }]);
    await checkCurrentPassword(deps, memberId, account.password_hash, input.password, 'password', now);
  }

  const storageKeys = await inTransaction(deps.db, async (tx) => {
    if (await repo.lockWaitingOrders(tx, memberId)) throw conflict(ACCOUNT_MESSAGES.withdrawWaitingOrder);
    await repo.lockBeforeMember(tx, memberId);
    if (await repo.countActiveSubscriptions(tx, memberId, now)) throw conflict(ACCOUNT_MESSAGES.withdrawActiveSubscription);
    const member = await repo.lockActiveMember(tx, memberId);
    if (!member) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    if (await repo.countWaitingOrders(tx, memberId)) throw conflict(ACCOUNT_MESSAGES.withdrawWaitingOrder);
    // Remaining points lapse through the ledger, so the history still adds up.
    if (member.points > 0) await changePoints(tx, { memberId, delta: -member.points, description: '회원 탈퇴로 소멸', orderId: null }, now);
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
