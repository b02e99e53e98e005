import { sql } from 'kysely';
import type { Tx } from '../../db/transaction.ts';

// The ONE way members.points changes. Every change is a conditional UPDATE of the balance plus
// a ledger row, in the caller's transaction, so the balance and its history cannot drift apart
// and the balance can never go below 0 (the UPDATE's condition, backed by CHECK points >= 0).
// Taking a Tx (not a Db) makes callers open the transaction the two writes share.

export interface PointChange {
  memberId: number;
  /** Positive for SAVE, negative for USE; never 0. */
  delta: number;
  description: string;
  orderId: number | null;
}

/**
 * Applies the change and returns the new balance, or undefined when the balance does not
 * cover a negative delta (nothing is written then). The UPDATE takes the member row's lock, so
 * two concurrent spends of the same points serialise: the second sees the first's balance.
 */
export async function changePoints(tx: Tx, change: PointChange, now: Date): Promise<number | undefined> {
  const { memberId, delta } = change;
  if (!Number.isSafeInteger(delta) || delta === 0) throw new RangeError(`point delta must be a non-zero integer, got ${delta}`);
  const row = await tx
    .updateTable('members')
    .set({ points: sql<number>`points + ${delta}` })
    .where('id', '=', memberId)
    .where(sql<number>`points + ${delta}`, '>=', 0)
    .returning('points')
    .executeTakeFirst();
  if (!row) return undefined;
  await tx
    .insertInto('point_ledger')
    .values({
      member_id: memberId,
      delta,
      type: delta > 0 ? 'SAVE' : 'USE',
      description: change.description,
      order_id: change.orderId,
      balance_after: row.points,
      created_at: now,
    })
    .execute();
  return row.points;
}

/**
 * Takes back up to `wanted` points: as many as the balance holds. Used when a cancelled order's
 * earned points were already spent: the balance may not go negative, so the shortfall is
 * returned for the caller to record. The row lock (FOR UPDATE) keeps the read and the change
 * one step.
 */
export async function takeBackPoints(tx: Tx, change: Omit<PointChange, 'delta'> & { wanted: number }, now: Date): Promise<{ taken: number; shortfall: number }> {
  const member = await tx.selectFrom('members').select('points').where('id', '=', change.memberId).forUpdate().executeTakeFirstOrThrow();
  const taken = Math.min(change.wanted, member.points);
  if (taken > 0) {
    const balance = await changePoints(tx, { memberId: change.memberId, delta: -taken, description: change.description, orderId: change.orderId }, now);
    if (balance === undefined) throw new Error('balance changed under a row lock');
  }
  return { taken, shortfall: change.wanted - taken };
}
