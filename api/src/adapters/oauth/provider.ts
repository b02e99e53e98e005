// The boundary to the social-login providers (Naver, Kakao): an OAuth 2.0 authorization-code
// flow with PKCE, done with oauth4webapi. What crosses it: our client id and secret (to the
// token endpoint only), the state and code challenge (through the browser), the
// authorization code, and back an access token that is used once to read the profile and
// then dropped. Only the provider's user id, e-mail and name leave this adapter.
import * as oauth from 'oauth4webapi';
import type { OAuthClientConfig } from '../../config.ts';
import type { SocialProvider } from '../../db/types.ts';

export interface OAuthProfile {
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface OAuthProvider {
  readonly name: SocialProvider;
  /** Where the browser goes to log in at the provider. */
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): URL;
  /**
   * Checks the callback against the expected state, redeems the code and reads the profile.
   * Throws OAuthFlowError for anything a provider or an attacker could cause.
   */
  complete(input: { callbackUrl: URL; expectedState: string; codeVerifier: string; redirectUri: string }): Promise<OAuthProfile>;
}

export class OAuthFlowError extends Error {
  override name = 'OAuthFlowError';
}

/** What differs between providers: endpoint paths, extra token parameters, profile shape. */
export interface ProviderSpec {
  name: SocialProvider;
  authorizePath: string;
  tokenPath: string;
  profilePath: string;
  /** Extra token-request parameters (Naver wants the state echoed). */
  tokenParameters?(state: string): Record<string, string>;
  parseProfile(body: unknown): OAuthProfile;
}

export function createOAuthProvider(spec: ProviderSpec, config: OAuthClientConfig): OAuthProvider {
  const as: oauth.AuthorizationServer = {
    issuer: config.authBaseUrl,
    authorization_endpoint: `${config.authBaseUrl}${spec.authorizePath}`,
    token_endpoint: `${config.authBaseUrl}${spec.tokenPath}`,
  };
  const client: oauth.Client = { client_id: config.clientId };
  const clientAuth = config.clientSecret ? oauth.ClientSecretPost(config.clientSecret) : oauth.None();
  // oauth4webapi refuses plain http; only a local fake provider in development and tests uses
  // it (production config requires https provider URLs).
  const insecure = config.authBaseUrl.startsWith('http:') || config.apiBaseUrl.startsWith('http:');
  // Each request gets its own 10 s timeout.
  const httpOptions = () => ({ [oauth.allowInsecureRequests]: insecure, signal: AbortSignal.timeout(10_000) });

  return {
    name: spec.name,
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(as.authorization_endpoint!);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      return url;
    },
    async complete({ callbackUrl, expectedState, codeVerifier, redirectUri }) {
      try {
        // Rejects a missing or different state and the provider's error responses.
        const params = oauth.validateAuthResponse(as, client, callbackUrl, expectedState);
        const tokenResponse = await oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, redirectUri, codeVerifier, {
          ...httpOptions(),
          additionalParameters: spec.tokenParameters?.(expectedState) ?? {},
        });
        const tokens = await oauth.processAuthorizationCodeResponse(as, client, tokenResponse);
        const profileResponse = await oauth.protectedResourceRequest(
          tokens.access_token,
          'GET',
          new URL(`${config.apiBaseUrl}${spec.profilePath}`),
          new Headers({ accept: 'application/json' }),
          null,
          httpOptions(),
        );
        if (!profileResponse.ok) throw new OAuthFlowError(`${spec.name} profile request failed: ${profileResponse.status}`);
        return spec.parseProfile(await profileResponse.json());
      } catch (error) {
        if (error instanceof OAuthFlowError) throw error;
        throw new OAuthFlowError(`${spec.name} login failed: ${error instanceof Error ? error.message : 'unknown'}`, { cause: error });
      }
    },
  };
}
