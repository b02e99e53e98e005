import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '../../config.ts';
import { assertStorageKey, type Storage } from './storage.ts';

// An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…) over plain HTTPS with AWS
// Signature V4 (aws4fetch signs; Node's fetch sends). Path-style URLs: <endpoint>/<bucket>/<key>.
// The access keys stay in the signer; the bucket is private and every read goes through the API,
// which checks who may see the file.

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

export class StorageError extends Error {
  override name = 'StorageError';
}

export function createS3Storage(config: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${config.endpoint}/${config.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  const fail = async (what: string, key: string, res: Response): Promise<never> => {
    // The provider's error body may echo request details; keep only status and code.
    const code = /<Code>([^<]{1,64})<\/Code>/.exec(await res.text().catch(() => ''))?.[1] ?? '';
    throw new StorageError(`S3 ${what} ${key} failed: ${res.status} ${code}`.trim());
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const res = await client.fetch(urlOf(key), {
        method: 'PUT',
        body,
        // The payload hash is signed, so the bucket refuses bytes altered on the way.
        headers: { 'content-type': contentType, 'x-amz-content-sha256': createHash('sha256').update(body).digest('hex') },
      });
      if (!res.ok) await fail('put', key, res);
    },
    async get(key) {
      const res = await client.fetch(urlOf(key), { method: 'GET' });
      if (res.status === 404) {
        await res.body?.cancel();
        return undefined;
      }
      if (!res.ok) return fail('get', key, res);
      return {
        body: new Uint8Array(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const res = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) await fail('delete', key, res);
      await res.body?.cancel();
    },
  };
}
