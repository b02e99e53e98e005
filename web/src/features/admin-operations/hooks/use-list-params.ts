import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list screen's filters and page kept in the URL (shareable, back button works). `set`
 * changes some keys and goes back to page 1 unless the page itself is being changed.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out = {} as Record<K | 'page', string | undefined>;
    for (const k of [...keys, 'page' as const]) out[k] = params.get(k) || undefined;
    return out;
  }, [params, keys]);
  const page = Math.max(1, Number(values.page) || 1);

  const set = useCallback(
    (changes: Partial<Record<K | 'page', string | number | undefined>>) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { values, page, set, reset };
}
