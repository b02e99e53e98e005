import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * A code-split route: `page(() => import('…'), 'AboutPage')` loads the module on first visit
 * and renders its named export.
 */
export function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] as ComponentType });
}
