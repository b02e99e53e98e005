import { useContext, useEffect } from 'react';
import { BUSINESS_INFO } from '@store/shared/constants/business';
import { ServerPageHead } from './page-head.ts';

const STORE = BUSINESS_INFO.storeName;

/** The store's own title (index.html's): what a screen without a name of its own shows. */
export const STORE_TITLE = `${STORE} | 윈도우 업무 자동화 프로그램 스토어`;

/**
 * The tab title of a screen, e.g. "전체상품 | 오토웍스". When the screen closes the store's title
 * comes back, so a screen that is still loading its name (a product) never shows the previous
 * screen's (nor the server-rendered page's it started from).
 */
export function usePageTitle(title: string | undefined): void {
  const server = useContext(ServerPageHead);
  if (server && title) server.title = `${title} | ${STORE}`;
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${STORE}`;
    return () => {
      document.title = STORE_TITLE;
    };
  }, [title]);
}
