import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';
import type { RouteHandle } from './prefetch.ts';

// Membership screens (membership.md §2): sign-up, login, social-login return, recovery.
export const membershipRoutes: RouteObject[] = [
  { path: 'signup', element: page(() => import('../../features/signup/pages/terms-page.tsx'), 'TermsPage') },
  { path: 'signup/account-info', element: page(() => import('../../features/signup/pages/account-info-page.tsx'), 'AccountInfoPage') },
  { path: 'signup/personal-info', element: page(() => import('../../features/signup/pages/personal-info-page.tsx'), 'PersonalInfoPage') },
  { path: 'login', element: page(() => import('../../features/auth/pages/login-page.tsx'), 'LoginPage'), handle: { serverRender: true } satisfies RouteHandle },
  { path: 'oauth2/success', element: page(() => import('../../features/auth/pages/oauth2-success-page.tsx'), 'OAuth2SuccessPage') },
  { path: 'find-id', element: page(() => import('../../features/recovery/pages/find-id-page.tsx'), 'FindIdPage') },
  { path: 'find-id/email', element: page(() => import('../../features/recovery/pages/find-id-email-page.tsx'), 'FindIdEmailPage') },
  { path: 'find-id/phone', element: page(() => import('../../features/recovery/pages/find-id-phone-page.tsx'), 'FindIdPhonePage') },
  { path: 'find-id/result', element: page(() => import('../../features/recovery/pages/find-id-result-page.tsx'), 'FindIdResultPage') },
  { path: 'find-pw', element: page(() => import('../../features/recovery/pages/find-pw-page.tsx'), 'FindPwPage') },
  { path: 'find-pw/reset-password', element: page(() => import('../../features/recovery/pages/reset-password-page.tsx'), 'ResetPasswordPage') },
];
