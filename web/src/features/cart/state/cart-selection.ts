import { useCallback, useMemo, useState } from 'react';
import type { CartItem } from '@store/shared';

/** The sum of the server's line totals: the cart never prices anything itself. */
export function linesTotal(lines: Pick<CartItem, 'totalPrice'>[]): number {
  return lines.reduce((sum, l) => sum + l.totalPrice, 0);
}

/**
 * Which cart lines are ticked. Everything starts ticked (as big Korean stores do), so the state
 * is the set of lines the buyer un-ticked; lines that leave the cart drop out by themselves.
 */
export function useCartSelection(items: CartItem[]) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(() => new Set());

  const selected = useMemo(() => items.filter((i) => !unticked.has(i.itemId)), [items, unticked]);
  const allSelected = items.length > 0 && selected.length === items.length;

  const toggle = useCallback((itemId: number) => {
    setUnticked((prev) => {
      const next = new Set(prev);
      if (next.has(itemId)) next.delete(itemId);
      else next.add(itemId);
      return next;
    });
  }, []);

  const toggleAll = useCallback(() => {
    setUnticked(allSelected ? new Set(items.map((i) => i.itemId)) : new Set());
  }, [allSelected, items]);

  return {
    selected,
    allSelected,
    isSelected: (itemId: number) => !unticked.has(itemId),
    toggle,
    toggleAll,
    total: linesTotal(selected),
  };
}
