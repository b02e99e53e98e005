import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { AUTH_COPY } from '../messages.ts';

/** POST /api/login: `keepLoggedIn` asks the server for a long-lived session. */
export function login(body: LoginRequest) {
  return api.post<LoginResponse>('/api/login', body, { fallback: AUTH_COPY.loginFailed });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
