import { assertStorageKey, type Storage, type StoredObject } from './storage.ts';

/** Storage in a Map: for tests, and for seeding a database whose files need not persist. */
export function createMemoryStorage(): Storage {
  const objects = new Map<string, StoredObject>();
  return {
    kind: 'memory',
    async put(key, body, contentType) {
      assertStorageKey(key);
      objects.set(key, { body: new Uint8Array(body), contentType });
    },
    async get(key) {
      assertStorageKey(key);
      const found = objects.get(key);
      return found ? { body: new Uint8Array(found.body), contentType: found.contentType } : undefined;
    },
    async delete(key) {
      assertStorageKey(key);
      objects.delete(key);
    },
  };
}
