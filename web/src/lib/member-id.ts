import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api-client.ts';
import { useSession } from './session.ts';

export const MEMBER_ID_FAILED = '로그인한 사용자 정보를 가져오지 못했습니다.';

/**
 * GET /api/auth/members/id (bearer): the logged-in member's id, which the cart and order calls
 * carry (the server still takes identity from the token and refuses a foreign id with 403).
 * Cached 5 minutes, kept 10, one retry (store.md §9). The key is the one the catalog uses, so
 * both share a single cached answer.
 */
export const memberIdQueryOptions = queryOptions({
  queryKey: ['auth', 'member-id'] as const,
  queryFn: async ({ signal }) => {
    // A one-field check instead of the zod schema: the product page calls this, and zod stays
    // out of the storefront's bundle (lib/items-query.ts).
    const data = await api.get<{ memberId?: unknown }>('/api/auth/members/id', { signal, fallback: MEMBER_ID_FAILED });
    if (!Number.isSafeInteger(data?.memberId)) throw new ApiError(200, MEMBER_ID_FAILED, data);
    return data.memberId as number;
  },
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
  retry: 1,
});

/** The member id, fetched only once the session is known to be a member's. */
export function useMemberId() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...memberIdQueryOptions, enabled: isLoggedIn });
}
