import { useState } from 'react';
import { PAGE_SIZES } from '@store/shared';

/** Shows the first 5 of an already loaded list and 5 more per 'more' click (store.md §9). */
export function useReveal<T>(items: T[], step: number = PAGE_SIZES.more) {
  const [shown, setShown] = useState(step);
  return { visible: items.slice(0, shown), hasMore: items.length > shown, more: () => setShown((n) => n + step) };
}
