import type { CodeResultResponse, EmailCodeRequest } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { RECOVERY_COPY } from '../messages.ts';

/** POST /api/members/email/certification/duplicate: a code to a member's e-mail; `noUser` (404) when no member matches. */
export function requestEmailCode(body: EmailCodeRequest) {
  return api.post<CodeResultResponse>('/api/members/email/certification/duplicate', body, { fallback: RECOVERY_COPY.emailRequestFailed });
}
