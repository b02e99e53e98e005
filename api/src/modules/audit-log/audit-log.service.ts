import type { AuditLogResponse, auditLogQuerySchema } from '@store/shared';
import type { z } from 'zod';
import { iso, pageInfo, seoulDayRange } from '../../lib/admin-list.ts';
import type { AppDeps } from '../../lib/context.ts';
import * as repo from './audit-log.repository.ts';

// The audit-log screen: who (actor), what (action, target), when, before/after.

export async function listAuditLog(deps: AppDeps, query: z.output<typeof auditLogQuerySchema>): Promise<AuditLogResponse> {
  const { start, end } = seoulDayRange(query.from, query.to);
  let actorId: number | null | undefined;
  if (query.actor) {
    // System rows show as 시스템; the English keyword is kept for links and habits.
    if (['system', '시스템'].includes(query.actor.toLowerCase())) actorId = null;
    else if (/^\d{1,9}$/.test(query.actor)) actorId = Number(query.actor);
    // An unknown login id matches nobody (id 0 never exists), rather than being ignored.
    else actorId = (await repo.memberIdByLogin(deps.db, query.actor)) ?? 0;
  }
  const filter: repo.AuditFilter = {
    ...(query.action ? { action: query.action } : {}),
    ...(query.targetType ? { targetType: query.targetType } : {}),
    ...(query.targetId ? { targetId: query.targetId } : {}),
    ...(actorId !== undefined ? { actorId } : {}),
    ...(start ? { start } : {}),
    ...(end ? { end } : {}),
  };
  const [{ total, rows }, actions] = await Promise.all([repo.listAudit(deps.db, filter, query.page, query.size), repo.distinctActions(deps.db)]);
  return {
    ...pageInfo(query.page, query.size, total),
    actions,
    content: rows.map((r) => ({
      id: Number(r.id),
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      actorMemberId: r.actor_member_id,
      actorLoginId: r.login_id,
      actorName: r.name,
      before: r.before,
      after: r.after,
      ip: r.ip,
      createdAt: iso(r.created_at)!,
    })),
  };
}
