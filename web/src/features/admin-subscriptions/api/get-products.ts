import { useQuery } from '@tanstack/react-query';
import { itemListResponseSchema } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { ADMIN_KEY_COPY as C } from '../messages.ts';

/** The catalog's products for the form's select (GET /api/items). */
export function useProducts() {
  return useQuery({
    queryKey: ['admin', 'subscriptions', 'products'],
    queryFn: async ({ signal }) => {
      const data = await api.get<unknown>('/api/items', { signal, fallback: C.productsFailed });
      return parseResponse(itemListResponseSchema, data).items.map((i) => ({ id: i.itemId, name: i.itemName }));
    },
  });
}
