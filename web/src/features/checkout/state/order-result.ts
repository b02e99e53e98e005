import type { BankTransferResult } from '../api/request-bank-transfer.ts';

export type BankAccount = NonNullable<BankTransferResult['bankAccount']>;

/** Navigation state of /order/success: what was paid, and for a transfer where to send it. */
export type OrderSuccessState =
  | { method: 'SIMPLE_PAY'; amount: number; orderName?: string }
  | { method: 'BANK_TRANSFER'; amount: number; bankAccount: BankAccount; depositDeadline: string; email: string; orderName?: string }
  /** Points and coupon covered everything: nothing to pay. */
  | { method: 'FREE'; orderName?: string };

/** Navigation state of /order/failed. */
export interface OrderFailedState {
  reason?: string;
  /** Where trying again starts: the cart, or the product page of a "바로 구매". */
  returnTo?: string;
}

export function readSuccessState(state: unknown): OrderSuccessState | null {
  const s = state as Partial<OrderSuccessState> | null;
  if (!s || typeof s !== 'object') return null;
  if (s.method === 'BANK_TRANSFER' && 'bankAccount' in s && s.bankAccount && typeof s.amount === 'number') return s as OrderSuccessState;
  if (s.method === 'SIMPLE_PAY' && typeof s.amount === 'number') return s as OrderSuccessState;
  if (s.method === 'FREE') return s as OrderSuccessState;
  return null;
}
