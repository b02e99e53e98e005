import { useReducer } from 'react';
import { DETAIL_MONTH_OPTIONS, MAX_ORDER_QUANTITY, subscriptionTotal } from '@store/shared';

// The purchase box of the product page: months 1/3/6 and a quantity of at least 1. Changing
// the months starts the quantity over at 1 (store.md §4).

export type DetailMonths = (typeof DETAIL_MONTH_OPTIONS)[number];

export interface PurchaseOptions {
  months: DetailMonths;
  quantity: number;
}

export type PurchaseAction = { type: 'months'; months: DetailMonths } | { type: 'quantity'; quantity: number };

export const initialPurchaseOptions: PurchaseOptions = { months: 1, quantity: 1 };

export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(MAX_ORDER_QUANTITY, Math.max(1, Math.trunc(value)));
}

export function purchaseReducer(state: PurchaseOptions, action: PurchaseAction): PurchaseOptions {
  switch (action.type) {
    case 'months':
      return action.months === state.months ? state : { months: action.months, quantity: 1 };
    case 'quantity':
      return { ...state, quantity: clampQuantity(action.quantity) };
  }
}

export function usePurchaseOptions(salePrice: number) {
  const [options, dispatch] = useReducer(purchaseReducer, initialPurchaseOptions);
  return {
    ...options,
    total: subscriptionTotal(salePrice, options.quantity, options.months),
    setMonths: (months: DetailMonths) => dispatch({ type: 'months', months }),
    setQuantity: (quantity: number) => dispatch({ type: 'quantity', quantity }),
  };
}
