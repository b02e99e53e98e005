import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Suggestion } from '@store/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /api/search/suggestions?q: products whose name matches. */
export async function fetchSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  // Typed, not parsed, like the item list (lib/items-query.ts says why).
  return api.get<Suggestion[]>('/api/search/suggestions', { query: { q }, signal });
}

/** Suggestions for an already debounced text; empty text makes no call (store.md §7). */
export function useSuggestions(q: string) {
  return useQuery({
    queryKey: ['search', 'suggestions', q] as const,
    queryFn: ({ signal }) => fetchSuggestions(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
