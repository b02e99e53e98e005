import type { z } from 'zod';
import type { bankTransferResponseSchema } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseLoaded } from '../../../lib/parse-response.ts';

export type BankTransferResult = z.infer<typeof bankTransferResponseSchema>;

/** PUT /api/order/bank-transfer: 'success' with the account, amount and deadline, or 'no-email'. */
export async function requestBankTransfer(orderId: number, orderEmail: string): Promise<BankTransferResult> {
  return parseLoaded(() => import('@store/shared/schemas/commerce').then((m) => m.bankTransferResponseSchema), api.put<unknown>('/api/order/bank-transfer', { orderId, orderEmail }));
}
