import sharp from 'sharp';
import type { Storage, StoredObject } from '../../adapters/storage/storage.ts';
import type { Logger } from '../../lib/logger.ts';

// Copies of product images, made on first request and kept in storage beside the original
// (`items/w480/<name>`): smaller WebP copies for `srcset` (IMAGE_WIDTHS), and JPEG copies for
// link previews (messengers that read a page's og:image do not all read WebP). Every process
// and every restart finds them there, and the originals stay as uploaded. Image names are
// generated per upload, so a copy can never go stale.

export type ImageCopy = { width: number; format: 'webp' | 'jpeg' };

/** Copies being made in this process, so a burst of first requests makes one copy. */
const making = new WeakMap<Storage, Map<string, Promise<StoredObject | undefined>>>();

/**
 * The image as `copy` asks (never wider than its original); undefined when there is no such
 * image or it could not be converted, and the caller serves the original.
 */
export async function itemImageCopy(storage: Storage, fileName: string, copy: ImageCopy, log: Logger): Promise<StoredObject | undefined> {
  const key = copy.format === 'webp' ? `items/w${copy.width}/${fileName}` : `items/jpeg-w${copy.width}/${fileName}.jpg`;
  const stored = await storage.get(key);
  if (stored) return stored;
  let jobs = making.get(storage);
  if (!jobs) making.set(storage, (jobs = new Map()));
  let job = jobs.get(key);
  if (!job) {
    job = makeCopy(storage, fileName, copy, key, log).finally(() => jobs.delete(key));
    jobs.set(key, job);
  }
  return job;
}

async function makeCopy(storage: Storage, fileName: string, copy: ImageCopy, key: string, log: Logger): Promise<StoredObject | undefined> {
  const original = await storage.get(`items/${fileName}`);
  if (!original) return undefined;
  let body: Buffer;
  try {
    const resized = sharp(original.body, { animated: false }).resize({ width: copy.width, withoutEnlargement: true });
    // JPEG has no transparency: a transparent thumbnail goes onto white, as the store shows it.
    body = await (copy.format === 'webp' ? resized.webp({ quality: 80 }) : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })).toBuffer();
  } catch (error) {
    // Every stored image was decoded once at upload; should one not decode now, the original still shows.
    log.warn({ err: error, fileName, copy }, 'image copy failed; serving the original');
    return undefined;
  }
  const made = { body: new Uint8Array(body), contentType: copy.format === 'webp' ? 'image/webp' : 'image/jpeg' };
  await storage.put(key, made.body, made.contentType);
  return made;
}
