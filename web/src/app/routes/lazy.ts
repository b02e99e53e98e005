import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

const preloads = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A code-split route element: `page(() => import('…'), 'AboutPage')` loads the module the first
 * time the route renders and shows its named export. Routes are declarative (`useRoutes`), not
 * the data router: the store uses no loaders or actions, and the data router would add about
 * 17 KB gzip to every page's first download. Once loaded (see preloadRoute), the page renders
 * without suspending.
 */
export function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ReactElement {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name] as ComponentType),
      (error: unknown) => {
        loading = undefined; // the next visit tries again
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    return createElement(loaded ?? Lazy);
  }
  Page.displayName = name;
  const element = createElement(Page);
  preloads.set(element, preload);
  return element;
}

/**
 * Loads the code of the route elements given (the routes matching the first URL), so the first
 * render shows the screen itself rather than a loading state followed by the screen: one paint
 * of the content, as the browser and Lighthouse's LCP expect.
 */
export async function preloadRoutes(elements: (ReactElement | null | undefined)[]): Promise<void> {
  await Promise.all(elements.map((element) => (element ? preloads.get(element)?.() : undefined)));
}
