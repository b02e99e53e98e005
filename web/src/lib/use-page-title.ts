import { useContext, useEffect } from 'react';
import { BUSINESS_INFO } from '@store/shared/constants/business';
import { ServerPageHead } from './page-head.ts';
import { useStoreName } from './site.ts';

/** The store's own title: what a screen without a name of its own shows. */
export function storeTitle(storeName: string): string {
  return `${storeName} | 윈도우 업무 자동화 프로그램 스토어`;
}

/** The title index.html arrives with, under the store's shipped name. */
export const STORE_TITLE = storeTitle(BUSINESS_INFO.storeName);

/**
 * The tab title of a screen, e.g. "전체상품 | 오토웍스", under the store name an admin keeps in the
 * site settings. When the screen closes the store's title comes back, so a screen that is still
 * loading its name (a product) never shows the previous screen's (nor the server-rendered page's
 * it started from).
 */
export function usePageTitle(title: string | undefined): void {
  const store = useStoreName();
  const server = useContext(ServerPageHead);
  if (server && title) server.title = `${title} | ${store}`;
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${store}`;
    return () => {
      document.title = storeTitle(store);
    };
  }, [title, store]);
}

/**
 * For the layout: a screen with no title of its own (the home page) shows the store's title
 * under its current name once the settings arrive, in place of index.html's shipped one. Runs
 * after the screens' own effects (a parent's run last), so it never covers a screen's title.
 */
export function useStoreTitle(): void {
  const store = useStoreName();
  useEffect(() => {
    if (document.title === STORE_TITLE) document.title = storeTitle(store);
  }, [store]);
}
