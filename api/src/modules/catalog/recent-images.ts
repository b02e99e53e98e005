import type { Storage, StoredObject } from '../../adapters/storage/storage.ts';
import { ByteCache } from '../../lib/byte-cache.ts';

// Product images most recently served, kept in this process's memory. A product list on a
// phone asks for 20 thumbnails; read from storage each time (two files per image on the local
// disk, a round trip on S3) they cost ~1.2 ms of CPU apiece, six times a cached catalog answer.
// Image names are generated per upload and a copy's key names its width, so what is kept can
// never be stale; an image deleted from storage may still be answered from here until it
// falls out, which shows nothing that was not public.

const RECENT_IMAGE_BYTES = 32 * 1024 * 1024;
const byStorage = new WeakMap<Storage, ByteCache<StoredObject>>();

/** The recent images of one storage (one per app: tests each have their own). */
export function recentImagesOf(storage: Storage): ByteCache<StoredObject> {
  let recent = byStorage.get(storage);
  if (!recent) byStorage.set(storage, (recent = new ByteCache(RECENT_IMAGE_BYTES)));
  return recent;
}
