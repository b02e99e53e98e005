// Korean copy of login and social login, gathered for review (STYLE.md "Comments").

import { SOCIAL_PROVIDERS, type SocialProvider } from '@store/shared';

export const PROVIDERS = SOCIAL_PROVIDERS;
export type Provider = SocialProvider;

export const PROVIDER_NAMES: Record<Provider, string> = { naver: '네이버', kakao: '카카오' };

export const AUTH_COPY = {
  title: '로그인',
  description: '오토웍스 계정으로 로그인해 주세요.',
  loginFailed: '로그인에 실패했습니다. 다시 시도해 주세요.',
  loginRequired: '로그인 후 이용할 수 있는 서비스입니다.',
  googlePreparing: '구글 로그인은 현재 준비 중입니다. 이용에 불편을 드려 죄송합니다.',
  notConfigured: (provider: Provider) => `${PROVIDER_NAMES[provider]} 로그인이 아직 설정되지 않았습니다.`,
  socialInBrowser: (provider: Provider) => `브라우저에서 ${PROVIDER_NAMES[provider]} 로그인을 진행해 주세요.`,
  socialInBrowserHint: '로그인을 마치면 앱에서 자동으로 이어집니다. 브라우저가 열리지 않았다면 취소하고 다시 시도해 주세요.',
  socialInBrowserCancel: '취소',
  alreadyExist: '이미 가입된 이메일입니다. 기존 아이디로 로그인해 주세요.',
  blocked: '이용이 정지된 계정입니다. 고객센터로 문의해 주세요.',
  socialNotConfigured: '소셜 로그인이 아직 설정되지 않았습니다.',
  socialFailed: '소셜 로그인에 실패했습니다.',
  socialChecking: '소셜 로그인 정보를 확인하고 있습니다...',
} as const;
