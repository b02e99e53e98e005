import type { Db } from '../../db/transaction.ts';
import { boundedCount } from '../../lib/admin-list.ts';

// Reads of the audit trail (api/src/lib/audit.ts writes it). Newest first (by time, then id).

export interface AuditFilter {
  action?: string;
  targetType?: string;
  targetId?: string;
  /** A member id; null: system entries (jobs, webhooks). */
  actorId?: number | null;
  start?: Date;
  end?: Date;
}

export async function listAudit(db: Db, filter: AuditFilter, page: number, size: number) {
  let base = db.selectFrom('audit_log as a').leftJoin('members as m', 'm.id', 'a.actor_member_id');
  if (filter.action) {
    // `order.` is a prefix (every order action); anything else is exact.
    base = filter.action.endsWith('.') ? base.where('a.action', 'like', `${filter.action.replace(/[\\%_]/g, '\\$&')}%`) : base.where('a.action', '=', filter.action);
  }
  if (filter.targetType) base = base.where('a.target_type', '=', filter.targetType);
  if (filter.targetId) base = base.where('a.target_id', '=', filter.targetId);
  if (filter.actorId === null) base = base.where('a.actor_member_id', 'is', null);
  else if (filter.actorId !== undefined) base = base.where('a.actor_member_id', '=', filter.actorId);
  if (filter.start) base = base.where('a.created_at', '>=', filter.start);
  if (filter.end) base = base.where('a.created_at', '<', filter.end);
  // The page and its count at once: each on its own connection of the pool.
  const [total, rows] = await Promise.all([
    boundedCount(db, base),
    base
      .select(['a.id', 'a.action', 'a.target_type', 'a.target_id', 'a.actor_member_id', 'a.before', 'a.after', 'a.ip', 'a.created_at', 'm.login_id', 'm.name'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { total, rows };
}

export async function distinctActions(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
  return rows.map((r) => r.action);
}

/** The member id of a login id (case-insensitive), or undefined. */
export async function memberIdByLogin(db: Db, loginId: string): Promise<number | undefined> {
  const row = await db.selectFrom('members').select('id').where((eb) => eb(eb.fn('lower', ['login_id']), '=', loginId.toLowerCase())).executeTakeFirst();
  return row?.id;
}
