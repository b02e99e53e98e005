import type { Db } from '../../db/transaction.ts';

export interface LedgerFilter {
  memberId: number;
  type: 'SAVE' | 'USE' | undefined;
  from: Date;
  until: Date;
}

function filtered(db: Db, f: LedgerFilter) {
  let q = db.selectFrom('point_ledger').where('member_id', '=', f.memberId).where('created_at', '>=', f.from).where('created_at', '<', f.until);
  if (f.type) q = q.where('type', '=', f.type);
  return q;
}

export async function countLedger(db: Db, f: LedgerFilter): Promise<number> {
  const row = await filtered(db, f).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function pageLedger(db: Db, f: LedgerFilter, offset: number, limit: number) {
  return filtered(db, f).select(['id', 'type', 'description', 'delta', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
}

export async function currentPoints(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('members').select('points').where('id', '=', memberId).executeTakeFirst();
  return row?.points ?? 0;
}
