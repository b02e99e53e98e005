import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailConfirmRequest } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { ACCOUNT_COPY } from '../messages.ts';
import { myInfoKey } from './my-info.ts';

/** POST /api/members/email/confirm: stores the proven address. */
export function useConfirmEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailConfirmRequest) => api.post<{ message: string }>('/api/members/email/confirm', body, { fallback: ACCOUNT_COPY.emailConfirmFailed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInfoKey }),
  });
}
