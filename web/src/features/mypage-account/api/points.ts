import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PointResponse } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import type { PointRequest } from '../hooks/point-filters.ts';

/** GET /api/point with the filter of the screen. */
export function usePointsQuery(query: PointRequest) {
  return useQuery({
    queryKey: ['mypage-account', 'points', query],
    queryFn: ({ signal }) => api.get<PointResponse>('/api/point', { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}
