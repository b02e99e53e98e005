import { useQuery } from '@tanstack/react-query';
import { itemListResponseSchema } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { ADMIN_KEY_COPY as C } from '../messages.ts';

/** Every product on sale for the form's select (GET /api/items, page after page). */
export function useProducts() {
  return useQuery({
    queryKey: ['admin', 'subscriptions', 'products'],
    queryFn: async ({ signal }) => {
      const products: { id: number; name: string }[] = [];
      for (let page = 1; ; page++) {
        const data = parseResponse(itemListResponseSchema, await api.get<unknown>('/api/items', { query: { page }, signal, fallback: C.productsFailed }));
        products.push(...data.items.map((i) => ({ id: i.itemId, name: i.itemName })));
        if (!data.more) return products;
      }
    },
  });
}
