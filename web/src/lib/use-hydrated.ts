import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React adopts server-rendered HTML (and in that HTML itself), true from the render
 * after. For what must not work before the page's code does.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
