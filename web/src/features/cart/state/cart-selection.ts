import { useCallback, useMemo, useState } from 'react';
import type { CartItem } from '@store/shared';

/** The sum of the server's line totals: the cart never prices anything itself. */
export function linesTotal(lines: Pick<CartItem, 'totalPrice'>[]): number {
  return lines.reduce((sum, l) => sum + l.totalPrice, 0);
}

/**
 * A cart line's identity: the cart holds one line per product and period (the same program for 1
 * and for 3 months are two lines), so the product alone would tick or delete both.
 */
export const lineKey = (line: Pick<CartItem, 'itemId' | 'subscriptionPeriod'>) => `${line.itemId}:${line.subscriptionPeriod}`;

/**
 * Which cart lines are ticked. Everything starts ticked (as big Korean stores do), so the state
 * is the set of lines the buyer un-ticked; lines that leave the cart drop out by themselves.
 */
export function useCartSelection(items: CartItem[]) {
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(() => new Set());

  const selected = useMemo(() => items.filter((i) => !unticked.has(lineKey(i))), [items, unticked]);
  const allSelected = items.length > 0 && selected.length === items.length;

  const toggle = useCallback((key: string) => {
    setUnticked((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  const toggleAll = useCallback(() => {
    setUnticked(allSelected ? new Set(items.map(lineKey)) : new Set());
  }, [allSelected, items]);

  return {
    selected,
    allSelected,
    isSelected: (key: string) => !unticked.has(key),
    toggle,
    toggleAll,
    total: linesTotal(selected),
  };
}
