import { useQuery } from '@tanstack/react-query';
import type { CustomDraft } from '@store/shared';
import { api, ApiError } from '../../../lib/api-client.ts';

export type SavedDraft = CustomDraft & { applicationArticleId?: number };

export const draftKey = ['custom-request', 'draft'] as const;

/** GET /api/apply/custom-product: the member's saved draft, or null when there is none (404). */
export async function fetchDraft(signal?: AbortSignal): Promise<SavedDraft | null> {
  try {
    return await api.get<SavedDraft>('/api/apply/custom-product', { signal });
  } catch (error) {
    // No draft (404) or no member (401): the form simply starts empty.
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
    throw error;
  }
}

export function useDraft(enabled: boolean) {
  return useQuery({ queryKey: draftKey, queryFn: ({ signal }) => fetchDraft(signal), enabled, staleTime: Infinity, retry: false });
}
