import type { z } from 'zod';
import type { bankTransferResponseSchema } from '@store/shared';
import { api, resultOf } from '../../../lib/api-client.ts';
import { parseLoaded } from '../../../lib/parse-response.ts';

export type BankTransferResult = z.infer<typeof bankTransferResponseSchema>;

/**
 * PUT /api/order/bank-transfer: 'success' with the account, amount and deadline, or 'no-email'.
 * The server answers 'no-email' with a 400 (the address is bad input); it is a result here all
 * the same, so the form can put the error on its e-mail field.
 */
export async function requestBankTransfer(orderId: number, orderEmail: string): Promise<BankTransferResult> {
  try {
    return await parseLoaded(
      () => import('@store/shared/schemas/commerce').then((m) => m.bankTransferResponseSchema),
      api.put<unknown>('/api/order/bank-transfer', { orderId, orderEmail }),
    );
  } catch (error) {
    if (resultOf(error) === 'no-email') return { result: 'no-email', message: (error as Error).message };
    throw error;
  }
}
