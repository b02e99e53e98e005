import type { Db } from '../db/transaction.ts';

export interface AuditEntry {
  /** The admin or member who acted; null for the system (jobs, webhooks). */
  actorMemberId: number | null;
  /** Dotted verb, e.g. `order.deposit.confirm`, `member.block`, `license.activate`. */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  now: Date;
}

/**
 * Appends one row to the audit trail (who, what, when, before/after). Call it inside the
 * transaction that makes the change, so the change and its record commit or roll back together.
 */
export async function insertAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values({
      actor_member_id: entry.actorMemberId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: entry.ip ?? null,
      created_at: entry.now,
    })
    .execute();
}
