import { useQuery } from '@tanstack/react-query';
import type { CustomDraftResponse } from '@store/shared';
import { api, ApiError } from '../../../lib/api-client.ts';
import { parseLoaded } from '../../../lib/parse-response.ts';

export const draftKey = ['custom-request', 'draft'] as const;

/** GET /api/apply/custom-product: the member's saved draft with its files, or null when there is none. */
export async function fetchDraft(signal?: AbortSignal): Promise<CustomDraftResponse | null> {
  try {
    const body = await api.get<unknown>('/api/apply/custom-product', { signal });
    if (body === undefined) return null; // 204: no draft
    return await parseLoaded(() => import('@store/shared/schemas/custom-request').then((m) => m.customDraftResponseSchema), Promise.resolve(body));
  } catch (error) {
    // No member (401), or an older server's 404 for no draft: the form simply starts empty.
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
    throw error;
  }
}

export function useDraft(enabled: boolean) {
  return useQuery({ queryKey: draftKey, queryFn: ({ signal }) => fetchDraft(signal), enabled, staleTime: Infinity, retry: false });
}
