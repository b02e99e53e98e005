import { useEffect } from 'react';

const STORE = '오토웍스';

/** The tab title of a screen, e.g. "전체상품 | 오토웍스". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${STORE}`;
  }, [title]);
}
