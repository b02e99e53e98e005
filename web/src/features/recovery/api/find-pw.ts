import { useMutation } from '@tanstack/react-query';
import type { FindPwRequest, FindPwResponse } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { RECOVERY_COPY } from '../messages.ts';

/** POST /api/find-pw: a verified code buys `data.resetToken`, the single-use grant /api/modify-pw requires. */
export function findPw(body: FindPwRequest) {
  return api.post<FindPwResponse>('/api/find-pw', body, { fallback: RECOVERY_COPY.findPwFailed });
}

export function useFindPwMutation() {
  return useMutation({ mutationFn: findPw });
}
