import { sql, type ExpressionBuilder } from 'kysely';
import { lockKeyForTransaction, type Db } from '../../db/transaction.ts';
import type { Database, FilePurpose } from '../../db/types.ts';
import type { FileCaller } from './upload-session.ts';

// Stored files of custom requests: who may use them and how many are still pending.

type FilesEb = ExpressionBuilder<Database & { f: Database['stored_files'] }, 'f'>;

/**
 * The files this caller uploaded: as the member of the token, or, for uploads made while
 * logged out, with this visit's upload session. A member's files are never reachable through
 * a session cookie alone.
 */
export function ownedBy(eb: FilesEb, caller: FileCaller) {
  const ors = [];
  if (caller.memberId !== null) ors.push(eb('f.owner_member_id', '=', caller.memberId));
  if (caller.sessionHash !== null) ors.push(eb.and([eb('f.owner_member_id', 'is', null), eb('f.upload_session', '=', caller.sessionHash)]));
  return ors.length > 0 ? eb.or(ors) : sql<boolean>`false`;
}

/**
 * Serialises uploads of one caller for the rest of the transaction, so two parallel uploads
 * cannot both see four pending files and make six. Works on PostgreSQL and PGlite alike.
 */
export function lockCallerUploads(tx: Db, key: string): Promise<void> {
  return lockKeyForTransaction(tx, `uploads:${key}`);
}

/** Custom-request files of the caller that are not part of a submitted application. */
export async function countPendingUploads(db: Db, caller: FileCaller): Promise<number> {
  const row = await db
    .selectFrom('stored_files as f')
    .leftJoin('custom_application_files as af', 'af.file_id', 'f.id')
    .leftJoin('custom_applications as a', 'a.id', 'af.application_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('f.purpose', '=', 'custom-request')
    .where((eb) => ownedBy(eb, caller))
    .where((eb) => eb.or([eb('af.file_id', 'is', null), eb('a.is_draft', '=', true)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The caller's uploads that nothing holds yet, oldest first: with the draft's files, every file
 * countPendingUploads counts, so the form can show (and free) each one after a reload.
 */
export function listUnattachedUploads(db: Db, caller: FileCaller) {
  return db
    .selectFrom('stored_files as f')
    .select(['f.id', 'f.original_name', 'f.size_bytes'])
    .where('f.purpose', '=', 'custom-request')
    .where((eb) => ownedBy(eb, caller))
    .where('f.attached', '=', false)
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
}

export async function insertStoredFile(
  db: Db,
  values: { id: string; purpose: FilePurpose; caller: FileCaller; originalName: string; contentType: string; size: number; storageKey: string; now: Date },
): Promise<void> {
  await db
    .insertInto('stored_files')
    .values({
      id: values.id,
      purpose: values.purpose,
      owner_member_id: values.caller.memberId,
      // A member's upload is theirs alone; the session only matters for visitors.
      upload_session: values.caller.memberId === null ? values.caller.sessionHash : null,
      original_name: values.originalName,
      content_type: values.contentType,
      size_bytes: values.size,
      storage_key: values.storageKey,
      created_at: values.now,
    })
    .execute();
}

export function findOwnedFile(db: Db, fileId: string, caller: FileCaller) {
  return db
    .selectFrom('stored_files as f')
    .select(['f.id', 'f.attached', 'f.storage_key'])
    .where('f.id', '=', fileId)
    .where('f.purpose', '=', 'custom-request')
    .where((eb) => ownedBy(eb, caller))
    .executeTakeFirst();
}

/** Deletes the row only while it is still unattached (a draft save cannot race it away). */
export async function deleteUnattachedFile(db: Db, fileId: string): Promise<string | undefined> {
  const row = await db.deleteFrom('stored_files').where('id', '=', fileId).where('attached', '=', false).returning('storage_key').executeTakeFirst();
  return row?.storage_key;
}

/**
 * A custom-request file for download: by its owner, or by an admin handling the request, which
 * means a file of a submitted application. A member's draft and uploads not yet sent are theirs
 * alone, as the admin screens never show drafts. With its owner and application, so an admin's
 * download of someone else's file can be audit-logged.
 */
export function findDownloadableFile(db: Db, fileId: string, viewer: { memberId: number; isAdmin: boolean }) {
  return db
    .selectFrom('stored_files as f')
    .leftJoin('custom_application_files as af', 'af.file_id', 'f.id')
    .leftJoin('custom_applications as a', 'a.id', 'af.application_id')
    .select(['f.id', 'f.original_name', 'f.content_type', 'f.storage_key', 'f.owner_member_id', 'af.application_id'])
    .where('f.id', '=', fileId)
    .where('f.purpose', '=', 'custom-request')
    .where((eb) => {
      const own = eb('f.owner_member_id', '=', viewer.memberId);
      return viewer.isAdmin ? eb.or([own, eb('a.is_draft', '=', false)]) : own;
    })
    .executeTakeFirst();
}

/**
 * Unattached uploads older than `before` (abandoned forms); returns their storage keys. They are
 * locked first, skipping files another transaction holds (a draft save or submission attaching
 * them, a withdrawal deleting them; the next run finds what is still abandoned): a DELETE of many
 * rows locks them in whatever order its plan reads them, and waiting there for a file that a
 * draft save had locked in another order (by id) deadlocked on PostgreSQL. Never waiting for a
 * file, the sweep cannot be part of a deadlock with any writer of files.
 */
export async function deleteAbandonedUploads(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .with(
      (wb) => wb('abandoned').materialized(),
      (qc) =>
        qc
          .selectFrom('stored_files')
          .select('id')
          .where('purpose', '=', 'custom-request')
          .where('attached', '=', false)
          .where('created_at', '<', before)
          .forUpdate()
          .skipLocked(),
    )
    .deleteFrom('stored_files')
    .where('id', 'in', (eb) => eb.selectFrom('abandoned').select('id'))
    .where('attached', '=', false)
    .returning('storage_key')
    .execute();
  return rows.map((r) => r.storage_key);
}

/**
 * Withdrawal: deletes the member's custom-request files that no submitted application holds,
 * the ones in their draft (`draftId`) and their uploads not attached to anything. Files of
 * submitted applications stay with the application. Returns the storage keys, for removing the
 * objects once the transaction has committed.
 */
export async function deleteMemberPendingFiles(tx: Db, memberId: number, draftId: number | undefined): Promise<string[]> {
  const rows = await tx
    .deleteFrom('stored_files')
    .where('purpose', '=', 'custom-request')
    .where((eb) => {
      const unattached = eb.and([eb('owner_member_id', '=', memberId), eb('attached', '=', false)]);
      if (draftId === undefined) return unattached;
      return eb.or([unattached, eb('id', 'in', eb.selectFrom('custom_application_files').select('file_id').where('application_id', '=', draftId))]);
    })
    .returning('storage_key')
    .execute();
  return rows.map((r) => r.storage_key);
}
