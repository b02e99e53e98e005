import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const optionalUrl = z.url({ error: '올바른 URL이 아닙니다.' }).optional();
const urlWithDefault = (url: string) => z.url({ error: '올바른 URL이 아닙니다.' }).default(url);
const optionalText = z.string().trim().min(1).optional();

// Every environment variable the API reads, in one schema. The README's table mirrors it.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8787),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  STORE_DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'postgres:// 로 시작해야 합니다.').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32, '32자 이상이어야 합니다.').optional(),
  SUBSCRIPTION_SECRET_TOKEN: z.string().min(16, '16자 이상이어야 합니다.').optional(),
  WEB_DIST_DIR: z.string().optional(),
  WEB_SERVER_ENTRY: z.string().optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  // Behind a reverse proxy the client address is the last X-Forwarded-For entry it appended.
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // SMS through Solapi; without these, messages go to the dev outbox (never in production).
  SOLAPI_API_KEY: optionalText,
  SOLAPI_API_SECRET: optionalText,
  SOLAPI_SENDER: z.string().regex(/^0\d{8,10}$/, '발신번호는 숫자만 입력합니다 (예: 0212345678).').optional(),
  SOLAPI_BASE_URL: urlWithDefault('https://api.solapi.com'),
  // E-mail through SMTP; without these, messages go to the dev outbox (never in production).
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'smtp:// 또는 smtps:// 로 시작해야 합니다.').optional(),
  MAIL_FROM: optionalText,
  // Social login; a provider without its client id shows as "not configured".
  NAVER_CLIENT_ID: optionalText,
  NAVER_CLIENT_SECRET: optionalText,
  NAVER_AUTH_BASE_URL: urlWithDefault('https://nid.naver.com'),
  NAVER_API_BASE_URL: urlWithDefault('https://openapi.naver.com'),
  KAKAO_CLIENT_ID: optionalText,
  KAKAO_CLIENT_SECRET: optionalText,
  KAKAO_AUTH_BASE_URL: urlWithDefault('https://kauth.kakao.com'),
  KAKAO_API_BASE_URL: urlWithDefault('https://kapi.kakao.com'),
  // Files (uploads, product images) in an S3-compatible bucket; without these, a folder under
  // STORE_DATA_DIR/files. Path-style URLs (<endpoint>/<bucket>/<key>) suit MinIO, R2 and AWS.
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, '올바른 버킷 이름이 아닙니다.').optional(),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, '올바른 리전이 아닙니다 (예: ap-northeast-2).').optional(),
  // Card payments through PortOne V2; without these (never in production) the dev payment window
  // stands in. The store id and channel key are public (the browser SDK needs them); the API
  // secret and the webhook secret never leave the server.
  PORTONE_API_SECRET: optionalText,
  PORTONE_STORE_ID: optionalText,
  PORTONE_CHANNEL_KEY: optionalText,
  PORTONE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^(whsec_)?[A-Za-z0-9+/]+={0,2}$/, 'base64 문자열이어야 합니다 (whsec_ 접두사 허용).')
    .optional(),
  PORTONE_API_BASE_URL: urlWithDefault('https://api.portone.io'),
  // How often each API process runs the order jobs (auto-cancel of unpaid orders, refunds).
  ORDER_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  // Ed25519 private key (PKCS8 PEM, or that PEM in base64) that signs license certificates;
  // generated into dev-license-key.pem outside production, required in production.
  LICENSE_SIGNING_KEY: optionalText,
  // How often each API process marks keys whose period has ended as EXPIRED.
  LICENSE_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
});

export type Env = z.infer<typeof envSchema>;

export type SmsConfig =
  | { kind: 'solapi'; apiKey: string; apiSecret: string; sender: string; baseUrl: string }
  | { kind: 'outbox' };
export type EmailConfig = { kind: 'smtp'; url: string; from: string } | { kind: 'outbox' };

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };

export type PaymentsConfig =
  | { kind: 'portone'; apiSecret: string; storeId: string; channelKey: string; webhookSecret: string; baseUrl: string }
  | { kind: 'dev' };

export interface OAuthClientConfig {
  clientId: string;
  /** Kakao makes the secret optional (an app setting); Naver always requires it. */
  clientSecret: string | undefined;
  authBaseUrl: string;
  apiBaseUrl: string;
}

