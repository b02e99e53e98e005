import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminBlockUsers, adminBlockResultSchema, adminMemberDetailSchema, type AdminPointAdjust, adminUserListResponseSchema, type AdminUserListQuery } from '@store/shared';
import { api, ApiError } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

// Admin member calls: the list, bulk suspension (PUT /api/admin/users/block), lifting one,
// one member's detail and a points adjustment.

const usersKey = ['admin', 'users'] as const;
const detailKey = (id: number | null) => [...usersKey, 'detail', id] as const;

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
    mutationFn: async (input: AdminBlockUsers) => parseResponse(adminBlockResultSchema, await api.put<unknown>('/api/admin/users/block', input)),
    onSettled: refresh,
  });
  const unblock = useMutation({
    mutationFn: async (memberId: number) => parseResponse(adminBlockResultSchema, await api.put<unknown>(`/api/admin/user/${memberId}/unblock`)),
    onSettled: refresh,
  });
  return { block, unblock };
}

/** `id` null: the route names no member, so there is nothing to ask (the page says not found). */
export function useUserDetail(id: number | null) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: async ({ signal }) => parseResponse(adminMemberDetailSchema, await api.get<unknown>(`/api/admin/users/${id}`, { signal })),
    enabled: id !== null,
  });
}

export function useAdjustPoints(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdminPointAdjust) => parseResponse(adminMemberDetailSchema, await api.post<unknown>(`/api/admin/users/${id}/points`, input)),
    onSuccess: (detail) => qc.setQueryData(detailKey(id), detail),
    // 409: the balance moved since it was read (an order, another admin) or the take is more
    // than is held. Reload it so the admin decides again against the balance as it is now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void qc.invalidateQueries({ queryKey: detailKey(id) });
    },
    // The list shows the balance too. Its queries all start with usersKey, so leave the detail
    // (just set from the response) out rather than fetch it again.
    onSettled: () => qc.invalidateQueries({ queryKey: usersKey, predicate: (q) => q.queryKey[2] !== 'detail' }),
  });
}
