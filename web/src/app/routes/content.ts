import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';
import type { RouteHandle } from './prefetch.ts';

// Static storefront pages (store.md §2): about, manual, customer center, FAQ, legal documents
// and the custom-software landing. Each is its own chunk. A visitor sees what anyone sees, so
// the server renders them.
const handle: RouteHandle = { serverRender: true };

export const contentRoutes: RouteObject[] = [
  { path: 'about', element: page(() => import('../../features/content/about/about-page.tsx'), 'AboutPage'), handle },
  { path: 'manual', element: page(() => import('../../features/content/manual/manual-page.tsx'), 'ManualPage'), handle },
  { path: 'service', element: page(() => import('../../features/content/service/service-page.tsx'), 'ServicePage'), handle },
  { path: 'FAQ', element: page(() => import('../../features/content/faq/faq-page.tsx'), 'FaqPage'), handle },
  { path: 'privacy-policy', element: page(() => import('../../features/content/legal/privacy-policy-page.tsx'), 'PrivacyPolicyPage'), handle },
  { path: 'term-of-use', element: page(() => import('../../features/content/legal/terms-of-use-page.tsx'), 'TermsOfUsePage'), handle },
  {
    path: 'custom-product-first',
    element: page(() => import('../../features/content/custom-product/custom-product-first-page.tsx'), 'CustomProductFirstPage'),
    handle,
  },
];
