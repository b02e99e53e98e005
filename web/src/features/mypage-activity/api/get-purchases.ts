import { useQuery } from '@tanstack/react-query';
import { purchaseDetailResponseSchema, purchaseListResponseSchema, type Purchase, type PurchaseDetailResponse } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { COPY } from '../messages.ts';
import { keys } from './keys.ts';
import { usePagedList } from './paged.ts';

const purchasePageSchema = purchaseListResponseSchema.transform(({ purchaseData, ...page }) => ({ ...page, content: purchaseData }));

/** GET /api/purchase-list?page&size: purchaseData newest first (5 per 'more'). */
export function usePurchases() {
  return usePagedList<Purchase>(keys.purchases, '/api/purchase-list', purchasePageSchema, COPY.purchaseLoadFailed);
}

/** GET /api/purchase-detail?id: the order, and the account while a transfer awaits its deposit; someone else's order answers 404. */
export async function fetchPurchase(id: number, signal?: AbortSignal): Promise<PurchaseDetailResponse> {
  const data = await api.get<unknown>('/api/purchase-detail', { query: { id }, signal, fallback: COPY.purchaseLoadFailed });
  return parseResponse(purchaseDetailResponseSchema, data);
}

/** `id` null: the route names no order (the page says not found without asking). */
export function usePurchase(id: number | null) {
  return useQuery({ queryKey: keys.purchase(id ?? 0), queryFn: ({ signal }) => fetchPurchase(id!, signal), enabled: id !== null, staleTime: 0 });
}
