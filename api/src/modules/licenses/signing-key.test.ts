import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'store-license-key-'));
const pem = () => generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

describe('LICENSE_SIGNING_KEY', () => {
  it('is generated once per data directory outside production', () => {
    const dir = dataDir();
    const first = loadConfig({ STORE_DATA_DIR: dir }).licenseSigningKey;
    expect(first).toContain('BEGIN PRIVATE KEY');
    expect(loadConfig({ STORE_DATA_DIR: dir }).licenseSigningKey).toBe(first);
  });

  it('accepts a PEM or its base64, and refuses anything but an Ed25519 key', () => {
    const key = pem();
    expect(loadConfig({ STORE_DATA_DIR: dataDir(), LICENSE_SIGNING_KEY: key }).licenseSigningKey).toBe(key);
    expect(loadConfig({ STORE_DATA_DIR: dataDir(), LICENSE_SIGNING_KEY: Buffer.from(key).toString('base64') }).licenseSigningKey).toBe(key);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => loadConfig({ STORE_DATA_DIR: dataDir(), LICENSE_SIGNING_KEY: rsa })).toThrow(/LICENSE_SIGNING_KEY/);
    expect(() => loadConfig({ STORE_DATA_DIR: dataDir(), LICENSE_SIGNING_KEY: 'not-a-key' })).toThrow(/LICENSE_SIGNING_KEY/);
  });

  it('is required in production', () => {
    expect(() => loadConfig({ STORE_DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), SUBSCRIPTION_SECRET_TOKEN: 's'.repeat(20), PUBLIC_URL: 'https://x.kr' })).toThrow(/LICENSE_SIGNING_KEY/);
  });
});
