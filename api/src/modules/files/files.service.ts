import { CUSTOM_REQUEST_MESSAGES as M, UPLOAD_LIMITS, type ApplicationFile } from '@store/shared';
import { inTransaction } from '../../db/transaction.ts';
import { insertAudit } from '../../lib/audit.ts';
import type { AppDeps } from '../../lib/context.ts';
import { randomToken } from '../../lib/crypto.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { detectFileType, sanitizeFileName } from './file-type.ts';
import * as repo from './files.repository.ts';
import { callerKey, type FileCaller } from './upload-session.ts';

// Custom-request attachments: upload, delete, download.

/** One file per request plus the multipart framing (boundaries, part headers, file name). */
export const MAX_UPLOAD_REQUEST_BYTES = UPLOAD_LIMITS.maxBytes + 64 * 1024;

export const tooLarge = () => new AppError(413, M.fileTooLarge);

/**
 * Stores one uploaded file. The bytes decide the type (magic bytes, and the name's extension
 * must agree); the object is stored under a generated key, never under the uploader's name.
 * At most UPLOAD_LIMITS.maxFiles files per caller may be pending (not yet part of a submitted
 * application), checked under a per-caller lock so parallel uploads cannot exceed it.
 */
export async function uploadFile(deps: AppDeps, caller: FileCaller, file: File): Promise<{ fileId: string; fileName: string }> {
  // A file was chosen: asking to choose one (selectFile) left the buyer wondering what was wrong.
  if (file.size === 0) throw badRequest(M.emptyFile);
  if (file.size > UPLOAD_LIMITS.maxBytes) throw tooLarge();
  const originalName = sanitizeFileName(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectFileType(bytes, originalName);
  if (!type) throw new AppError(415, M.fileTypeNotAllowed);

  // A cheap early refusal; the authoritative count is repeated under the lock below.
  if ((await repo.countPendingUploads(deps.db, caller)) >= UPLOAD_LIMITS.maxFiles) throw badRequest(M.tooManyFiles);

  const now = deps.clock.now();
  // 144 random bits: ids are capabilities for visitors, so they must not be guessable.
  const fileId = randomToken(18);
  const storageKey = `custom-request/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${fileId}`;
  // Bytes first, row second: a row never points at a missing object. A refused or failed
  // insert removes the object again.
  await deps.adapters.storage.put(storageKey, bytes, type.contentType);
  try {
    await inTransaction(deps.db, async (tx) => {
      await repo.lockCallerUploads(tx, callerKey(caller));
      if ((await repo.countPendingUploads(tx, caller)) >= UPLOAD_LIMITS.maxFiles) throw badRequest(M.tooManyFiles);
      await repo.insertStoredFile(tx, { id: fileId, purpose: 'custom-request', caller, originalName, contentType: type.contentType, size: bytes.byteLength, storageKey, now });
    });
  } catch (error) {
    await deps.adapters.storage.delete(storageKey).catch((e: unknown) => deps.logger.warn({ err: e, storageKey }, 'orphan upload not removed'));
    throw error;
  }
  return { fileId, fileName: originalName };
}

/**
 * GET /api/upload-file/pending. The limit counts per uploader, not per page: without this, files
 * uploaded before a reload stayed invisible yet blocked new uploads until the daily sweep.
 */
export async function pendingUploads(deps: AppDeps, caller: FileCaller): Promise<ApplicationFile[]> {
  const rows = await repo.listUnattachedUploads(deps.db, caller);
  return rows.map((f) => ({ fileId: f.id, originalName: f.original_name, size: f.size_bytes }));
}

/**
 * GET /api/delete-file. Someone else's file (or none) is a 404, so ids cannot be probed; a file
 * in a draft or an application is locked (409), as the spec says drafted files stay.
 */
export async function deleteFile(deps: AppDeps, caller: FileCaller, fileId: string): Promise<void> {
  const file = await repo.findOwnedFile(deps.db, fileId, caller);
  if (!file) throw notFound(M.fileNotFound);
  if (file.attached) throw conflict(M.draftFileLocked);
  const storageKey = await repo.deleteUnattachedFile(deps.db, fileId);
  // Attached between the read and the delete: the draft won, the file stays.
  if (!storageKey) throw conflict(M.draftFileLocked);
  await deps.adapters.storage.delete(storageKey).catch((e: unknown) => deps.logger.warn({ err: e, storageKey }, 'deleted file object not removed'));
}

/**
 * The bytes of a custom-request file for its owner (or an admin). An admin opening someone
 * else's file is admin access to member data, audit-logged as the detail view is (SECURITY.md,
 * Privacy): which admin, which file of which application, from where; never the name or the
 * bytes, which can carry the applicant's personal data. Written after the object is found (a 404
 * records nothing) and before the answer.
 */
export async function downloadFile(deps: AppDeps, viewer: { memberId: number; isAdmin: boolean; ip: string }, fileId: string) {
  const file = await repo.findDownloadableFile(deps.db, fileId, viewer);
  if (!file) throw notFound(M.fileNotFound);
  const object = await deps.adapters.storage.get(file.storage_key);
  if (!object) throw notFound(M.fileNotFound);
  if (viewer.isAdmin && file.owner_member_id !== viewer.memberId) {
    await insertAudit(deps.db, {
      actorMemberId: viewer.memberId,
      action: 'custom-request.file.download',
      // On the application's trail: an admin reads only files of submitted applications.
      targetType: 'custom-request',
      targetId: String(file.application_id),
      after: { fileId: file.id },
      ip: viewer.ip,
      now: deps.clock.now(),
    });
  }
  return { body: object.body, fileName: file.original_name, contentType: file.content_type };
}
