import { useMutation } from '@tanstack/react-query';
import type { SignupRequest, signupResponseSchema } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { SIGNUP_COPY } from '../messages.ts';

export type SignupResponse = (typeof signupResponseSchema)['_output'];

/** POST /api/signup: 201 `{ message, data: { loginId, welcomeCouponName } }`. */
export function signup(body: SignupRequest) {
  return api.post<SignupResponse>('/api/signup', body, { fallback: SIGNUP_COPY.signupFailed });
}

export function useSignupMutation() {
  return useMutation({ mutationFn: signup });
}
