import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const optionalUrl = z.url({ error: '올바른 URL이 아닙니다.' }).optional();

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
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
});

export type Env = z.infer<typeof envSchema>;

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
  seedDemoData: boolean;
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

  if (isProduction) {
    const missing = (['JWT_SECRET', 'SUBSCRIPTION_SECRET_TOKEN', 'PUBLIC_URL'] as const).filter((k) => !env[k]);
    if (missing.length > 0) {
      throw new ConfigError(`운영 환경(NODE_ENV=production)에는 다음 환경 변수가 필요합니다: ${missing.join(', ')}`);
    }
  }

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
    webDistDir: env.WEB_DIST_DIR ?? join(REPO_ROOT, 'web/dist'),
    seedDemoData: isProduction ? false : env.SEED_DEMO_DATA !== 'false',
  };
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
