import type { CodeResultResponse, PhoneCodeRequest } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { SIGNUP_COPY } from '../messages.ts';

/**
 * POST /api/members/phone/certification/no-user: sends a sign-up code to a number that has no
 * account yet; `result: 'duplicate'` (409) means the number is already registered.
 */
export function requestSignupCode(body: PhoneCodeRequest) {
  return api.post<CodeResultResponse>('/api/members/phone/certification/no-user', body, { fallback: SIGNUP_COPY.phoneRequestFailed });
}
