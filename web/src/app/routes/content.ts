import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

// Static storefront pages (store.md §2): about, manual, customer center, FAQ, legal documents
// and the custom-software landing. Each is its own chunk.

export const contentRoutes: RouteObject[] = [
  { path: 'about', lazy: page(() => import('../../features/content/about/about-page.tsx'), 'AboutPage') },
  { path: 'manual', lazy: page(() => import('../../features/content/manual/manual-page.tsx'), 'ManualPage') },
  { path: 'service', lazy: page(() => import('../../features/content/service/service-page.tsx'), 'ServicePage') },
  { path: 'FAQ', lazy: page(() => import('../../features/content/faq/faq-page.tsx'), 'FaqPage') },
  { path: 'privacy-policy', lazy: page(() => import('../../features/content/legal/privacy-policy-page.tsx'), 'PrivacyPolicyPage') },
  { path: 'term-of-use', lazy: page(() => import('../../features/content/legal/terms-of-use-page.tsx'), 'TermsOfUsePage') },
  {
    path: 'custom-product-first',
    lazy: page(() => import('../../features/content/custom-product/custom-product-first-page.tsx'), 'CustomProductFirstPage'),
  },
];
