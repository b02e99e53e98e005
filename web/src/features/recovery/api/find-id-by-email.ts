import { useMutation } from '@tanstack/react-query';
import type { FindIdByEmailRequest, FindIdResponse } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { RECOVERY_COPY } from '../messages.ts';

/** POST /api/find-id/email: the login ID of the member with this name and verified e-mail. */
export function findIdByEmail(body: FindIdByEmailRequest) {
  return api.post<FindIdResponse>('/api/find-id/email', body, { fallback: RECOVERY_COPY.findIdFailed });
}

export function useFindIdByEmailMutation() {
  return useMutation({ mutationFn: findIdByEmail });
}
