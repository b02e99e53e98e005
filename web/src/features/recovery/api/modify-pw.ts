import { useMutation } from '@tanstack/react-query';
import type { ModifyPwRequest } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { RECOVERY_COPY } from '../messages.ts';

/** POST /api/modify-pw: sets the new password, spending the reset token. */
export function modifyPw(body: ModifyPwRequest) {
  return api.post<{ message: string }>('/api/modify-pw', body, { fallback: RECOVERY_COPY.modifyPwFailed });
}

export function useModifyPwMutation() {
  return useMutation({ mutationFn: modifyPw });
}
