import type { Storage, StoredObject } from '../../adapters/storage/storage.ts';

// Product images most recently served, kept in this process's memory. A product list on a
// phone asks for 20 thumbnails; read from storage each time (two files per image on the local
// disk, a round trip on S3) they cost ~1.2 ms of CPU apiece, six times a cached catalog answer.
// Image names are generated per upload and a copy's key names its width, so what is kept can
// never be stale; an image deleted from storage may still be answered from here until it
// falls out, which shows nothing that was not public.

/** Least recently used first out, within `limitBytes` of image bytes. */
export class RecentImages {
  private readonly kept = new Map<string, StoredObject>();
  private bytes = 0;

  constructor(private readonly limitBytes: number) {}

  get(key: string): StoredObject | undefined {
    const object = this.kept.get(key);
    if (!object) return undefined;
    // Map keeps insertion order: moved to the end, it is the last to go.
    this.kept.delete(key);
    this.kept.set(key, object);
    return object;
  }

  set(key: string, object: StoredObject): void {
    const size = object.body.byteLength;
    if (size > this.limitBytes) return;
    const previous = this.kept.get(key);
    if (previous) {
      this.kept.delete(key);
      this.bytes -= previous.body.byteLength;
    }
    this.kept.set(key, object);
    this.bytes += size;
    for (const [oldest, old] of this.kept) {
      if (this.bytes <= this.limitBytes) break;
      this.kept.delete(oldest);
      this.bytes -= old.body.byteLength;
    }
  }

  get size(): number {
    return this.kept.size;
  }
}

const RECENT_IMAGE_BYTES = 32 * 1024 * 1024;
const byStorage = new WeakMap<Storage, RecentImages>();

/** The recent images of one storage (one per app: tests each have their own). */
export function recentImagesOf(storage: Storage): RecentImages {
  let recent = byStorage.get(storage);
  if (!recent) byStorage.set(storage, (recent = new RecentImages(RECENT_IMAGE_BYTES)));
  return recent;
}
