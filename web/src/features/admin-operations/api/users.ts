import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBlockResultSchema, adminUserListResponseSchema, type AdminUserListQuery } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

// Admin member calls: the list, bulk suspension (PUT /api/admin/users/block), lifting one.

const usersKey = ['admin', 'users'] as const;

export function useUserList(query: AdminUserListQuery) {
  return useQuery({
    queryKey: [...usersKey, query],
    queryFn: async ({ signal }) =>
      parseResponse(adminUserListResponseSchema, await api.get<unknown>('/api/admin/users', { signal, query: query as Record<string, string | number | undefined> })),
    placeholderData: keepPreviousData,
  });
}

export function useUserActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: usersKey });
  const block = useMutation({
    mutationFn: async (memberIds: number[]) => parseResponse(adminBlockResultSchema, await api.put<unknown>('/api/admin/users/block', { memberIds })),
    onSettled: refresh,
  });
  const unblock = useMutation({
    mutationFn: async (memberId: number) => parseResponse(adminBlockResultSchema, await api.put<unknown>(`/api/admin/user/${memberId}/unblock`)),
    onSettled: refresh,
  });
  return { block, unblock };
}
