import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertStorageKey, type Storage } from './storage.ts';

// The default store: a folder under the data directory (STORE_DATA_DIR/files). Each object is
// its bytes plus a small `<name>.meta.json` holding the content type. Writes go to a temporary
// name first and are renamed into place, so a reader never sees half a file.

const META_SUFFIX = '.meta.json';

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    // The key alphabet already excludes '..'; the generated keys never end like a sidecar.
    if (key.endsWith(META_SUFFIX)) throw new Error(`invalid storage key: ${key}`);
    return join(root, ...key.split('/'));
  };

  async function writeAtomically(path: string, data: Uint8Array | string): Promise<void> {
    const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, path);
  }

  return {
    kind: 'local',
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeAtomically(path + META_SUFFIX, JSON.stringify({ contentType }));
      await writeAtomically(path, body);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [body, meta] = await Promise.all([readFile(path), readFile(path + META_SUFFIX, 'utf8')]);
        const { contentType } = JSON.parse(meta) as { contentType?: unknown };
        return { body: new Uint8Array(body), contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + META_SUFFIX, { force: true });
    },
  };
}
