import { useQuery } from '@tanstack/react-query';
import { itemListResponseSchema } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { ADMIN_KEY_COPY as C } from '../messages.ts';

/** Every product on sale for the form's select (GET /api/items, page after page). */
export function useProducts() {
  return useQuery({
    // Not under ['admin', 'subscriptions']: the key list's updates and re-reads match that prefix.
    queryKey: ['admin', 'subscription-products'],
    queryFn: async ({ signal }) => {
      // By id: sales can move a product across a page boundary between two reads.
      const products = new Map<number, { id: number; name: string }>();
      for (let page = 1; ; page++) {
        const data = parseResponse(itemListResponseSchema, await api.get<unknown>('/api/items', { query: { page }, signal, fallback: C.productsFailed }));
        for (const i of data.items) products.set(i.itemId, { id: i.itemId, name: i.itemName });
        if (!data.more) return [...products.values()];
      }
    },
  });
}
