import type { Storage } from '../../adapters/storage/index.ts';
import type { Db } from '../../db/transaction.ts';
import { deleteAbandonedUploads } from './files.repository.ts';

// Visitors upload files and sometimes never submit the form. Uploads that were never attached to
// a draft or an application are deleted after a day, rows first (so nothing can attach them any
// more), then their objects. Idempotent, so several API processes may run it at once.

const HOUR = 3_600_000;
export const ABANDONED_UPLOAD_MS = 24 * HOUR;

export async function purgeAbandonedUploads(db: Db, storage: Storage, now: Date): Promise<number> {
  const keys = await deleteAbandonedUploads(db, new Date(now.getTime() - ABANDONED_UPLOAD_MS));
  for (const key of keys) await storage.delete(key);
  return keys.length;
}

/** Runs the purge now and hourly until stopped; failures are reported, never fatal. */
export function startUploadCleanup(db: Db, storage: Storage, now: () => Date, onError: (error: unknown) => void): () => void {
  const run = () => void purgeAbandonedUploads(db, storage, now()).catch(onError);
  run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
