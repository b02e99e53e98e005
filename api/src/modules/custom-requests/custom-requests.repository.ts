import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';
import { ownedBy } from '../files/files.repository.ts';
import type { FileCaller } from '../files/upload-session.ts';

// Custom applications, their drafts, numbers and attached files.

export interface ApplicationFields {
  name: string;
  email: string;
  phoneNumber: string;
  title: string;
  content: string;
}

const fieldsOf = (f: ApplicationFields) => ({ name: f.name, email: f.email, phone: f.phoneNumber, title: f.title, content: f.content });

/** The member's latest submission since `since` (for recognising a double submit), or undefined. */
export function latestSubmissionSince(db: Db, memberId: number, since: Date) {
  return db
    .selectFrom('custom_applications')
    .select(['id', 'application_number', 'name', 'email', 'phone', 'title', 'content'])
    .where('member_id', '=', memberId)
    .where('is_draft', '=', false)
    .where('submitted_at', '>=', since)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findDraft(db: Db, memberId: number) {
  return db.selectFrom('custom_applications').selectAll().where('member_id', '=', memberId).where('is_draft', '=', true).executeTakeFirst();
}

/** Locks the member's draft for a submission, so a parallel draft save waits for it. */
export function findDraftForUpdate(db: Db, memberId: number) {
  return db.selectFrom('custom_applications').select('id').where('member_id', '=', memberId).where('is_draft', '=', true).forUpdate().executeTakeFirst();
}

/** Creates or overwrites the member's single draft (the partial unique index decides). */
export async function upsertDraft(db: Db, memberId: number, fields: ApplicationFields, now: Date): Promise<number> {
  const values = fieldsOf(fields);
  const row = await db
    .insertInto('custom_applications')
    .values({ member_id: memberId, is_draft: true, ...values, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('member_id').where('is_draft', '=', true).doUpdateSet({ ...values, updated_at: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** CR-YYYYMMDD-NNNN: one atomic upsert per number, so parallel submissions never share one. */
export async function nextApplicationNumber(db: Db, day: string): Promise<string> {
  const row = await db
    .insertInto('application_number_counters')
    .values({ day, last_value: 1 })
    .onConflict((oc) => oc.column('day').doUpdateSet({ last_value: sql<number>`application_number_counters.last_value + 1` }))
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return `CR-${day}-${String(row.last_value).padStart(4, '0')}`;
}

export async function insertSubmitted(db: Db, memberId: number | null, fields: ApplicationFields, number: string, now: Date): Promise<number> {
  const row = await db
    .insertInto('custom_applications')
    .values({ member_id: memberId, ...fieldsOf(fields), application_number: number, is_draft: false, status: 'WAITING', submitted_at: now, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function submitDraft(db: Db, draftId: number, fields: ApplicationFields, number: string, now: Date): Promise<void> {
  await db
    .updateTable('custom_applications')
    .set({ ...fieldsOf(fields), application_number: number, is_draft: false, status: 'WAITING', submitted_at: now, updated_at: now })
    .where('id', '=', draftId)
    .where('is_draft', '=', true)
    .execute();
}

/**
 * Locks and counts the listed files the caller may attach: their own custom-request uploads
 * that are free or already in `applicationId` (the draft being saved or submitted). Files of
 * other people, or in another application, are not counted, so the caller sees a mismatch.
 */
export async function lockUsableFiles(db: Db, caller: FileCaller, fileIds: string[], applicationId: number | undefined): Promise<number> {
  if (fileIds.length === 0) return 0;
  const rows = await db
    .selectFrom('stored_files as f')
    .leftJoin('custom_application_files as af', 'af.file_id', 'f.id')
    .select('f.id')
    .where('f.id', 'in', fileIds)
    .where('f.purpose', '=', 'custom-request')
    .where((eb) => ownedBy(eb, caller))
    // `attached` lives on the locked row, so a request that waited for a parallel one re-checks
    // it on the committed version and cannot take a file the other just attached.
    .where((eb) => (applicationId === undefined ? eb('f.attached', '=', false) : eb.or([eb('f.attached', '=', false), eb('af.application_id', '=', applicationId)])))
    // Row locks: a parallel delete of one of these files waits, then finds it attached.
    .forUpdate('f')
    .execute();
  return rows.length;
}

/** Makes `fileIds` (in order) the application's files; files dropped from it become free again. */
export async function replaceApplicationFiles(db: Db, applicationId: number, fileIds: string[], caller: FileCaller): Promise<void> {
  const dropped = await db
    .deleteFrom('custom_application_files')
    .where('application_id', '=', applicationId)
    .$if(fileIds.length > 0, (q) => q.where('file_id', 'not in', fileIds))
    .returning('file_id')
    .execute();
  if (dropped.length > 0) {
    await db.updateTable('stored_files').set({ attached: false }).where('id', 'in', dropped.map((d) => d.file_id)).execute();
  }
  if (fileIds.length === 0) return;
  await db
    .insertInto('custom_application_files')
    .values(fileIds.map((fileId, position) => ({ application_id: applicationId, file_id: fileId, position })))
    .onConflict((oc) => oc.columns(['application_id', 'file_id']).doUpdateSet({ position: sql<number>`excluded.position` }))
    .execute();
  // A visitor's upload attached by a member after logging in becomes that member's file.
  await db
    .updateTable('stored_files')
    .set({ attached: true, owner_member_id: sql<number | null>`coalesce(owner_member_id, ${caller.memberId})` })
    .where('id', 'in', fileIds)
    .execute();
}

export function listSubmitted(db: Db, memberId: number) {
  return db
    .selectFrom('custom_applications')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('is_draft', '=', false)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findSubmitted(db: Db, memberId: number, applicationId: number) {
  return db
    .selectFrom('custom_applications')
    .selectAll()
    .where('id', '=', applicationId)
    .where('member_id', '=', memberId)
    .where('is_draft', '=', false)
    .executeTakeFirst();
}

export type ApplicationRecord = NonNullable<Awaited<ReturnType<typeof findSubmitted>>>;

/** The note of the latest move into `status` (a rejection's or cancel's reason). */
export async function latestNoteInto(db: Db, applicationId: number, status: ApplicationRecord['status']): Promise<string | null> {
  const row = await db
    .selectFrom('custom_application_status_history')
    .select('note')
    .where('application_id', '=', applicationId)
    .where('to_status', '=', status)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.note || null;
}

/** The notes that reached the applicant (reasons, and notes an admin shared), oldest first. */
export function sharedNotesOf(db: Db, applicationId: number) {
  return db
    .selectFrom('custom_application_status_history')
    .select(['to_status', 'note', 'created_at'])
    .where('application_id', '=', applicationId)
    .where('note_shared', '=', true)
    .orderBy('id')
    .execute();
}

export function filesOfApplications(db: Db, applicationIds: number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('custom_application_files as af')
    .innerJoin('stored_files as f', 'f.id', 'af.file_id')
    .select(['af.application_id', 'f.id', 'f.original_name', 'f.size_bytes'])
    .where('af.application_id', 'in', applicationIds)
    .orderBy('af.application_id')
    .orderBy('af.position')
    .execute();
}
