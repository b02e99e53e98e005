import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'store-config-'));
const base = { STORE_DATA_DIR: dataDir };
const production = {
  ...base,
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  SUBSCRIPTION_SECRET_TOKEN: 's'.repeat(20),
  PUBLIC_URL: 'https://store.example.kr',
  SOLAPI_API_KEY: 'key',
  SOLAPI_API_SECRET: 'secret',
  SOLAPI_SENDER: '0212345678',
  SMTP_URL: 'smtps://user:pass@smtp.example.kr:465',
  MAIL_FROM: '오토웍스 <no-reply@example.kr>',
  PORTONE_API_SECRET: 'portone-secret',
  PORTONE_STORE_ID: 'store-00000000-0000-0000-0000-000000000000',
  PORTONE_CHANNEL_KEY: 'channel-key-00000000',
  PORTONE_WEBHOOK_SECRET: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=',
  LICENSE_SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
};

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return undefined;
};

describe('config', () => {
  it('uses the dev outbox and no social login when nothing is configured', () => {
    const config = loadConfig(base);
    expect(config.sms).toEqual({ kind: 'outbox' });
    expect(config.email).toEqual({ kind: 'outbox' });
    expect(config.oauth).toEqual({ naver: null, kakao: null });
    expect(config.trustProxy).toBe(false);
  });

  it('reads Solapi, SMTP and the providers with their default endpoints', () => {
    const config = loadConfig({ ...production, NODE_ENV: 'development', NAVER_CLIENT_ID: 'n', NAVER_CLIENT_SECRET: 'ns', KAKAO_CLIENT_ID: 'k' });
    expect(config.sms).toEqual({ kind: 'solapi', apiKey: 'key', apiSecret: 'secret', sender: '0212345678', baseUrl: 'https://api.solapi.com' });
    expect(config.email).toMatchObject({ kind: 'smtp', from: '오토웍스 <no-reply@example.kr>' });
    expect(config.oauth.naver).toEqual({ clientId: 'n', clientSecret: 'ns', authBaseUrl: 'https://nid.naver.com', apiBaseUrl: 'https://openapi.naver.com' });
    expect(config.oauth.kakao).toEqual({ clientId: 'k', clientSecret: undefined, authBaseUrl: 'https://kauth.kakao.com', apiBaseUrl: 'https://kapi.kakao.com' });
  });

  it('starts in production with real secrets and adapters', () => {
    expect(errorOf(production)).toBeUndefined();
    expect(loadConfig(production).seedDemoData).toBe(false);
  });

  it.each(['SOLAPI_API_KEY', 'SMTP_URL', 'JWT_SECRET', 'PUBLIC_URL', 'PORTONE_WEBHOOK_SECRET'])('refuses production without %s', (name) => {
    const env: Record<string, string> = { ...production };
    delete env[name];
    expect(errorOf(env)).toContain(name);
  });

  it('refuses production without any SMS or e-mail settings (no dev outbox there)', () => {
    const env: Record<string, string> = { ...production };
    for (const name of ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER', 'SMTP_URL', 'MAIL_FROM']) delete env[name];
    const message = errorOf(env);
    expect(message).toContain('SOLAPI_API_KEY');
    expect(message).toContain('SMTP_URL');
  });

  it('refuses half a configuration anywhere', () => {
    expect(errorOf({ ...base, SOLAPI_API_KEY: 'key' })).toContain('SOLAPI_API_SECRET');
    expect(errorOf({ ...base, SMTP_URL: 'smtp://localhost:25' })).toContain('MAIL_FROM');
    expect(errorOf({ ...base, NAVER_CLIENT_ID: 'n' })).toContain('NAVER_CLIENT_SECRET');
  });

  it('refuses plain-http provider endpoints in production', () => {
    expect(errorOf({ ...production, KAKAO_CLIENT_ID: 'k', KAKAO_AUTH_BASE_URL: 'http://kauth.example' })).toContain('KAKAO_AUTH_BASE_URL');
    expect(errorOf({ ...production, SOLAPI_BASE_URL: 'http://api.solapi.example' })).toContain('SOLAPI_BASE_URL');
  });

  it('checks value formats', () => {
    expect(errorOf({ ...base, SOLAPI_SENDER: '02-1234-5678', SOLAPI_API_KEY: 'k', SOLAPI_API_SECRET: 's' })).toContain('SOLAPI_SENDER');
    expect(errorOf({ ...base, SMTP_URL: 'http://mail', MAIL_FROM: 'x@y.z' })).toContain('SMTP_URL');
    expect(errorOf({ ...base, TRUST_PROXY: 'yes' })).toContain('TRUST_PROXY');
  });
});

describe('payments config', () => {
  it('uses the dev payment window when PortOne is not configured, never in production', () => {
    expect(loadConfig(base).payments).toEqual({ kind: 'dev' });
    const env: Record<string, string> = { ...production };
    for (const name of ['PORTONE_API_SECRET', 'PORTONE_STORE_ID', 'PORTONE_CHANNEL_KEY', 'PORTONE_WEBHOOK_SECRET']) delete env[name];
    expect(errorOf(env)).toContain('PORTONE_API_SECRET');
  });

  it('reads PortOne with its default endpoint and refuses half of it or plain http in production', () => {
    expect(loadConfig({ ...production, NODE_ENV: 'development' }).payments).toEqual({
      kind: 'portone',
      apiSecret: 'portone-secret',
      storeId: production.PORTONE_STORE_ID,
      channelKey: production.PORTONE_CHANNEL_KEY,
      webhookSecret: production.PORTONE_WEBHOOK_SECRET,
      baseUrl: 'https://api.portone.io',
    });
    expect(errorOf({ ...base, PORTONE_API_SECRET: 'x' })).toContain('PORTONE_WEBHOOK_SECRET');
    expect(errorOf({ ...production, PORTONE_API_BASE_URL: 'http://127.0.0.1:9999' })).toContain('PORTONE_API_BASE_URL');
    expect(errorOf({ ...base, PORTONE_WEBHOOK_SECRET: 'not base64!' })).toContain('PORTONE_WEBHOOK_SECRET');
    expect(loadConfig(base).orderJobsIntervalMs).toBe(300_000);
  });
});

const freshDir = () => mkdtempSync(join(tmpdir(), 'store-config-'));

describe('platform config', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ STORE_DATA_DIR: freshDir() });
    expect(config.port).toBe(8787);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8787');
  });

  it('reads relative web paths from the repository root, as the data folder, wherever npm runs', () => {
    const config = loadConfig({ ...base, WEB_DIST_DIR: 'web/dist', WEB_SERVER_ENTRY: 'web/dist-server/entry-server.js' });
    expect(config.webDistDir).toBe(join(REPO_ROOT, 'web/dist'));
    expect(config.webServerEntry).toBe(join(REPO_ROOT, 'web/dist-server/entry-server.js'));
    expect(loadConfig({ ...base, WEB_DIST_DIR: '/srv/web' }).webDistDir).toBe('/srv/web');
  });

  it('stops with a Korean message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', STORE_DATA_DIR: freshDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', STORE_DATA_DIR: freshDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', STORE_DATA_DIR: freshDir() })).toThrow(/DATABASE_URL/);
  });

  it('keeps generated development secrets across restarts', () => {
    const dir = freshDir();
    const first = loadConfig({ STORE_DATA_DIR: dir });
    const second = loadConfig({ STORE_DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.subscriptionSecretToken).toBe(first.subscriptionSecretToken);
  });

  it('refuses production without real secrets and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', STORE_DATA_DIR: freshDir() })).toThrow(/JWT_SECRET/);
    const config = loadConfig({ ...production, STORE_DATA_DIR: freshDir(), SEED_DEMO_DATA: 'true' });
    expect(config.seedDemoData).toBe(false);
  });
});
