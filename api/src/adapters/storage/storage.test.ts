import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startFakeS3, type FakeS3 } from '../../../test/fake-s3.ts';
import { createStorage, createMemoryStorage, type Storage } from './index.ts';
import { createS3Storage } from './s3.ts';

const creds = { accessKeyId: 'AKIATESTKEY', secretAccessKey: 'test-secret-key', region: 'ap-northeast-2', bucket: 'store-files' };

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3(creds);
});
afterAll(() => s3.close());

const bytes = (text: string) => new TextEncoder().encode(text);

function contract(name: string, make: () => Storage) {
  describe(`${name} storage`, () => {
    it('puts, gets and deletes an object with its content type', async () => {
      const storage = make();
      await storage.put('custom-request/2026/abc_DEF-1', bytes('안녕하세요'), 'text/plain; charset=utf-8');
      const got = await storage.get('custom-request/2026/abc_DEF-1');
      expect(new TextDecoder().decode(got!.body)).toBe('안녕하세요');
      expect(got!.contentType).toBe('text/plain; charset=utf-8');
      await storage.delete('custom-request/2026/abc_DEF-1');
      expect(await storage.get('custom-request/2026/abc_DEF-1')).toBeUndefined();
    });

    it('answers undefined for a missing object and ignores deleting one', async () => {
      const storage = make();
      expect(await storage.get('items/nothing.webp')).toBeUndefined();
      await expect(storage.delete('items/nothing.webp')).resolves.toBeUndefined();
    });

    it('overwrites an object under the same key', async () => {
      const storage = make();
      await storage.put('items/a.png', bytes('one'), 'image/png');
      await storage.put('items/a.png', bytes('two'), 'image/webp');
      const got = await storage.get('items/a.png');
      expect(new TextDecoder().decode(got!.body)).toBe('two');
      expect(got!.contentType).toBe('image/webp');
    });

    it('refuses keys that could escape the store', async () => {
      const storage = make();
      for (const key of ['../etc/passwd', '/abs', 'a/../b', 'a\\b', '.hidden', 'a//b', '', 'a/./b', 'ü']) {
        await expect(storage.put(key, bytes('x'), 'text/plain'), key).rejects.toThrow(/invalid storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

contract('memory', () => createMemoryStorage());
contract('local', () => createStorage({ kind: 'local', dir: mkdtempSync(join(tmpdir(), 'store-files-')) }));
contract('S3', () => createStorage({ kind: 's3', endpoint: s3.endpoint, ...creds }));

describe('local storage layout', () => {
  it('keeps files under the configured folder with generated names only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-files-'));
    const storage = createStorage({ kind: 'local', dir });
    await storage.put('items/thumb-1.webp', bytes('img'), 'image/webp');
    expect(readdirSync(join(dir, 'items')).sort()).toEqual(['thumb-1.webp', 'thumb-1.webp.meta.json']);
  });
});

describe('S3 adapter against the fake bucket', () => {
  it('signs every request (the fake checks SigV4) and stores under <bucket>/<key>', async () => {
    const storage = createS3Storage({ kind: 's3', endpoint: s3.endpoint, ...creds });
    await storage.put('items/signed.webp', bytes('abc'), 'image/webp');
    expect(s3.objects.get('items/signed.webp')?.contentType).toBe('image/webp');
    expect(s3.requests.at(-1)).toEqual({ method: 'PUT', path: '/store-files/items/signed.webp' });
  });

  it('fails loudly with a wrong secret instead of losing the file', async () => {
    const storage = createS3Storage({ kind: 's3', endpoint: s3.endpoint, ...creds, secretAccessKey: 'wrong' });
    await expect(storage.put('items/x.webp', bytes('abc'), 'image/webp')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(storage.get('items/x.webp')).rejects.toThrow(/403/);
  });
});

describe('storage config', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'store-config-'));

  it('defaults to a folder under the data directory', () => {
    const dir = dataDir();
    expect(loadConfig({ STORE_DATA_DIR: dir }).storage).toEqual({ kind: 'local', dir: join(dir, 'files') });
  });

  it('selects S3 when every S3_* variable is set, and refuses half a configuration', () => {
    const env = { STORE_DATA_DIR: dataDir(), S3_ENDPOINT: 'https://s3.example.com/', S3_BUCKET: 'store-files', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK', S3_REGION: 'ap-northeast-2' };
    expect(loadConfig(env).storage).toMatchObject({ kind: 's3', endpoint: 'https://s3.example.com', bucket: 'store-files' });
    expect(() => loadConfig({ ...env, S3_REGION: undefined })).toThrow(/S3_REGION/);
    expect(() => loadConfig({ ...env, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
  });
});
