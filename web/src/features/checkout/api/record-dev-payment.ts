import { api } from '../../../lib/api-client.ts';

export interface DevPaymentInput {
  paymentId: string;
  amount: number;
  status: 'PAID' | 'FAILED';
}

/**
 * POST /api/dev/payments (outside production only): what the dev card window "charged". The
 * verification then reads it through the same provider interface as a PortOne payment.
 */
export async function recordDevPayment(input: DevPaymentInput): Promise<void> {
  await api.post<unknown>('/api/dev/payments', input, { fallback: '테스트 결제를 기록하지 못했습니다.' });
}
