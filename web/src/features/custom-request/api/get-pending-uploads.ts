import { useQuery } from '@tanstack/react-query';
import type { ApplicationFile } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseLoaded } from '../../../lib/parse-response.ts';

/**
 * GET /api/upload-file/pending: the caller's uploads (by token, or a visitor's upload_session
 * cookie) that no draft or application holds yet. They count toward the 5-file limit, so the
 * form shows them again after a reload. Usually there are none, and then zod is not loaded.
 */
export async function fetchPendingUploads(signal?: AbortSignal): Promise<ApplicationFile[]> {
  const body = await api.get<{ files?: unknown[] } | undefined>('/api/upload-file/pending', { signal });
  if (!body?.files?.length) return [];
  const parsed = await parseLoaded(() => import('@store/shared/schemas/custom-request').then((m) => m.pendingUploadsResponseSchema), Promise.resolve(body));
  return parsed.files;
}

export function usePendingUploads(enabled: boolean) {
  return useQuery({
    queryKey: ['custom-request', 'pending-uploads'],
    queryFn: ({ signal }) => fetchPendingUploads(signal),
    enabled,
    // Read fresh on every opening of the form: a cached list would bring back files submitted
    // or deleted since. Not worth an error: without it the form works as before.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
