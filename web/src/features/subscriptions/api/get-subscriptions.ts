import { useQuery } from '@tanstack/react-query';
import { subscriptionListResponseSchema, type SubscriptionSummary } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { SUBSCRIPTION_COPY as C } from '../messages.ts';

export const subscriptionsKey = ['subscriptions'] as const;

/** GET /api/subscription-list: one card per product with the member's keys of it. */
export async function fetchSubscriptions(signal?: AbortSignal): Promise<SubscriptionSummary[]> {
  const data = await api.get<unknown>('/api/subscription-list', { signal, fallback: C.loadFailed });
  return parseResponse(subscriptionListResponseSchema, data).subscriptionData;
}

export function useSubscriptions() {
  return useQuery({ queryKey: subscriptionsKey, queryFn: ({ signal }) => fetchSubscriptions(signal) });
}
