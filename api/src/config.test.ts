import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'store-config-'));

describe('config', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ STORE_DATA_DIR: dataDir() });
    expect(config.port).toBe(8787);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8787');
  });

  it('stops with a Korean message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', STORE_DATA_DIR: dataDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', STORE_DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', STORE_DATA_DIR: dataDir() })).toThrow(/DATABASE_URL/);
  });

  it('keeps generated development secrets across restarts', () => {
    const dir = dataDir();
    const first = loadConfig({ STORE_DATA_DIR: dir });
    const second = loadConfig({ STORE_DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.subscriptionSecretToken).toBe(first.subscriptionSecretToken);
  });

  it('refuses production without real secrets and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', STORE_DATA_DIR: dataDir() })).toThrow(/JWT_SECRET/);
    const config = loadConfig({
      NODE_ENV: 'production',
      STORE_DATA_DIR: dataDir(),
      JWT_SECRET: 'x'.repeat(40),
      SUBSCRIPTION_SECRET_TOKEN: 'y'.repeat(20),
      PUBLIC_URL: 'https://store.example.kr',
      SEED_DEMO_DATA: 'true',
    });
    expect(config.seedDemoData).toBe(false);
  });
});
