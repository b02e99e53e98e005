import sharp from 'sharp';
import type { Storage, StoredObject } from '../../adapters/storage/storage.ts';
import type { Logger } from '../../lib/logger.ts';

// Smaller copies of product images for `srcset` (IMAGE_WIDTHS), made on first request and kept
// in storage beside the original (`items/w480/<name>`): every process and every restart finds
// them there, and the originals stay as uploaded. Image names are generated per upload, so a
// copy can never go stale.

/** Resizes already under way in this process, so a burst of first requests makes one copy. */
const making = new WeakMap<Storage, Map<string, Promise<StoredObject | undefined>>>();

/**
 * The image at `width` px wide (never wider than its original); undefined when there is no such
 * image or it could not be resized, and the caller serves the original.
 */
export async function itemImageAtWidth(storage: Storage, fileName: string, width: number, log: Logger): Promise<StoredObject | undefined> {
  const key = `items/w${width}/${fileName}`;
  const stored = await storage.get(key);
  if (stored) return stored;
  let jobs = making.get(storage);
  if (!jobs) making.set(storage, (jobs = new Map()));
  let job = jobs.get(key);
  if (!job) {
    job = makeCopy(storage, fileName, width, key, log).finally(() => jobs.delete(key));
    jobs.set(key, job);
  }
  return job;
}

async function makeCopy(storage: Storage, fileName: string, width: number, key: string, log: Logger): Promise<StoredObject | undefined> {
  const original = await storage.get(`items/${fileName}`);
  if (!original) return undefined;
  let body: Buffer;
  try {
    body = await sharp(original.body, { animated: false }).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  } catch (error) {
    // Every stored image was decoded once at upload; should one not decode now, the original still shows.
    log.warn({ err: error, fileName, width }, 'image copy failed; serving the original');
    return undefined;
  }
  const copy = { body: new Uint8Array(body), contentType: 'image/webp' };
  await storage.put(key, copy.body, copy.contentType);
  return copy;
}
