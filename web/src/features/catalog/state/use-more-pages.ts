import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';

interface Pages<T> {
  /** The first page these pages follow: a new one (the detail refetched) starts over. */
  first: T[];
  extra: T[];
  more: boolean;
}

/**
 * A list whose first page came with the product's detail and whose next pages are read on a
 * 'more' click, each after the last article shown. One page is read at a time; a failure keeps
 * what is shown and says so.
 */
export function useMorePages<T extends { articleId: number }>(
  first: T[],
  firstMore: boolean,
  fetchPage: (before: number) => Promise<{ list: T[]; more: boolean }>,
) {
  const [pages, setPages] = useState<Pages<T>>({ first, extra: [], more: firstMore });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The first article of the page just read takes the focus, so a keyboard or screen reader user
  // reads on from it (after the last page the button they pressed is gone).
  const [focusId, setFocusId] = useState<number | null>(null);
  // The detail was read again (a question written, the page refreshed): its first page replaces
  // everything, as a reload would.
  if (pages.first !== first) {
    setPages({ first, extra: [], more: firstMore });
    setError(null);
  }
  const current = pages.first === first ? pages : { first, extra: [], more: firstMore };
  const list = current.extra.length > 0 ? [...first, ...current.extra] : first;

  async function loadMore() {
    const last = list.at(-1);
    if (!last || loading) return;
    setLoading(true);
    setError(null);
    try {
      const page = await fetchPage(last.articleId);
      setPages((p) => (p.first === first ? { first, extra: [...p.extra, ...page.list], more: page.more } : p));
      setFocusId(page.list[0]?.articleId ?? null);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setLoading(false);
    }
  }

  /** The ref for an article's element (focusable with tabIndex -1): focuses the one due once. */
  const focusRef = (articleId: number) =>
    articleId === focusId
      ? (element: HTMLElement | null) => {
          if (!element) return;
          element.focus();
          setFocusId(null);
        }
      : undefined;

  return { list, more: current.more, loading, error, loadMore, focusRef };
}
