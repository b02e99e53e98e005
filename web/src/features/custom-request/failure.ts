import { ApiError } from '../../lib/api-client.ts';
import { FORM_MESSAGES } from './messages.ts';

/** The server answered and refused (4xx), as opposed to not answering or failing (§8 "server error"). */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** A refusal's own Korean message (or the fallback); anything else is a server error. */
export function failureMessage(error: unknown, fallback: string): string {
  return isRefusal(error) ? (error as ApiError).message || fallback : FORM_MESSAGES.serverError;
}
