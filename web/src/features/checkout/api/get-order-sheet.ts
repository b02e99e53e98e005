import { useQuery } from '@tanstack/react-query';
import type { OrderSheet } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseLoaded } from '../../../lib/parse-response.ts';
import { CHECKOUT_COPY } from '../messages.ts';

export const orderSheetKey = (orderId: number | undefined) => ['order-sheet', orderId] as const;

/** GET /api/ordersheet?orderId: items, the member's points and usable coupons, orderer details. */
export async function fetchOrderSheet(orderId: number, signal?: AbortSignal): Promise<OrderSheet> {
  return parseLoaded(
    () => import('@store/shared/schemas/commerce').then((m) => m.orderSheetSchema),
    api.get<unknown>('/api/ordersheet', { query: { orderId }, signal, fallback: CHECKOUT_COPY.loadFailed }),
  );
}

export function useOrderSheet(orderId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: orderSheetKey(orderId),
    queryFn: ({ signal }) => fetchOrderSheet(orderId!, signal),
    enabled: enabled && orderId !== undefined,
    // The sheet is read once per visit: a background refetch must not reset what the buyer typed.
    staleTime: Infinity,
    gcTime: 0,
    // …and afresh on each visit, cache or not: Back from the card window must find the payment
    // it started, not the sheet as it was before paying (the page waits for isFetchedAfterMount).
    refetchOnMount: 'always',
  });
}
