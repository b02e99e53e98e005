import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

// Membership screens (membership.md §2): sign-up, login, social-login return, recovery.
export const membershipRoutes: RouteObject[] = [
  { path: 'signup', lazy: page(() => import('../../features/signup/pages/terms-page.tsx'), 'TermsPage') },
  { path: 'signup/account-info', lazy: page(() => import('../../features/signup/pages/account-info-page.tsx'), 'AccountInfoPage') },
  { path: 'signup/personal-info', lazy: page(() => import('../../features/signup/pages/personal-info-page.tsx'), 'PersonalInfoPage') },
  { path: 'login', lazy: page(() => import('../../features/auth/pages/login-page.tsx'), 'LoginPage') },
  { path: 'oauth2/success', lazy: page(() => import('../../features/auth/pages/oauth2-success-page.tsx'), 'OAuth2SuccessPage') },
  { path: 'find-id', lazy: page(() => import('../../features/recovery/pages/find-id-page.tsx'), 'FindIdPage') },
  { path: 'find-id/email', lazy: page(() => import('../../features/recovery/pages/find-id-email-page.tsx'), 'FindIdEmailPage') },
  { path: 'find-id/phone', lazy: page(() => import('../../features/recovery/pages/find-id-phone-page.tsx'), 'FindIdPhonePage') },
  { path: 'find-id/result', lazy: page(() => import('../../features/recovery/pages/find-id-result-page.tsx'), 'FindIdResultPage') },
  { path: 'find-pw', lazy: page(() => import('../../features/recovery/pages/find-pw-page.tsx'), 'FindPwPage') },
  { path: 'find-pw/reset-password', lazy: page(() => import('../../features/recovery/pages/reset-password-page.tsx'), 'ResetPasswordPage') },
];
