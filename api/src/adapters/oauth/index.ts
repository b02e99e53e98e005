import type { OAuthConfig } from '../../config.ts';
import { kakaoSpec } from './kakao.ts';
import { naverSpec } from './naver.ts';
import { createOAuthProvider, type OAuthProvider } from './provider.ts';

export { OAuthFlowError, type OAuthProfile, type OAuthProvider } from './provider.ts';

/** A provider is present only when configured; the UI says "not configured" otherwise. */
export interface OAuthProviders {
  naver?: OAuthProvider | undefined;
  kakao?: OAuthProvider | undefined;
}

export function createOAuthProviders(config: OAuthConfig): OAuthProviders {
  return {
    naver: config.naver ? createOAuthProvider(naverSpec, config.naver) : undefined,
    kakao: config.kakao ? createOAuthProvider(kakaoSpec, config.kakao) : undefined,
  };
}
