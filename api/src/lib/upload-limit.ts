import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import type { AppError } from './errors.ts';

/**
 * An upload's size limit as two middlewares: one refuses it from its Content-Length header alone,
 * before a byte of the body is read or buffered (SECURITY.md: refused early without buffering
 * more); the other, the backstop for bodies without one (chunked), counts while it reads and cuts
 * at the limit. Both answer `refusal()`.
 */
export function uploadSizeLimit(maxBytes: number, refusal: () => AppError) {
  const fromHeader = createMiddleware<AppEnv>(async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && Number(length) > maxBytes) throw refusal();
    await next();
  });
  const whileRead = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw refusal();
    },
  });
  return [fromHeader, whileRead] as const;
}
