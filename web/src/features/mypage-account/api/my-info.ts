import { useQuery } from '@tanstack/react-query';
import type { MyInfo } from '@store/shared';
import { api } from '../../../lib/api-client.ts';

export const myInfoKey = ['mypage-account', 'my-info'] as const;

/** GET /api/members/my-info */
export function useMyInfoQuery() {
  return useQuery({ queryKey: myInfoKey, queryFn: ({ signal }) => api.get<{ data: MyInfo }>('/api/members/my-info', { signal }).then((r) => r.data) });
}
