import { useEffect } from 'react';

const STORE = '오토웍스';

/** The title the page arrived with (index.html's): what a screen leaves behind when it closes. */
let arrivalTitle: string | undefined;

/**
 * The tab title of a screen, e.g. "전체상품 | 오토웍스". When the screen closes the arrival title
 * comes back, so a screen that is still loading its name (a product) never shows the previous
 * screen's.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    arrivalTitle ??= document.title;
    if (!title) return;
    document.title = `${title} | ${STORE}`;
    return () => {
      document.title = arrivalTitle!;
    };
  }, [title]);
}
