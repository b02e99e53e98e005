import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A code-split route element: `page(() => import('…'), 'AboutPage')` loads the module the first
 * time the route renders and shows its named export. Routes are declarative (`useRoutes`), not
 * the data router: the store uses no loaders or actions, and the data router would add about
 * 17 KB gzip to every page's first download.
 */
export function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ReactElement {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return createElement(Page);
}
