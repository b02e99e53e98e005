import { AUTH_COPY, PROVIDER_NAMES, PROVIDERS, type Provider } from './messages.ts';

// The social-login errors the API sends back as /login?oauth2error=…&provider=… (DESIGN §4).

/** Local-storage keys that carry the error across the URL clean-up (membership.md §3). */
export const OAUTH_ERROR_KEYS = { error: 'oauth2Error', provider: 'oauth2Provider' } as const;

export function toProvider(value: string | null | undefined): Provider | null {
  return PROVIDERS.find((p) => p === value?.trim().toLowerCase()) ?? null;
}

/**
 * The alert for an oauth2error value. Only known providers are named: the query string is
 * attacker-controlled, so free text from it is never shown in the store's own dialog.
 */
export function oauthErrorMessage(error: string, provider: string | null): string {
  const known = toProvider(provider);
  const suffix = known ? ` (${PROVIDER_NAMES[known]})` : '';
  switch (error.trim().toLowerCase()) {
    case 'alreadyexist':
      return `${AUTH_COPY.alreadyExist}${suffix}`;
    case 'blocked':
      return AUTH_COPY.blocked;
    case 'notconfigured':
      return known ? AUTH_COPY.notConfigured(known) : AUTH_COPY.socialNotConfigured;
    default:
      return `${AUTH_COPY.socialFailed} 다시 시도해 주세요.${suffix}`;
  }
}
