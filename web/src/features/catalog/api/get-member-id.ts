import { queryOptions } from '@tanstack/react-query';
import { memberIdResponseSchema } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

/**
 * GET /api/auth/members/id (bearer): the logged-in member's id for the cart and order calls.
 * Cached 5 minutes, kept 10, one retry (store.md §9).
 */
export const memberIdQueryOptions = queryOptions({
  queryKey: ['auth', 'member-id'] as const,
  queryFn: async ({ signal }) => parseResponse(memberIdResponseSchema, await api.get<unknown>('/api/auth/members/id', { signal })).memberId,
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
  retry: 1,
});
