import type { Storage, StoredObject } from '../../adapters/storage/storage.ts';
import { ByteCache } from '../../lib/byte-cache.ts';
import type { Logger } from '../../lib/logger.ts';
import { itemImageCopy, type ImageCopy } from './image-variants.ts';

// Product images most recently served, kept in this process's memory. A product list on a
// phone asks for 20 thumbnails; read from storage each time (two files per image on the local
// disk, a round trip on S3) they cost ~1.2 ms of CPU apiece, six times a cached catalog answer.
// Image names are generated per upload and a copy's key names its width, so what is kept can
// never be stale; an image deleted from storage may still be answered from here until it
// falls out, which shows nothing that was not public.

const RECENT_IMAGE_BYTES = 32 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif' };
const byStorage = new WeakMap<Storage, ByteCache<StoredObject>>();

/** The recent images of one storage (one per app: tests each have their own). */
function recentImagesOf(storage: Storage): ByteCache<StoredObject> {
  let recent = byStorage.get(storage);
  if (!recent) byStorage.set(storage, (recent = new ByteCache(RECENT_IMAGE_BYTES)));
  return recent;
}

/**
 * The product image `fileName` as `asked` (a smaller or JPEG copy) or as uploaded; undefined
 * when there is none. Its content type follows the (validated) extension, or the copy's format,
 * never a stored value.
 */
export async function servedItemImage(storage: Storage, fileName: string, asked: ImageCopy | undefined, log: Logger): Promise<StoredObject | undefined> {
  const recent = recentImagesOf(storage);
  const key = asked ? `${fileName}@${asked.width}.${asked.format}` : fileName;
  const kept = recent.get(key);
  if (kept) return kept;
  const copy = asked ? await itemImageCopy(storage, fileName, asked, log) : undefined;
  const object = copy ?? (await storage.get(`items/${fileName}`));
  if (!object) return undefined;
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1);
  // A copy is always one the server encoded itself, in the format asked for.
  const image = { body: object.body, contentType: copy && asked ? `image/${asked.format}` : (IMAGE_TYPES[ext] ?? 'application/octet-stream') };
  recent.set(key, image);
  return image;
}
