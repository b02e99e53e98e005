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
  // The rows are gone now, so a key skipped here would never be found again: one object that
  // cannot be removed (a storage hiccup) must not leave all the others behind. Reported after.
  const failures: unknown[] = [];
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} of ${keys.length} abandoned upload objects not removed`);
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
