import { useMutation } from '@tanstack/react-query';
import type { WithdrawalRequest } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { ACCOUNT_COPY } from '../messages.ts';

/** POST /api/members/withdrawal */
export function useWithdrawMutation() {
  return useMutation({
    mutationFn: (body: WithdrawalRequest) => api.post<{ message: string }>('/api/members/withdrawal', body, { fallback: ACCOUNT_COPY.withdrawalFailed }),
  });
}
