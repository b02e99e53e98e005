import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminApplicationDetailSchema,
  adminApplicationListResponseSchema,
  type AdminApplicationListQuery,
  type AdminApplicationStatus,
} from '@store/shared';
import { api, ApiError } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { platform } from '../../../lib/platform/index.ts';
import { filenameFromDisposition, saveBlob } from '../../../lib/save-blob.ts';

// Admin calls for custom-software applications, and the attached-file download.

const requestsKey = ['admin', 'custom-requests'] as const;

export function useRequestList(query: AdminApplicationListQuery) {
  return useQuery({
    queryKey: [...requestsKey, 'list', query],
    queryFn: async ({ signal }) =>
      parseResponse(adminApplicationListResponseSchema, await api.get<unknown>('/api/admin/custom-requests', { signal, query: query as Record<string, string | number | undefined> })),
    placeholderData: keepPreviousData,
  });
}

/** `id` null: the route names no application, so there is nothing to ask (the page says not found). */
export function useRequestDetail(id: number | null) {
  return useQuery({
    queryKey: [...requestsKey, 'detail', id],
    queryFn: async ({ signal }) => parseResponse(adminApplicationDetailSchema, await api.get<unknown>(`/api/admin/custom-requests/${id}`, { signal })),
    enabled: id !== null,
  });
}

export function useChangeRequestStatus(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdminApplicationStatus) =>
      parseResponse(adminApplicationDetailSchema, await api.put<unknown>(`/api/admin/custom-requests/${id}/status`, input)),
    onSuccess: (detail) => qc.setQueryData([...requestsKey, 'detail', id], detail),
    // 409: another admin changed the status since it was read. Reload it so the admin sees the
    // status as it is now and the next change is sent from that one, not the stale one again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void qc.invalidateQueries({ queryKey: [...requestsKey, 'detail', id] });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: [...requestsKey, 'list'] }),
  });
}

/** GET /api/application/files/{fileId} with the bearer token (a plain link would carry none). */
export async function downloadApplicationFile(fileId: string, fallbackName: string): Promise<void> {
  const token = await platform().tokens.get();
  const res = await fetch(`/api/application/files/${encodeURIComponent(fileId)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, '파일을 내려받지 못했습니다.', undefined);
  saveBlob(await res.blob(), filenameFromDisposition(res.headers.get('content-disposition'), fallbackName));
}
