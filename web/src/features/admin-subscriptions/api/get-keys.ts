import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeyListSchema, type AdminKey, type AdminKeyFilter } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { ADMIN_KEY_COPY as C } from '../messages.ts';

export const adminKeysKey = (filter: AdminKeyFilter, search: string) => ['admin', 'subscriptions', filter, search] as const;

/** GET /api/subscription/list/temp?filter&search */
export async function fetchKeys(filter: AdminKeyFilter, search: string, signal?: AbortSignal): Promise<AdminKey[]> {
  const data = await api.get<unknown>('/api/subscription/list/temp', { query: { filter, search: search || undefined }, signal, fallback: C.fetchFailed });
  return parseResponse(adminKeyListSchema, data);
}

export function useAdminKeys(filter: AdminKeyFilter, search: string) {
  return useQuery({ queryKey: adminKeysKey(filter, search), queryFn: ({ signal }) => fetchKeys(filter, search, signal), placeholderData: keepPreviousData, staleTime: 0 });
}
