import { useQuery } from '@tanstack/react-query';
import { adminDashboardSchema } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

// The admin dashboard: today's takings, the work waiting and the recent sales, in one read.

export const dashboardKey = ['admin', 'dashboard'] as const;

export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: async ({ signal }) => parseResponse(adminDashboardSchema, await api.get<unknown>('/api/admin/dashboard', { signal })),
  });
}
