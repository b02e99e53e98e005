import type { StorageConfig } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export type { Storage, StoredObject } from './storage.ts';
export { createMemoryStorage } from './memory.ts';

/** The S3 bucket when S3_* is configured, else a folder under the data directory. */
export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}
