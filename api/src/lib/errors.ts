import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

export interface FieldError {
  path: string;
  message: string;
}

/**
 * A failure the client can act on. Services throw these; the one error handler turns them
 * into `{ message, errors?, requestId }` with the status. `message` is Korean, safe to show.
 * `body` adds spec-mandated fields (e.g. `result: 'noUser'`) to the JSON answer; `headers` go on
 * the response (a 429's Retry-After).
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: { errors?: FieldError[]; body?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, message, errors ? { errors } : {});
export const unauthorized = (message = '로그인이 필요합니다.') => new AppError(401, message);
export const forbidden = (message = '접근 권한이 없습니다.') => new AppError(403, message);
export const notFound = (message = '요청한 정보를 찾을 수 없습니다.') => new AppError(404, message);
export const conflict = (message: string, body?: Record<string, unknown>) =>
  new AppError(409, message, body ? { body } : {});
/** A save naming the version its form loaded (`loaded`) is refused when the record has moved on since. */
export function refuseIfChangedSince(loaded: string | null | undefined, current: string | null, message: string): void {
  if (loaded !== undefined && loaded !== current) throw conflict(message);
}
/** `retryAfterSeconds`: when the caller may try again (the limit's window ends), sent as Retry-After. */
export const tooManyRequests = (message = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.', retryAfterSeconds?: number) =>
  new AppError(429, message, retryAfterSeconds === undefined ? {} : { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

/**
 * One message per field, the first the schema raised: a blank name is "required", not also
 * "at least 2 characters", and a union's branches do not repeat one field's message.
 */
export function fieldErrorsOf(error: ZodError): FieldError[] {
  const byPath = new Map<string, FieldError>();
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!byPath.has(path)) byPath.set(path, { path, message: issue.message });
  }
  return [...byPath.values()];
}

export function validationError(error: ZodError): AppError {
  const errors = fieldErrorsOf(error);
  return badRequest(errors[0]?.message ?? '입력값을 다시 확인해 주세요.', errors);
}
