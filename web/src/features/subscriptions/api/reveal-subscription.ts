import { subscriptionDetailResponseSchema, type SubscriptionDetailResponse } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { SUBSCRIPTION_COPY as C } from '../messages.ts';

/** PUT /api/subscription/update/{id}: reveals the key and starts its period. */
export async function revealSubscription(id: number): Promise<SubscriptionDetailResponse> {
  const data = await api.put<unknown>(`/api/subscription/update/${id}`, undefined, { fallback: C.revealFailed });
  return parseResponse(subscriptionDetailResponseSchema, data);
}
