import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../components/index.ts';

export const LEAVE_MESSAGE = '저장하지 않은 내용이 있습니다. 이 페이지를 나가면 입력한 내용이 사라집니다.';

/**
 * While `active` (an edit not saved yet), leaving the page asks first: a reload or a closed tab
 * through the browser's own prompt (beforeunload), and a link inside the store through the
 * store's confirmation, after which the link is followed. The router is not a data router, so
 * there is no useBlocker: the links are caught on their way in (capture phase), before React
 * Router's Link sees the click, which leaves a click whose default was prevented alone.
 * The browser's Back button is not caught.
 */
export function useLeaveGuard(active: boolean, message: string = LEAVE_MESSAGE): void {
  const { confirm } = useDialogs();
  const navigate = useNavigate();

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows its prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      // Another site is left through beforeunload; a link to this very page leaves nothing.
      if (to.origin !== window.location.origin) return;
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      void confirm(message, { title: '페이지 나가기', confirmLabel: '나가기' }).then((leave) => {
        if (leave) navigate(to.pathname + to.search + to.hash);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, message, confirm, navigate]);
}
