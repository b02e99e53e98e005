import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeRequest } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { ACCOUNT_COPY } from '../messages.ts';

/** PUT /api/members/password: the other sessions end, this one stays. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (body: PasswordChangeRequest) => api.put<{ message: string }>('/api/members/password', body, { fallback: ACCOUNT_COPY.passwordChangeFailed }),
  });
}
