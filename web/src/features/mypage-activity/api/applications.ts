import { useQuery } from '@tanstack/react-query';
import { applicationDetailSchema, applicationListResponseSchema, type ApplicationDetail, type ApplicationRow } from '@store/shared';
import { api, ApiError } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { platform } from '../../../lib/platform/index.ts';
import { filenameFromDisposition } from '../../../lib/save-blob.ts';
import { COPY } from '../messages.ts';
import { keys } from './keys.ts';

/** GET /api/application-list → submitApplications (custom-requests module). */
export function useApplications() {
  return useQuery({
    queryKey: keys.applications,
    queryFn: async ({ signal }): Promise<ApplicationRow[]> =>
      parseResponse(applicationListResponseSchema, await api.get<unknown>('/api/application-list', { signal, fallback: COPY.loadFailed })).submitApplications,
  });
}

/** GET /api/application/detail?applicationArticleId: someone else's answers 404. */
export function useApplication(id: number) {
  return useQuery({
    queryKey: keys.application(id),
    queryFn: async ({ signal }): Promise<ApplicationDetail> =>
      parseResponse(applicationDetailSchema, await api.get<unknown>('/api/application/detail', { query: { applicationArticleId: id }, signal, fallback: COPY.loadFailed })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /api/application/files/{fileId}: the owner's attachment (bearer token, so fetched, not linked). */
export async function downloadApplicationFile(fileId: string, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  const token = await platform().tokens.get();
  const res = await fetch(`/api/application/files/${encodeURIComponent(fileId)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, COPY.fileDownloadFailed, undefined);
  return { blob: await res.blob(), filename: filenameFromDisposition(res.headers.get('content-disposition'), fallbackName) };
}
