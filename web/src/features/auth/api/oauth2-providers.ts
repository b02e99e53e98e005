import { useQuery } from '@tanstack/react-query';
import type { OAuthProvidersResponse } from '@store/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /api/oauth2/providers: which social logins the server is configured for. */
export function fetchOAuthProviders(signal?: AbortSignal) {
  return api.get<OAuthProvidersResponse>('/api/oauth2/providers', signal ? { signal } : {});
}

export function useOAuthProvidersQuery() {
  return useQuery({ queryKey: ['oauth2', 'providers'], queryFn: ({ signal }) => fetchOAuthProviders(signal), staleTime: 5 * 60_000 });
}
