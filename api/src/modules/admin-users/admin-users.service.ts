import { ADMIN_USER_MESSAGES as M, gradeFor, type AdminBlockResult, type AdminUserListResponse, type AdminUserRow, type adminUserListQuerySchema } from '@store/shared';
import type { z } from 'zod';
import { insertAudit } from '../../lib/audit.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { iso, pageInfo } from '../../lib/admin-list.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import * as repo from './admin-users.repository.ts';

// Member administration: the list, suspension and its lifting (store.md §5: never an admin,
// never an already suspended member, never an empty selection).

/** The member list's row; the member detail starts from it too. */
export function toRow(r: repo.UserRow): AdminUserRow {
  return {
    id: r.id,
    loginId: r.login_id,
    name: r.name,
    email: r.email,
    phoneNumber: r.phone,
    grade: gradeFor(r.total_purchase_krw, r.role, r.status),
    joinDate: iso(r.created_at)!,
    latestLoginDate: iso(r.last_login_at),
    point: r.points,
    totalPurchaseAmount: r.total_purchase_krw,
    blockedAt: iso(r.blocked_at),
    blockReason: r.block_reason,
  };
}

export async function listUsers(deps: AppDeps, query: z.output<typeof adminUserListQuerySchema>): Promise<AdminUserListResponse> {
  const filter: repo.UserListFilter = { field: query.field, ...(query.q ? { q: query.q } : {}), ...(query.grade ? { grade: query.grade } : {}) };
  const { total, rows } = await repo.listUsers(deps.db, filter, query.sort, query.direction, query.page, query.size);
  return { ...pageInfo(query.page, query.size, total), userList: rows.map(toRow) };
}

export interface AdminActor {
  memberId: number;
  ip: string;
}

/**
 * Suspends the selected members, all or nothing: one admin, suspended or unknown member in the
 * selection refuses the whole request with its reason, so the admin never has to guess which
 * half went through. The rows are locked first, so a parallel suspension of the same member
 * makes the second request see "already suspended". Sessions end in the same transaction.
 */
export async function blockUsers(deps: AppDeps, actor: AdminActor, memberIds: number[], reason: string | undefined): Promise<AdminBlockResult> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) throw badRequest(M.selectUsers);
  // The schema trimmed it; a blank reason is no reason.
  const why = reason || null;
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const rows = await repo.lockMembers(tx, ids);
    const found = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const m = found.get(id);
      if (!m) throw notFound(M.userNotFound);
      if (m.status === 'WITHDRAWN') throw conflict(M.withdrawn);
      if (m.role === 'ADMIN') throw conflict(`${M.cannotBlockAdmin} (${m.login_id})`);
      if (m.status === 'BLOCKED') throw conflict(`${M.alreadyBlocked} (${m.login_id})`);
    }
    const blocked = await repo.setBlocked(tx, ids, why, now);
    // Cannot differ after the locked checks above; kept as a guard against a future edit.
    if (blocked.length !== ids.length) throw conflict(M.blockFailed);
    const revoked = await repo.revokeSessionsOf(tx, ids, now);
    for (const id of ids) {
      await insertAudit(tx, {
        actorMemberId: actor.memberId,
        action: 'member.block',
        targetType: 'member',
        targetId: String(id),
        before: { status: 'ACTIVE' },
        after: { status: 'BLOCKED', ...(why ? { reason: why } : {}), sessionsRevoked: revoked },
        ip: actor.ip,
        now,
      });
    }
  });
  return { message: M.blocked(ids.length), memberIds: ids };
}

/** Lifts a suspension. Old sessions stay ended: the member logs in again. */
export async function unblockUser(deps: AppDeps, actor: AdminActor, memberId: number): Promise<AdminBlockResult> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const [m] = await repo.lockMembers(tx, [memberId]);
    if (!m || m.status === 'WITHDRAWN') throw notFound(M.userNotFound);
    if (m.status !== 'BLOCKED' || !(await repo.setUnblocked(tx, memberId))) throw conflict(M.notBlocked);
    await insertAudit(tx, {
      actorMemberId: actor.memberId,
      action: 'member.unblock',
      targetType: 'member',
      targetId: String(memberId),
      before: { status: 'BLOCKED', blockedAt: iso(m.blocked_at), ...(m.block_reason ? { reason: m.block_reason } : {}) },
      after: { status: 'ACTIVE' },
      ip: actor.ip,
      now,
    });
  });
  return { message: M.unblocked, memberIds: [memberId] };
}
