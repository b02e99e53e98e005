import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditLogResponseSchema, type AuditLogQuery } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: async ({ signal }) =>
      parseResponse(auditLogResponseSchema, await api.get<unknown>('/api/admin/audit-log', { signal, query: query as Record<string, string | number | undefined> })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
