import { ApiError } from '../../lib/api-client.ts';

/** A refused recovery call: the server's Korean message (wrong code, no such member…), else the fallback. */
export function recoveryErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 0 || (error.status >= 400 && error.status < 500))) return error.message || fallback;
  return fallback;
}
