import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { PAGE_SIZES } from '@store/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

export interface Page<T> {
  content: T[];
  page: number;
  hasMore: boolean;
  totalElements: number;
}

/**
 * A member list read 5 rows at a time (store.md §9 "+5 per more click"): each 'more' click
 * fetches the next page from the server.
 */
export function usePagedList<T>(queryKey: QueryKey, path: string, schema: z.ZodType<Page<T>>, fallback: string) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => parseResponse(schema, await api.get<unknown>(path, { query: { page: pageParam, size: PAGE_SIZES.more }, signal, fallback })),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 0,
  });
  const items = query.data?.pages.flatMap((p) => p.content) ?? [];
  const total = query.data?.pages[0]?.totalElements ?? 0;
  return { ...query, items, total };
}
