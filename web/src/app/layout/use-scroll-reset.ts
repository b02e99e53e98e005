import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Scrolls to the top when a link or `navigate()` opens a new entry (a PUSH), or when a REPLACE
 * goes to another screen. A REPLACE on the same screen (a filter kept in the query string, as
 * the FAQ search does) keeps the scroll, and back/forward (POP) is left to the browser's own
 * scroll restoration. A link to `#anchor` scrolls to that element instead of the top.
 */
export function useScrollReset() {
  const { pathname, hash, key } = useLocation();
  const type = useNavigationType();
  const lastPathname = useRef(pathname);

  useEffect(() => {
    const moved = lastPathname.current !== pathname;
    lastPathname.current = pathname;
    if (type !== 'PUSH' && !(type === 'REPLACE' && moved)) return;
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, key, type]);
}
