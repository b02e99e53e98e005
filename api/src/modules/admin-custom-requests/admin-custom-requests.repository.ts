import type { ApplicationStatusValue } from '../../db/types.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { boundedCount, containsPattern } from '../../lib/admin-list.ts';

// Kysely queries of the admin view of submitted custom applications (drafts are never shown:
// they are the member's unfinished work).

export interface ApplicationFilter {
  status?: ApplicationStatusValue;
  q?: string;
  start?: Date;
  end?: Date;
}

const columns = ['a.id', 'a.application_number', 'a.member_id', 'a.name', 'a.email', 'a.phone', 'a.title', 'a.content', 'a.status', 'a.submitted_at', 'a.updated_at', 'm.login_id'] as const;

export async function listApplications(db: Db, filter: ApplicationFilter, page: number, size: number) {
  let base = db.selectFrom('custom_applications as a').leftJoin('members as m', 'm.id', 'a.member_id').where('a.is_draft', '=', false);
  if (filter.status) base = base.where('a.status', '=', filter.status);
  if (filter.start) base = base.where('a.submitted_at', '>=', filter.start);
  if (filter.end) base = base.where('a.submitted_at', '<', filter.end);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const digits = filter.q.replace(/\D/g, '');
    base = base.where((eb) =>
      eb.or([
        eb('a.name', 'ilike', pattern),
        eb('a.email', 'ilike', pattern),
        eb('a.title', 'ilike', pattern),
        eb('a.application_number', 'ilike', pattern),
        ...(digits.length >= 3 ? [eb('a.phone', 'like', containsPattern(digits))] : []),
      ]),
    );
  }
  // The page and its count at once: each on its own connection of the pool.
  const [total, rows] = await Promise.all([
    boundedCount(db, base),
    base
      .select([...columns])
      .orderBy('a.submitted_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { total, rows };
}

export type ApplicationListRow = Awaited<ReturnType<typeof listApplications>>['rows'][number];

export function findApplication(db: Db, id: number) {
  return db
    .selectFrom('custom_applications as a')
    .leftJoin('members as m', 'm.id', 'a.member_id')
    .select([...columns])
    .where('a.id', '=', id)
    .where('a.is_draft', '=', false)
    .executeTakeFirst();
}

/** The applications' attachments, in their order: the query the member's own screens use. */
export { filesOfApplications as filesOf } from '../custom-requests/custom-requests.repository.ts';

export function historyOf(db: Db, applicationId: number) {
  return db
    .selectFrom('custom_application_status_history as h')
    .leftJoin('members as m', 'm.id', 'h.actor_member_id')
    .select(['h.id', 'h.from_status', 'h.to_status', 'h.note', 'h.note_shared', 'h.created_at', 'm.login_id'])
    .where('h.application_id', '=', applicationId)
    .orderBy('h.id')
    .execute();
}

/**
 * The claim: moves the application only if it is still in the status the admin saw, so of two
 * admins changing it at once exactly one wins and the other is told to reload.
 */
export function transitionApplication(tx: Tx, id: number, from: ApplicationStatusValue, to: ApplicationStatusValue, now: Date) {
  return tx
    .updateTable('custom_applications')
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('is_draft', '=', false)
    .where('status', '=', from)
    .returning(['id', 'status'])
    .executeTakeFirst();
}

export async function insertHistory(tx: Tx, row: { applicationId: number; from: ApplicationStatusValue; to: ApplicationStatusValue; note: string; noteShared: boolean; actorMemberId: number; now: Date }) {
  await tx
    .insertInto('custom_application_status_history')
    .values({ application_id: row.applicationId, from_status: row.from, to_status: row.to, note: row.note, note_shared: row.noteShared, actor_member_id: row.actorMemberId, created_at: row.now })
    .execute();
}
