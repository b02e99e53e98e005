import { platform } from './platform/index.ts';

/** A failed call: `message` is the server's Korean message (or a Korean fallback). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The first field a 400 names (`errors[0]`: the shared schema's path and message), if any. */
export function fieldErrorOf(error: unknown): { path: string; message: string } | undefined {
  return error instanceof ApiError ? (error.body as { errors?: { path: string; message: string }[] } | null | undefined)?.errors?.[0] : undefined;
}

/** The `result` a refusal carries beside its message (`noUser`, `no-email`, `SLOTS_FULL`…), if any. */
export function resultOf(error: unknown): unknown {
  return error instanceof ApiError ? (error.body as { result?: unknown } | null | undefined)?.result : undefined;
}

/**
 * The server refused the bearer token because the member is suspended (403, result 'blocked'):
 * the session is over whatever the call was, and the reason is the suspension, not an expiry.
 */
export function isAccountBlocked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && resultOf(error) === ACCOUNT_BLOCKED;
}

/**
 * The server refused the bearer token because its session is over (401, result
 * 'session-expired': logged out elsewhere, revoked by a password change, expired).
 */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && resultOf(error) === SESSION_EXPIRED;
}

/**
 * AUTH_REFUSALS.blocked and .sessionExpired, written here (a test keeps them equal): this file is
 * in the first bundle, and importing even the shared constants module made that module a chunk of
 * its own: one more request in the chain before the first paint.
 */
export const ACCOUNT_BLOCKED = 'blocked';
export const SESSION_EXPIRED = 'session-expired';

export type SessionRefusal = { token: string; reason: 'blocked' | 'expired' };
export type SessionRefusedListener = (refusal: SessionRefusal) => void;
const refusalListeners = new Set<SessionRefusedListener>();

/**
 * Told of every call whose token was refused (suspended, or its session over), whichever feature
 * made it, so one place (AuthBootstrap) ends the session and says why. Returns the unsubscribe.
 */
export function onSessionRefused(listener: SessionRefusedListener): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

function refusalOf(error: ApiError): SessionRefusal['reason'] | undefined {
  if (isAccountBlocked(error)) return 'blocked';
  if (isSessionExpired(error)) return 'expired';
  return undefined;
}

const NETWORK_ERROR = '서버에 연결할 수 없습니다. 인터넷 연결을 확인해 주세요.';
const UNEXPECTED = '서버로부터 예상하지 못한 응답을 받았습니다.';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Fallback message when the server gives none. */
  fallback?: string;
}

/** The one HTTP client: bearer token from the platform's token store, JSON in and out. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const http = platform().http;
  const url = new URL(path, http?.origin ?? window.location.origin);
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));

  const headers = new Headers(options.headers);
  headers.set('accept', 'application/json');
  const token = await platform().tokens.get();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  }

  let res: Response;
  try {
    res = await (http?.fetch ?? fetch)(url, { method, headers, body, signal: options.signal ?? null, credentials: 'same-origin' });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR, undefined);
  }

  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      if (!res.ok) throw new ApiError(res.status, options.fallback ?? UNEXPECTED, text);
      return text as T;
    }
  }
  if (!res.ok) {
    const message = typeof data === 'object' && data && 'message' in data ? String((data as { message: unknown }).message) : undefined;
    const error = new ApiError(res.status, message || options.fallback || UNEXPECTED, data);
    // The caller still gets the error; the listeners end the session (it names the token sent).
    const reason = token ? refusalOf(error) : undefined;
    if (token && reason) for (const listener of refusalListeners) listener({ token, reason });
    throw error;
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, json }),
  put: <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, json }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

export function errorMessage(error: unknown, fallback = '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'): string {
  return error instanceof ApiError || error instanceof Error ? error.message || fallback : fallback;
}
