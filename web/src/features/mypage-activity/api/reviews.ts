import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  memberReviewPageSchema,
  reviewFormResponseSchema,
  reviewListResponseSchema,
  reviewWrittenSchema,
  reviewablePageSchema,
  type MemberReview,
  type ReviewableItem,
  type ReviewWrite,
} from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { COPY } from '../messages.ts';
import { itemDetailKey, keys, ROOT } from './keys.ts';
import { usePagedList } from './paged.ts';

/** GET /api/review-list: first 5 of each list and the counts. */
export function useReviewOverview() {
  return useQuery({
    queryKey: keys.reviewOverview,
    queryFn: async ({ signal }) => parseResponse(reviewListResponseSchema, await api.get<unknown>('/api/review-list', { signal, fallback: COPY.loadFailed })),
    staleTime: 0,
  });
}

/** GET /api/mypage/reviewable-items?page&size */
export function useReviewableItems() {
  return usePagedList<ReviewableItem>(keys.reviewable, '/api/mypage/reviewable-items', reviewablePageSchema, COPY.loadFailed);
}

/** GET /api/mypage/reviews?page&size */
export function useWrittenReviews() {
  return usePagedList<MemberReview>(keys.written, '/api/mypage/reviews', memberReviewPageSchema, COPY.loadFailed);
}

/** GET /api/review/write?itemId&orderItemId: 409 when the line was already reviewed. */
export async function fetchReviewForm(itemId: number, orderItemId: number, signal?: AbortSignal): Promise<ReviewableItem> {
  const data = await api.get<unknown>('/api/review/write', { query: { itemId, orderItemId }, signal, fallback: COPY.loadFailed });
  return parseResponse(reviewFormResponseSchema, data).reviewForm;
}

export function useReviewForm(target: { itemId: number; orderItemId: number } | null) {
  return useQuery({
    queryKey: keys.reviewForm(target?.itemId ?? 0, target?.orderItemId ?? 0),
    queryFn: ({ signal }) => fetchReviewForm(target!.itemId, target!.orderItemId, signal),
    enabled: target !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /api/review/write?itemId&orderItemId with {itemId, orderCount, subscriptionPeriod, content, rate, orderItemId}. */
export async function writeReview(input: ReviewWrite & { orderItemId: number }) {
  const data = await api.post<unknown>('/api/review/write', input, { query: { itemId: input.itemId, orderItemId: input.orderItemId }, fallback: COPY.reviewFailed });
  return parseResponse(reviewWrittenSchema, data);
}

export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeReview,
    onSettled: (_data, _error, input) =>
      Promise.all([
        // Not the open form's own read: asked again once the review exists, it answers 409.
        queryClient.invalidateQueries({ queryKey: [ROOT], predicate: (query) => query.queryKey[1] !== keys.reviewForm(0, 0)[1] }),
        queryClient.invalidateQueries({ queryKey: itemDetailKey(input.itemId) }),
      ]),
  });
}
