import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

// Static storefront pages (store.md §2): about, manual, customer center, FAQ, legal documents
// and the custom-software landing. Each is its own chunk.

export const contentRoutes: RouteObject[] = [
  { path: 'about', element: page(() => import('../../features/content/about/about-page.tsx'), 'AboutPage') },
  { path: 'manual', element: page(() => import('../../features/content/manual/manual-page.tsx'), 'ManualPage') },
  { path: 'service', element: page(() => import('../../features/content/service/service-page.tsx'), 'ServicePage') },
  { path: 'FAQ', element: page(() => import('../../features/content/faq/faq-page.tsx'), 'FaqPage') },
  { path: 'privacy-policy', element: page(() => import('../../features/content/legal/privacy-policy-page.tsx'), 'PrivacyPolicyPage') },
  { path: 'term-of-use', element: page(() => import('../../features/content/legal/terms-of-use-page.tsx'), 'TermsOfUsePage') },
  {
    path: 'custom-product-first',
    element: page(() => import('../../features/content/custom-product/custom-product-first-page.tsx'), 'CustomProductFirstPage'),
  },
];
