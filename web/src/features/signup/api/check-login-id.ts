import type { LoginIdCheckResponse } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { SIGNUP_COPY } from '../messages.ts';

/** POST /api/members/login-id/check: whether the id is free, asked before the phone is verified. */
export function checkLoginId(loginId: string) {
  return api.post<LoginIdCheckResponse>('/api/members/login-id/check', { loginId }, { fallback: SIGNUP_COPY.loginIdCheckFailed });
}
