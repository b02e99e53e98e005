import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { AUTH_COPY } from '../messages.ts';

/**
 * POST /api/oauth2/exchange: the one-time ticket from /oauth2/success becomes a session token.
 * The desktop app's ticket comes with the verifier its login started with.
 */
export function exchangeOAuthTicket(body: { ticket: string; verifier?: string }) {
  return api.post<Pick<LoginResponse, 'data'>>('/api/oauth2/exchange', body, { fallback: AUTH_COPY.socialFailed });
}

export function useOAuthExchangeMutation() {
  return useMutation({ mutationFn: exchangeOAuthTicket });
}
