import pino, { type Logger } from 'pino';

export type { Logger };

// Never log secrets: tokens, passwords, verification codes, card data (SECURITY.md, Privacy).
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.newPassword',
  '*.newPasswordConfirm',
  '*.authNumber',
  '*.authCode',
  '*.token',
  '*.secret_token',
  '*.jwtSecret',
  '*.subscriptionSecretToken',
];

export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    base: undefined,
    ...(pretty ? {} : {}),
  });
}
