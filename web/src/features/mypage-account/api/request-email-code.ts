import type { CodeResultResponse, EmailChangeCodeRequest } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { ACCOUNT_COPY } from '../messages.ts';

/** POST /api/members/email/code: a code to the new address (the name must be the member's own). */
export function requestEmailChangeCode(body: EmailChangeCodeRequest) {
  return api.post<CodeResultResponse>('/api/members/email/code', body, { fallback: ACCOUNT_COPY.emailRequestFailed });
}
