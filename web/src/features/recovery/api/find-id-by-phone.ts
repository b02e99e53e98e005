import { useMutation } from '@tanstack/react-query';
import type { FindIdByPhoneRequest, FindIdResponse } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { RECOVERY_COPY } from '../messages.ts';

/** POST /api/find-id/phone: the login ID of the member with this name and verified phone number. */
export function findIdByPhone(body: FindIdByPhoneRequest) {
  return api.post<FindIdResponse>('/api/find-id/phone', body, { fallback: RECOVERY_COPY.findIdFailed });
}

export function useFindIdByPhoneMutation() {
  return useMutation({ mutationFn: findIdByPhone });
}
