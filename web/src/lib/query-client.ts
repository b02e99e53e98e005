import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

// Spec defaults (membership.md §9): 3 retries, 1 s doubling back-off capped at 30 s, 5-minute
// cache. A 4xx will not change on retry, so only network and 5xx failures are retried.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
