import { useQuery } from '@tanstack/react-query';
import { subscriptionDetailResponseSchema, type SubscriptionDetailResponse } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { SUBSCRIPTION_COPY as C } from '../messages.ts';

export const subscriptionDetailKey = (id: number) => ['subscriptions', 'detail', id] as const;

/** GET /api/subscription/detail/{id} */
export async function fetchSubscriptionDetail(id: number, signal?: AbortSignal): Promise<SubscriptionDetailResponse> {
  const data = await api.get<unknown>(`/api/subscription/detail/${id}`, { signal, fallback: C.loadFailed });
  return parseResponse(subscriptionDetailResponseSchema, data);
}

export function useSubscriptionDetail(id: number) {
  return useQuery({ queryKey: subscriptionDetailKey(id), queryFn: ({ signal }) => fetchSubscriptionDetail(id, signal), enabled: Number.isInteger(id) && id > 0 });
}