export interface OAuthConfig {
  naver: OAuthClientConfig | null;
  kakao: OAuthClientConfig | null;
}

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  jwtSecret: string;
  subscriptionSecretToken: string;
  webDistDir: string;
  /** The web app's server renderer (`vite build --ssr`); the storefront is rendered in the browser only when it is missing. */
  webServerEntry: string;
  seedDemoData: boolean;
  trustProxy: boolean;
  sms: SmsConfig;
  email: EmailConfig;
  oauth: OAuthConfig;
  storage: StorageConfig;
  payments: PaymentsConfig;
  orderJobsIntervalMs: number;
  /** PKCS8 PEM of the Ed25519 key that signs license certificates. */
  licenseSigningKey: string;
  licenseJobsIntervalMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses process.env. A bad value stops start-up with a message naming the variable.
 * Outside production, missing secrets are generated once and kept in the data directory
 * so sessions survive a restart; production refuses to start without them.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`환경 변수 설정이 올바르지 않습니다:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = isAbsolute(env.STORE_DATA_DIR) ? env.STORE_DATA_DIR : join(REPO_ROOT, env.STORE_DATA_DIR);
  // Relative paths are read from the repository root, like STORE_DATA_DIR (npm start runs in api/).
  const fromRoot = (path: string) => (isAbsolute(path) ? path : join(REPO_ROOT, path));
  const webDistDir = fromRoot(env.WEB_DIST_DIR ?? 'web/dist');

  const sms = smsConfig(env);
  const email = emailConfig(env);
  const oauth = oauthConfig(env);
  const storage = storageConfig(env, dataDir);
  const payments = paymentsConfig(env);
  if (isProduction) checkProduction(env, sms, email, oauth, storage, payments);

  const secrets = isProduction ? undefined : devSecrets(dataDir);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    jwtSecret: env.JWT_SECRET ?? secrets!.jwtSecret,
    subscriptionSecretToken: env.SUBSCRIPTION_SECRET_TOKEN ?? secrets!.subscriptionSecretToken,
    webDistDir,
    webServerEntry: env.WEB_SERVER_ENTRY ? fromRoot(env.WEB_SERVER_ENTRY) : join(webDistDir, '../dist-server/entry-server.js'),
    seedDemoData: isProduction ? false : env.SEED_DEMO_DATA !== 'false',
    trustProxy: env.TRUST_PROXY === 'true',
    sms,
    email,
    oauth,
    storage,
    payments,
    orderJobsIntervalMs: env.ORDER_JOBS_INTERVAL_SECONDS * 1000,
    licenseSigningKey: env.LICENSE_SIGNING_KEY ? licenseSigningKeyPem(env.LICENSE_SIGNING_KEY) : devLicenseKey(dataDir),
    licenseJobsIntervalMs: env.LICENSE_JOBS_INTERVAL_SECONDS * 1000,
  };
}

/** All of a group or none of it: half a configuration is a mistake, not a wish for the default. */
function requireAllOrNone(env: Env, names: readonly (keyof Env)[]): boolean {
  const set = names.filter((n) => env[n] !== undefined);
  if (set.length === 0) return false;
  if (set.length < names.length) {
    const missing = names.filter((n) => env[n] === undefined);
    throw new ConfigError(`${set.join(', ')} 가 설정되어 있으면 다음 환경 변수도 필요합니다: ${missing.join(', ')}`);
  }
  return true;
}

function smsConfig(env: Env): SmsConfig {
  if (!requireAllOrNone(env, ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER'])) return { kind: 'outbox' };
  return {
    kind: 'solapi',
    apiKey: env.SOLAPI_API_KEY!,
    apiSecret: env.SOLAPI_API_SECRET!,
    sender: env.SOLAPI_SENDER!,
    baseUrl: env.SOLAPI_BASE_URL.replace(/\/$/, ''),
  };
}

function emailConfig(env: Env): EmailConfig {
  if (!requireAllOrNone(env, ['SMTP_URL', 'MAIL_FROM'])) return { kind: 'outbox' };
  return { kind: 'smtp', url: env.SMTP_URL!, from: env.MAIL_FROM! };
}

function storageConfig(env: Env, dataDir: string): StorageConfig {
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'] as const;
  if (!requireAllOrNone(env, names)) return { kind: 'local', dir: join(dataDir, 'files') };
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT!.replace(/\/$/, ''),
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION!,
  };
}

function paymentsConfig(env: Env): PaymentsConfig {
  const names = ['PORTONE_API_SECRET', 'PORTONE_STORE_ID', 'PORTONE_CHANNEL_KEY', 'PORTONE_WEBHOOK_SECRET'] as const;
  if (!requireAllOrNone(env, names)) return { kind: 'dev' };
  return {
    kind: 'portone',
    apiSecret: env.PORTONE_API_SECRET!,
    storeId: env.PORTONE_STORE_ID!,
    channelKey: env.PORTONE_CHANNEL_KEY!,
    webhookSecret: env.PORTONE_WEBHOOK_SECRET!,
    baseUrl: env.PORTONE_API_BASE_URL.replace(/\/$/, ''),
  };
}

function oauthConfig(env: Env): OAuthConfig {
  const naver = requireAllOrNone(env, ['NAVER_CLIENT_ID', 'NAVER_CLIENT_SECRET']);
  return {
    naver: naver
      ? {
          clientId: env.NAVER_CLIENT_ID!,
          clientSecret: env.NAVER_CLIENT_SECRET!,
          authBaseUrl: env.NAVER_AUTH_BASE_URL.replace(/\/$/, ''),
          apiBaseUrl: env.NAVER_API_BASE_URL.replace(/\/$/, ''),
        }
      : null,
    kakao: env.KAKAO_CLIENT_ID
      ? {
          clientId: env.KAKAO_CLIENT_ID,
          clientSecret: env.KAKAO_CLIENT_SECRET,
          authBaseUrl: env.KAKAO_AUTH_BASE_URL.replace(/\/$/, ''),
          apiBaseUrl: env.KAKAO_API_BASE_URL.replace(/\/$/, ''),
        }
      : null,
  };
}

/**
 * Production never runs on generated secrets or the dev outbox: codes would be logged and never
 * reach the member. Provider and SMS endpoints must be https so secrets and tokens stay encrypted.
 */
function checkProduction(env: Env, sms: SmsConfig, email: EmailConfig, oauth: OAuthConfig, storage: StorageConfig, payments: PaymentsConfig): void {
  const missing: string[] = (['JWT_SECRET', 'SUBSCRIPTION_SECRET_TOKEN', 'PUBLIC_URL'] as const).filter((k) => !env[k]);
  // A generated signing key would change with every deploy and break every program's pinned public key.
  if (!env.LICENSE_SIGNING_KEY) missing.push('LICENSE_SIGNING_KEY');
  if (sms.kind === 'outbox') missing.push('SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER');
  if (email.kind === 'outbox') missing.push('SMTP_URL', 'MAIL_FROM');
  // The dev payment window approves anything on a click: production takes real card payments only.
  if (payments.kind === 'dev') missing.push('PORTONE_API_SECRET', 'PORTONE_STORE_ID', 'PORTONE_CHANNEL_KEY', 'PORTONE_WEBHOOK_SECRET');
  if (missing.length > 0) {
    throw new ConfigError(`운영 환경(NODE_ENV=production)에는 다음 환경 변수가 필요합니다: ${missing.join(', ')}`);
  }
  const insecure = [
    ...(sms.kind === 'solapi' ? [['SOLAPI_BASE_URL', sms.baseUrl]] : []),
    ...(oauth.naver ? [['NAVER_AUTH_BASE_URL', oauth.naver.authBaseUrl], ['NAVER_API_BASE_URL', oauth.naver.apiBaseUrl]] : []),
    ...(oauth.kakao ? [['KAKAO_AUTH_BASE_URL', oauth.kakao.authBaseUrl], ['KAKAO_API_BASE_URL', oauth.kakao.apiBaseUrl]] : []),
    // Customers' files and the bucket's keys must not cross the network in clear text.
    ...(storage.kind === 's3' ? [['S3_ENDPOINT', storage.endpoint]] : []),
    // The API secret travels in the Authorization header of every PortOne call.
    ...(payments.kind === 'portone' ? [['PORTONE_API_BASE_URL', payments.baseUrl]] : []),
  ]
    .filter(([, url]) => !url!.startsWith('https://'))
    .map(([name]) => name);
  if (insecure.length > 0) {
    throw new ConfigError(`운영 환경에서는 다음 주소가 https 여야 합니다: ${insecure.join(', ')}`);
  }
}

interface DevSecrets {
  jwtSecret: string;
  subscriptionSecretToken: string;
}

function devSecrets(dataDir: string): DevSecrets {
  const file = join(dataDir, 'dev-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DevSecrets;
  const secrets: DevSecrets = {
    jwtSecret: randomBytes(32).toString('base64url'),
    subscriptionSecretToken: `dev-${randomBytes(12).toString('hex')}`,
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/**
 * The license signing key as PKCS8 PEM. Accepts the PEM itself or its base64 (easier to put in an
 * environment variable); anything that is not an Ed25519 private key stops the start.
 */
export function licenseSigningKeyPem(value: string): string {
  const text = value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : Buffer.from(value, 'base64').toString('utf8');
  try {
    const key = createPrivateKey({ key: text, format: 'pem' });
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('not ed25519');
    return key.export({ format: 'pem', type: 'pkcs8' }).toString();
  } catch {
    throw new ConfigError('LICENSE_SIGNING_KEY: Ed25519 개인 키(PKCS8 PEM 또는 그 base64)가 아닙니다.');
  }
}

/** Outside production: one Ed25519 key per data directory, kept beside the other dev secrets. */
function devLicenseKey(dataDir: string): string {
  const file = join(dataDir, 'dev-license-key.pem');
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, pem, { mode: 0o600 });
  return pem;
}
