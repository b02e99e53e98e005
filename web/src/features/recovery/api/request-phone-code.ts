import type { CodeResultResponse, PhoneCodeRequest } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { RECOVERY_COPY } from '../messages.ts';

/** POST /api/members/phone/certification/duplicate: a code to a member's phone; `noUser` (404) when no member has it. */
export function requestPhoneCode(body: PhoneCodeRequest) {
  return api.post<CodeResultResponse>('/api/members/phone/certification/duplicate', body, { fallback: RECOVERY_COPY.phoneRequestFailed });
}
