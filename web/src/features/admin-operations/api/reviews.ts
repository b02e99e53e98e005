import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminReviewListResponseSchema, type AdminReviewListQuery, adminReviewRowSchema, type AdminReviewVisibility } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

// Admin calls for product reviews: the list to look through, and hiding or showing one.

const reviewsKey = ['admin', 'reviews'] as const;

export function useReviewList(query: AdminReviewListQuery) {
  return useQuery({
    queryKey: [...reviewsKey, 'list', query],
    queryFn: async ({ signal }) =>
      parseResponse(adminReviewListResponseSchema, await api.get<unknown>('/api/admin/reviews', { signal, query: query as Record<string, string | number | undefined> })),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/reviews/{id}/visibility: `{hidden:true, reason}` or `{hidden:false}`. */
export function useSetReviewVisibility() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: AdminReviewVisibility }) =>
      parseResponse(adminReviewRowSchema, await api.put<unknown>(`/api/admin/reviews/${id}/visibility`, input)),
    // Read the list again whatever happened: after a change a state filter may drop the row, and
    // after a 409 (another admin got there first) the row must show the state it is really in.
    onSettled: () => qc.invalidateQueries({ queryKey: [...reviewsKey, 'list'] }),
  });
}
