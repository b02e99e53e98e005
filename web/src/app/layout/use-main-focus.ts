import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Moves focus to `<main id="main">` when the screen changes, so a keyboard or screen reader user
 * continues from the new screen's content rather than from the link they followed. Not on the
 * page's first screen: there the browser starts at the top, so the first Tab reaches the skip
 * link and the header (focusing main had sent it past them), and `focus()` makes the browser
 * bring style and layout up to date at once, right after hydration.
 */
export function useMainFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}
