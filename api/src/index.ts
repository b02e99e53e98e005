// Process entry: read config, start the server, print where it is, shut down gracefully.
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { startServer } from './server.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const server = await startServer(config, logger);

  const lines = [
    '',
    `  오토웍스 스토어가 실행 중입니다: ${server.url}`,
    `  데이터베이스: ${server.database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL'}`,
    `  API 문서: ${server.url}/api/docs`,
  ];
  if (config.seedDemoData) lines.push('  데모 계정: 회원 demo / demo1234!   관리자 admin / admin1234!');
  // Generated for development when none is set (config.ts): shown, with or without demo data.
  if (!process.env.SUBSCRIPTION_SECRET_TOKEN) lines.push(`  라이선스 키 생성 비밀 토큰(개발용): ${config.subscriptionSecretToken}`);
  console.log(lines.join('\n') + '\n');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await server.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('서버를 시작하지 못했습니다:', error instanceof Error ? error.message : error);
  process.exit(1);
});
