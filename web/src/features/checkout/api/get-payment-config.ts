import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { CHECKOUT_COPY } from '../messages.ts';

/** Which card window to open: PortOne with the store's public ids, or the dev window (never in production). */
export type PaymentConfig = { provider: 'portone'; storeId: string; channelKey: string } | { provider: 'dev' };

export function parsePaymentConfig(data: unknown): PaymentConfig {
  const d = (data ?? {}) as Record<string, unknown>;
  if (d.provider === 'dev') return { provider: 'dev' };
  if (d.provider === 'portone' && typeof d.storeId === 'string' && d.storeId && typeof d.channelKey === 'string' && d.channelKey) {
    return { provider: 'portone', storeId: d.storeId, channelKey: d.channelKey };
  }
  throw new ApiError(200, CHECKOUT_COPY.paymentModuleMissing, data);
}

/** GET /api/payment/config: public values only (store id and channel key are not secrets). */
export const paymentConfigQueryOptions = queryOptions({
  queryKey: ['payment', 'config'] as const,
  queryFn: async ({ signal }) =>
    parsePaymentConfig(await api.get<unknown>('/api/payment/config', { signal, fallback: CHECKOUT_COPY.paymentModuleMissing })),
  staleTime: 10 * 60_000,
});
